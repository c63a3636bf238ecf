// A day's bookings with their contents, from the working set alone (no request): the full record where the desk
// has one that is current, else the items the service's item lists named, else the names in the summary.
import type { BookingContents, ContentsLine } from '../../../../shared/contract/model/booking-contents.js';
import type { BookingDetail } from '../../../../shared/contract/model/booking.js';
import type { Day } from '../../../../shared/domain/dates.js';
import { NO_CHECK_IN_STATUSES } from '../../../../shared/domain/statuses.js';
import type { BookingStore } from './booking-store.js';
import type { ContentsStore } from './contents-store.js';
import type { ItemKnowledge } from './item-knowledge.js';
import { listedStartTime } from './listed-time.js';
import type { StoredBooking } from './stored-booking.js';

export interface DayParts {
  bookings: BookingStore;
  contents: ContentsStore;
  itemKnowledge: ItemKnowledge;
}

/** On the day: between its first and last day, or named by the service's list for the day (no days listed). */
export function codesOn(parts: DayParts, day: Day): string[] {
  const codes = new Set<string>();
  for (const entry of parts.bookings.overlapping(day, day)) codes.add(entry.summary.code);
  for (const code of parts.contents.days.get(day)?.codes ?? []) {
    const entry = parts.bookings.entries.get(code);
    if (entry && entry.summary.startDay === null) codes.add(code);
  }
  return [...codes];
}

/** A record is current when no newer listing shows the booking changed since it was read. */
export function currentRecord(parts: DayParts, code: string): BookingDetail | null {
  const stored = parts.bookings.details.get(code);
  const listing = parts.bookings.entries.get(code);
  if (!stored) return null;
  if (listing && listing.fetchedAt > stored.fetchedAt && listing.summary.lastModified !== stored.detail.lastModified) return null;
  return stored.detail;
}

function fromRecord(entry: StoredBooking, record: BookingDetail): BookingContents {
  const lines: ContentsLine[] = record.lines.map((line) => ({
    itemId: line.itemId, quantity: line.quantity, counts: line.counts, name: line.name, startDay: line.startDay,
    endDay: line.endDay, startTime: line.startTime, total: line.total, statusId: line.statusId,
    lineId: line.lineId, packageOf: line.packageOf,
  }));
  return {
    booking: entry.summary, startTime: record.startTime, endTime: record.endTime, lines, source: 'record',
    checkedIn: record.checkedIn, checkedOut: record.checkedOut, noteCount: record.notes.length,
    notes: record.notes.map((note) => note.body), stampsKnown: true, customAnswers: record.customAnswers, pending: [],
  };
}

function fromListing(parts: DayParts, entry: StoredBooking): BookingContents {
  const listed = parts.contents.itemsByCode.get(entry.summary.code);
  const known = listed ? { ids: listed, exact: true } : parts.itemKnowledge.itemsOf(entry);
  const ids = [...known.ids];
  const source = listed ? 'listing' : ids.length > 0 ? 'summary' : 'unknown';
  // A stale record still knows who checked in: better than saying nobody did.
  const stale = parts.bookings.details.get(entry.summary.code)?.detail;
  return {
    booking: entry.summary, startTime: listedStartTime(entry.summary.dates), endTime: '',
    lines: ids.map((itemId) => ({
      itemId, quantity: 1, counts: null, name: '', startDay: null, endDay: null, startTime: '', total: null, statusId: null,
      lineId: null, packageOf: null,
    })), source,
    checkedIn: stale?.checkedIn ?? null, checkedOut: stale?.checkedOut ?? null, noteCount: stale?.notes.length ?? 0,
    notes: stale?.notes.map((note) => note.body) ?? [], stampsKnown: stale !== undefined,
    customAnswers: stale?.customAnswers ?? {}, pending: [],
  };
}

/** One booking's contents as well as the working set knows them. */
export function contentsOf(parts: DayParts, entry: StoredBooking): BookingContents {
  const record = currentRecord(parts, entry.summary.code);
  return record ? fromRecord(entry, record) : fromListing(parts, entry);
}

/**
 * Codes on the day the desk has no current full record of: the ones whose guest counts are not known. Void and
 * cancelled bookings are left out: nobody is coming, so their counts are not worth a request.
 */
export function codesWithoutRecord(parts: DayParts, day: Day): string[] {
  return codesOn(parts, day).filter((code) => currentRecord(parts, code) === null &&
    !NO_CHECK_IN_STATUSES.has(parts.bookings.entries.get(code)?.summary.status.id.toUpperCase() ?? ''));
}

export function dayBookings(parts: DayParts, day: Day): BookingContents[] {
  return codesOn(parts, day).flatMap((code) => {
    const entry = parts.bookings.entries.get(code);
    return entry ? [contentsOf(parts, entry)] : [];
  });
}

/**
 * The bookings whose first day is in the range, each once with its contents (the readiness board's "expected"): one
 * pass over the bookings that meet the range, where asking each day's bookings made a long stay's contents again on
 * every day of it. A booking whose first day the desk does not know is not placed.
 */
export function bookingsStartingIn(parts: DayParts, from: Day, to: Day): BookingContents[] {
  return parts.bookings.overlapping(from, to)
    .filter((entry) => entry.summary.startDay !== null && entry.summary.startDay >= from && entry.summary.startDay <= to)
    .map((entry) => contentsOf(parts, entry));
}
