// The report's headline figures. Bookings, guests and money count the revenue bookings; cancellations count the
// VOID and CANCELLED ones. Sums are whole cents, so they are exact.
import type { ReportTotals } from '../../../shared/contract/model/report.js';
import { isCancelled } from './cancelled.js';
import type { PlacedBooking } from './report-selection.js';

export function totalsOf(placed: readonly PlacedBooking[], revenue: ReadonlySet<string>): ReportTotals {
  const totals = { bookings: 0, guests: 0, revenue: 0, paid: 0, due: 0, average: 0, cancellations: 0 };
  let priced = 0;
  for (const { booking } of placed) {
    if (isCancelled(booking)) totals.cancellations += 1;
    if (!revenue.has(booking.statusId)) continue;
    totals.bookings += 1;
    totals.guests += booking.guests ?? 0;
    // A booking whose amounts could not be read is counted, not summed (completeness says how many).
    if (!booking.amountsKnown) continue;
    priced += 1;
    totals.revenue += booking.total;
    totals.paid += booking.paid;
    totals.due += booking.due;
  }
  totals.average = priced === 0 ? 0 : Math.round(totals.revenue / priced);
  return totals;
}
