// A group's roll-up: bookings, guests and counts per parameter ("3 Adults 2 Children"), units booked against
// stock, the value of the group's own lines (a booking's balance belongs to the day: day-totals.ts), and how many
// have checked in.
import { sumAmounts, type Amount } from '../../../shared/domain/money.js';
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';

/** What the roll-up reads of a manifest entry (manifest-groups.ts), named here so the two files do not import each other. */
interface RolledEntry {
  contents: BookingContents;
  counts: Record<string, number> | null;
  quantity: number;
  /** The value of the entry's own lines; null while not known. */
  value: Amount | null;
}

export interface Rollup {
  bookings: number;
  /** Count per parameter id, over the bookings whose counts are known. */
  counts: Record<string, number>;
  guests: number;
  /** Bookings whose counts are not known yet (their records are being read). */
  countsPending: number;
  /** Units booked (line quantities): set against the item's stock. */
  units: number;
  /** What the group's lines cost, over the bookings whose lines' amounts are known. */
  value: Amount | null;
  /** Bookings whose lines' amounts are not known yet. */
  valuePending: number;
  checkedIn: number;
  checkedOut: number;
}

export function rollUp(entries: readonly RolledEntry[]): Rollup {
  const counts: Record<string, number> = {};
  let countsPending = 0;
  for (const entry of entries) {
    if (entry.counts === null) countsPending += 1;
    else for (const [id, count] of Object.entries(entry.counts)) counts[id] = (counts[id] ?? 0) + count;
  }
  const values = entries.flatMap((entry) => (entry.value === null ? [] : [entry.value]));
  return {
    bookings: entries.length, counts, countsPending,
    guests: Object.values(counts).reduce((sum, count) => sum + count, 0),
    units: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    value: sumAmounts(values), valuePending: entries.length - values.length,
    checkedIn: entries.filter((entry) => entry.contents.checkedIn !== null).length,
    checkedOut: entries.filter((entry) => entry.contents.checkedOut !== null).length,
  };
}
