// Reads of the whole working set for the screens offline (and for sorted or searched lists at any time): a page of
// bookings by the service's rules, and a booking's record as the desk holds it.
import type { BookingQuery } from '../../../../shared/contract/model/booking-query.js';
import type { Day } from '../../../../shared/domain/dates.js';
import { pageScan } from '../../../../shared/domain/list-page.js';
import { compileQuery } from './local-query.js';
import type { WorkingSetParts } from './working-set-parts.js';
import type { LocalBookingPage, LocalDetail } from './working-set-types.js';

/**
 * The query over the whole working set in listing order, or a column's: the order runs across pages. A pass that
 * pauses (`inPieces`) reads a copy of the order, which the set's changes meanwhile leave alone.
 */
export function* bookingsScan(parts: WorkingSetParts, query: BookingQuery, today: Day, inPieces: boolean):
  Generator<void, LocalBookingPage> {
  const { bookings, itemKnowledge, lastFullSyncAt, lastSyncAt } = parts;
  const compiled = compileQuery(query, { today, bookmarked: bookings.bookmarked, itemsOf: (entry) => itemKnowledge.itemsOf(entry) });
  const order = query.sort ? bookings.sortedBy(query.sort) : bookings.inOrder();
  const found = yield* pageScan(inPieces ? order.slice() : order, compiled.tests, query.page ?? 1, query.limit ?? 100);
  const oldest = found.entries.reduce<number | null>(
    (at, entry) => (at === null ? entry.fetchedAt : Math.min(at, entry.fetchedAt)), null);
  return {
    bookings: found.entries.map((entry) => entry.summary), page: found.page, pages: found.pages, total: found.total,
    fetchedAt: lastFullSyncAt !== null ? lastSyncAt : oldest, inexact: compiled.inexact(),
  };
}

/** A booking's full record as the desk holds it; a newer listing shows it changed since (its fields are shown). */
export function localDetail(parts: WorkingSetParts, code: string): LocalDetail | null {
  const stored = parts.bookings.details.get(code);
  if (!stored) return null;
  const listing = parts.bookings.entries.get(code);
  const changed = listing !== undefined && listing.fetchedAt > stored.fetchedAt &&
    listing.summary.lastModified !== stored.detail.lastModified;
  if (!changed) return { detail: stored.detail, fetchedAt: stored.fetchedAt, outdated: false };
  return { detail: { ...stored.detail, ...listing.summary }, fetchedAt: stored.fetchedAt, outdated: true };
}
