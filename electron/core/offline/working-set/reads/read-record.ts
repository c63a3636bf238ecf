// One booking as the reads' worker keeps it, written on the thread that holds the working set each time the booking
// changes: its listing, and what the desk knows of its contents as lists (the item filter) and reports read them.
// The bookings of a change go as one flat list of plain values, a booking's after another's: copied to the worker
// as objects (a listing, its status and guest, its items and report source each), 2,000 of them took 4–8 ms of the
// answering thread and 6–9 ms of the worker's to copy, as one list of values about 1 ms each.
import type { BookingSummary } from '../../../../../shared/contract/model/booking.js';
import type { BookingContents } from '../../../reports/report-entry.js';
import { sourceOf } from '../report-sources.js';
import type { StoredBooking } from '../stored-booking.js';
import type { WorkingSetParts } from '../working-set-parts.js';
import type { Interned } from './interned.js';

export interface ReadRecord {
  /** The booking's number in every answer the worker gives: whole numbers cross threads without a copy. */
  slot: number;
  summary: BookingSummary;
  fetchedAt: number;
  /** The items the item filter reads (local-query.ts): exact from a record or an item list, else guessed. */
  items: readonly number[];
  itemsExact: boolean;
  /** As a report reads the booking (report-sources.ts). */
  source: { contents: BookingContents | null; itemIds: readonly number[]; itemsExact: boolean; startTime: string };
}

/** What changed since the worker last heard: bookings put (new or changed) as rows, slots whose booking left. */
export interface ReadChange {
  /** writeRecord's values, one booking after another. */
  rows: unknown[];
  drop: number[];
  /** The bookmarked codes, when they changed. */
  bookmarked?: string[];
}

/** A report's items said apart only where they differ from the item filter's (a record held but no longer current). */
const SAME_ITEMS = -1;

/** Appends the booking's values to `rows`, in the order readRecords reads them. */
export function writeRecord(rows: unknown[], parts: WorkingSetParts, entry: StoredBooking, slot: number): void {
  const { summary: s } = entry;
  const known = parts.itemKnowledge.itemsOf(entry);
  const source = sourceOf(parts, entry);
  rows.push(slot, entry.fetchedAt, s.id, s.code, s.status.id, s.status.name, s.createdAt, s.total, s.paid, s.due, s.tax,
    s.customer.id, s.customer.name, s.customer.email, s.summary, s.dates, s.startDay, s.endDay, s.lastModified,
    known.exact, known.ids.size, ...known.ids, source.contents, source.itemsExact, source.startTime);
  if (sameIds(source.itemIds, known.ids)) rows.push(SAME_ITEMS);
  else rows.push(source.itemIds.size, ...source.itemIds);
}

/** Members of a listing, its status and its guest that writeRecord writes, one by one: every one the contract requires. */
const LISTING_MEMBERS = 14;
const STATUS_MEMBERS = 2;
const CUSTOMER_MEMBERS = 3;

const frozenWith = (value: unknown, members: number): boolean =>
  typeof value === 'object' && value !== null && Object.isFrozen(value) && Object.keys(value).length === members;

/**
 * Whether the worker's copy of the listing is the listing itself: frozen through (it cannot change once written) and
 * with no member writeRecord leaves out (another desk's stamp, anything the contract would strip), so that what the
 * worker proved of its copy holds of this one. A member written but missing here reads as undefined there, which the
 * worker's check refuses.
 */
export function writtenWhole(s: BookingSummary): boolean {
  return frozenWith(s, LISTING_MEMBERS) && frozenWith(s.status, STATUS_MEMBERS) && frozenWith(s.customer, CUSTOMER_MEMBERS);
}

function sameIds(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const id of a) if (!b.has(id)) return false;
  return true;
}

/** The bookings of `rows`, each given to `take`; texts that repeat across bookings are shared (`interned`). */
export function readRecords(rows: readonly unknown[], interned: Interned, take: (record: ReadRecord) => void): void {
  let at = 0;
  const next = () => rows[at++] as never;
  const text = () => interned.text(next());
  const numbers = (count: number) => rows.slice(at, (at += count)) as number[];
  while (at < rows.length) {
    const slot: number = next();
    const fetchedAt: number = next();
    const summary: BookingSummary = {
      id: next(), code: next(), status: interned.status(next(), next()), createdAt: next(), total: text(), paid: text(),
      due: text(), tax: text(), customer: { id: next(), name: text(), email: text() }, summary: text(), dates: text(),
      startDay: next(), endDay: next(), lastModified: next(),
    };
    const itemsExact: boolean = next();
    const items = numbers(next());
    const contents: BookingContents | null = next();
    const sourceExact: boolean = next();
    const startTime = text();
    const count: number = next();
    const itemIds = count === SAME_ITEMS ? items : numbers(count);
    take({ slot, summary, fetchedAt, items, itemsExact, source: { contents, itemIds, itemsExact: sourceExact, startTime } });
  }
}
