// Reads of the whole working set for the screens offline (and for sorted or searched lists at any time): a page of
// bookings by the service's rules, and a booking's record as the desk holds it.
import type { BookingQuery, BookingSort } from '../../../../shared/contract/model/booking-query.js';
import type { Day } from '../../../../shared/domain/dates.js';
import { pageScan, type ListPage } from '../../../../shared/domain/list-page.js';
import { compileQuery, type InexactFilter, type KnownItems } from './local-query.js';
import type { StoredBooking } from './stored-booking.js';
import type { WorkingSetParts } from './working-set-parts.js';
import type { LocalBookingPage, LocalDetail } from './working-set-types.js';

/** What a list is read from: the orders the bookings are kept in, the bookmarked codes, each booking's items. */
export interface ListSource {
  inOrder(): readonly StoredBooking[];
  sortedBy(sort: BookingSort): readonly StoredBooking[];
  bookmarked: ReadonlySet<string>;
  itemsOf(entry: StoredBooking): KnownItems;
}

export interface FoundList {
  found: ListPage<StoredBooking>;
  inexact: InexactFilter[];
}

/**
 * The query over every booking held in listing order, or a column's: the order runs across pages. A pass that
 * pauses (`inPieces`) reads a copy of the order, which the set's changes meanwhile leave alone.
 */
export function* listScan(source: ListSource, query: BookingQuery, today: Day, inPieces: boolean):
  Generator<void, FoundList> {
  const compiled = compileQuery(query, { today, bookmarked: source.bookmarked, itemsOf: (entry) => source.itemsOf(entry) });
  const order = query.sort ? source.sortedBy(query.sort) : source.inOrder();
  const found = yield* pageScan(inPieces ? order.slice() : order, compiled.tests, query.page ?? 1, query.limit ?? 100);
  return { found, inexact: compiled.inexact() };
}

/** Rows read between two pauses of a page made in pieces: a few milliseconds. */
const ROWS_AT_ONCE = 10_000;

/**
 * A found list as the screens read it: up to date as of the last sync once a full one was done, else its oldest row.
 * Pausing every ROWS_AT_ONCE rows when `inPieces`: the Bookings screen's whole list of 100,000 was one piece.
 */
export function* bookingPage(parts: WorkingSetParts, { found, inexact }: FoundList, inPieces: boolean):
  Generator<void, LocalBookingPage> {
  let oldest: number | null = null;
  // Made at its length, as the list it is made from (the Bookings list read whole: 100,000).
  const bookings = new Array<StoredBooking['summary']>(found.entries.length);
  for (let at = 0; at < found.entries.length; at += 1) {
    const entry = found.entries[at]!;
    oldest = oldest === null ? entry.fetchedAt : Math.min(oldest, entry.fetchedAt);
    bookings[at] = entry.summary;
    if (inPieces && at % ROWS_AT_ONCE === ROWS_AT_ONCE - 1) yield;
  }
  return {
    bookings, page: found.page, pages: found.pages, total: found.total,
    fetchedAt: parts.lastFullSyncAt !== null ? parts.lastSyncAt : oldest, inexact,
  };
}

/** The working set's own bookings as a list source. */
export const storeSource = (parts: WorkingSetParts): ListSource => ({
  inOrder: () => parts.bookings.inOrder(), sortedBy: (sort) => parts.bookings.sortedBy(sort),
  bookmarked: parts.bookings.bookmarked, itemsOf: (entry) => parts.itemKnowledge.itemsOf(entry),
});

/** The query over the working set's own bookings, as a page the screens read. */
export function* bookingsScan(parts: WorkingSetParts, query: BookingQuery, today: Day, inPieces: boolean):
  Generator<void, LocalBookingPage> {
  return yield* bookingPage(parts, yield* listScan(storeSource(parts), query, today, inPieces), inPieces);
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
