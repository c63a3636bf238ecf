// The day's totals, each booking once however many groups its lines are in: a booking's balance is counted once,
// and its guests are the most people on any of its lines that day (a couple on a stay and a tour is two guests).
import { amountOwed } from '../../../shared/domain/payment.js';
import { sumAmounts } from '../../../shared/domain/money.js';
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';

/** What the totals read of a manifest entry and group (manifest-groups.ts), named here so the two files do not import each other. */
interface TotalledEntry {
  contents: BookingContents;
  counts: Record<string, number> | null;
}
interface TotalledGroup {
  entries: readonly TotalledEntry[];
}

export interface DayTotals {
  bookings: number;
  /** Over the bookings whose counts are known. */
  guests: number;
  /** Bookings whose counts are still being read. */
  guestsPending: number;
  /** null when a booking's amounts could not be read: a partial sum would pass for the whole. */
  paid: string | null;
  due: string | null;
}

const peopleOf = (entry: TotalledEntry) =>
  (entry.counts === null ? null : Object.values(entry.counts).reduce((sum, count) => sum + count, 0));

/** Each booking of the entries once: its most people on one line, null while any of its counts is unknown. */
export function guestsByBooking(entries: readonly TotalledEntry[]): Map<BookingContents, number | null> {
  const guests = new Map<BookingContents, number | null>();
  for (const entry of entries) {
    const people = peopleOf(entry);
    const before = guests.get(entry.contents);
    if (before === undefined) guests.set(entry.contents, people);
    else guests.set(entry.contents, before === null || people === null ? null : Math.max(before, people));
  }
  return guests;
}

export function totalsOf(groups: readonly TotalledGroup[]): DayTotals {
  const guests = guestsByBooking(groups.flatMap((group) => group.entries));
  const bookings = [...guests.keys()].map((contents) => contents.booking);
  const known = [...guests.values()].filter((count): count is number => count !== null);
  return {
    bookings: guests.size,
    guests: known.reduce((sum, count) => sum + count, 0),
    guestsPending: guests.size - known.length,
    paid: sumAmounts(bookings.map((booking) => booking.paid)),
    due: sumAmounts(bookings.map((booking) =>
      amountOwed({ statusId: booking.status.id, total: booking.total, paid: booking.paid, due: booking.due }))),
  };
}

export const dayTotalsOf = (sections: Record<string, readonly TotalledGroup[]>): DayTotals =>
  totalsOf(Object.values(sections).flat());
