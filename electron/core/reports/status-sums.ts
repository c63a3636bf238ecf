// Each status's bookings, guests and money over the bookings a report placed, in one pass: the by-status view and
// the headline totals both read these, so each booking's amounts are added once.
import { AmountSum } from '../../../shared/domain/money.js';
import type { PreparedBooking } from './report-entry.js';
import type { PlacedBooking } from './report-selection.js';

export interface StatusSum {
  statusId: string;
  name: string;
  bookings: number;
  guests: number;
  /** Bookings whose guests are not known (no record read): not in `guests`. */
  guestsNotKnown: number;
  /** Bookings whose amounts are known: what an average is taken over. */
  priced: number;
  total: AmountSum;
  paid: AmountSum;
  due: AmountSum;
}

/** Adds a booking to its status's row (a booking whose amounts are not known counts, and adds to no sum). */
export function addToStatus(rows: Map<string, StatusSum>, booking: PreparedBooking): StatusSum {
  let found = rows.get(booking.statusId);
  if (!found) {
    const name = booking.source.summary.status.name || booking.statusId;
    found = { statusId: booking.statusId, name, bookings: 0, guests: 0, guestsNotKnown: 0, priced: 0, total: new AmountSum(),
      paid: new AmountSum(), due: new AmountSum() };
    rows.set(booking.statusId, found);
  }
  found.bookings += 1;
  if (booking.guests === null) found.guestsNotKnown += 1;
  else found.guests += booking.guests;
  if (booking.amounts) {
    found.priced += 1;
    found.total.add(booking.amounts.total);
    found.paid.add(booking.amounts.paid);
    found.due.add(booking.amounts.due);
  }
  return found;
}

/** Most bookings first. */
export const byMostBookings = (a: StatusSum, b: StatusSum) => b.bookings - a.bookings || a.statusId.localeCompare(b.statusId);

export function sumByStatus(placed: readonly PlacedBooking[]): StatusSum[] {
  const rows = new Map<string, StatusSum>();
  for (const { booking } of placed) addToStatus(rows, booking);
  return [...rows.values()].sort(byMostBookings);
}
