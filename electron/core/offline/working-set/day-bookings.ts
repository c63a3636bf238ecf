// A day's bookings with their contents, from the working set alone (no request): the full record where the desk
// has one that is current, else the items the service's item lists named, else the names in the summary.
import type { BookingContents, ContentsLine } from '../../../../shared/contract/model/booking-contents.js';
import type { BookingDetail } from '../../../../shared/contract/model/booking.js';
import type { Day } from '../../../../shared/domain/dates.js';
import { NO_CHECK_IN_STATUSES } from '../../../../shared/domain/statuses.js';
import type { BookingStore } from './booking-store.js';
import type { ContentsStore } from './contents-store.js';
import type { ItemKnowledge } from './item-knowledge.js';
import { deepFreeze } from '../../platform/deep-freeze.js';
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

/**
 * What a booking's contents were made from, and the contents: the record when current, else the record held (its
 * stamps and notes) and the items listed or inferred. Not when the listing was last fetched: the same listing read
 * again (every manifest's refresh reads the day's list) decides nothing, and keyed by it, a busy day's contents were
 * all made again at each ask.
 */
interface Made {
  record: BookingDetail | null;
  stored: BookingDetail | undefined;
  listed: readonly number[] | undefined;
  inferred: ReadonlySet<number> | null;
  contents: BookingContents;
}

/**
 * Contents made, kept while what they were made from stands: a busy day's 2,000 bookings made again at each ask,
 * and checked against the contract again with them, took 25–40 ms of the thread that answers the screens in one
 * piece. Kept contents are frozen through (their own copy of the record's counts, stamps and answers; the listing is
 * frozen already), so the contract's check of an answer proves each only once (desk/output-checks.ts).
 */
const made = new WeakMap<StoredBooking, Made>();

/** A record's stamp, counts and answers copied: freezing the contents must not freeze the record they came from. */
const ownStamp = (stamp: BookingContents['checkedIn']) => (stamp ? { ...stamp } : null);

function frozen(contents: BookingContents): BookingContents {
  return deepFreeze({
    ...contents, checkedIn: ownStamp(contents.checkedIn), checkedOut: ownStamp(contents.checkedOut),
    lines: contents.lines.map((line) => ({ ...line, counts: line.counts ? { ...line.counts } : null })),
    customAnswers: Object.fromEntries(Object.entries(contents.customAnswers)
      .map(([name, answer]) => [name, Array.isArray(answer) ? [...answer] : answer])),
  });
}

/** One booking's contents as well as the working set knows them. */
export function contentsOf(parts: DayParts, entry: StoredBooking): BookingContents {
  const { code } = entry.summary;
  const stored = parts.bookings.details.get(code)?.detail;
  const listed = parts.contents.itemsByCode.get(code);
  const inferred = stored || listed ? null : parts.itemKnowledge.itemsOf(entry).ids;
  const record = currentRecord(parts, code);
  const kept = made.get(entry);
  if (kept && kept.record === record && kept.stored === stored && kept.listed === listed &&
    kept.inferred === inferred) return kept.contents;
  const contents = frozen(record ? fromRecord(entry, record) : fromListing(parts, entry));
  made.set(entry, { record, stored, listed, inferred, contents });
  return contents;
}

/**
 * Codes on the day the desk has no current full record of: the ones whose guest counts are not known. Void and
 * cancelled bookings are left out: nobody is coming, so their counts are not worth a request.
 */
export function codesWithoutRecord(parts: DayParts, day: Day): string[] {
  return codesOn(parts, day).filter((code) => currentRecord(parts, code) === null &&
    !NO_CHECK_IN_STATUSES.has(parts.bookings.entries.get(code)?.summary.status.id.toUpperCase() ?? ''));
}

/** The contents of the day's booking of this code, or null when it left. */
export function contentsOfCode(parts: DayParts, code: string): BookingContents | null {
  const entry = parts.bookings.entries.get(code);
  return entry ? contentsOf(parts, entry) : null;
}

/**
 * The items of each of the day's bookings, as its contents list them, without making the contents: what the
 * manifest's refresh asks before it reads the day's item lists. Making a busy day's contents for it took 30–45 ms of
 * the thread that answers the screens in one piece whenever they were not kept (the first ask, a sync's changes).
 */
export function itemsOnDay(parts: DayParts, day: Day): Iterable<number>[] {
  return codesOn(parts, day).flatMap((code) => {
    const entry = parts.bookings.entries.get(code);
    if (!entry) return [];
    const record = currentRecord(parts, code);
    if (record) return [record.lines.map((line) => line.itemId)];
    return [parts.contents.itemsByCode.get(code) ?? parts.itemKnowledge.itemsOf(entry).ids];
  });
}

export function dayBookings(parts: DayParts, day: Day): BookingContents[] {
  return codesOn(parts, day).flatMap((code) => contentsOfCode(parts, code) ?? []);
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
