// A group's roll-up: bookings, guests and counts per parameter ("3 Adults 2 Children"), units booked against
// stock, money paid and due (void and cancelled are never in a group), and how many have checked in.
import { amountOwed } from '../../../shared/domain/payment.js';
import { sumKnownAmounts } from '../../../shared/domain/money.js';
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';

/** What the roll-up reads of a manifest entry (manifest-groups.ts), named here so the two files do not import each other. */
interface RolledEntry {
  contents: BookingContents;
  counts: Record<string, number> | null;
  quantity: number;
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
  /** null when a booking of the group has an amount the desk could not read. */
  paid: string | null;
  due: string | null;
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
  const bookings = entries.map((entry) => entry.contents.booking);
  return {
    bookings: entries.length, counts, countsPending,
    guests: Object.values(counts).reduce((sum, count) => sum + count, 0),
    units: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    paid: sumKnownAmounts(bookings.map((booking) => booking.paid)),
    due: sumKnownAmounts(bookings.map((booking) =>
      amountOwed({ statusId: booking.status.id, total: booking.total, paid: booking.paid, due: booking.due }))),
    checkedIn: entries.filter((entry) => entry.contents.checkedIn !== null).length,
    checkedOut: entries.filter((entry) => entry.contents.checkedOut !== null).length,
  };
}
