// One booking as the reads' worker keeps it, made on the thread that holds the working set each time the booking
// changes: its listing, and what the desk knows of its contents as lists (the item filter) and reports read them.
import type { BookingSummary } from '../../../../../shared/contract/model/booking.js';
import type { BookingContents } from '../../../reports/report-entry.js';
import { sourceOf } from '../report-sources.js';
import type { StoredBooking } from '../stored-booking.js';
import type { WorkingSetParts } from '../working-set-parts.js';

export interface ReadRecord {
  /** The booking's number in every answer the worker gives: whole numbers cross threads without a copy. */
  slot: number;
  summary: BookingSummary;
  fetchedAt: number;
  /** The items the item filter reads (local-query.ts): exact from a record or an item list, else guessed. */
  items: number[];
  itemsExact: boolean;
  /** As a report reads the booking (report-sources.ts). */
  source: { contents: BookingContents | null; itemIds: number[]; itemsExact: boolean; startTime: string };
}

export function readRecordOf(parts: WorkingSetParts, entry: StoredBooking, slot: number): ReadRecord {
  const known = parts.itemKnowledge.itemsOf(entry);
  const { contents, itemIds, itemsExact, startTime } = sourceOf(parts, entry);
  return {
    slot, summary: entry.summary, fetchedAt: entry.fetchedAt, items: [...known.ids], itemsExact: known.exact,
    source: { contents, itemIds: [...itemIds], itemsExact, startTime },
  };
}

/** What changed since the worker last heard: bookings put (new or changed), slots whose booking left. */
export interface ReadChange {
  put: ReadRecord[];
  drop: number[];
  /** The bookmarked codes, when they changed. */
  bookmarked?: string[];
}
