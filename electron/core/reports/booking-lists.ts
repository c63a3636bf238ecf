// The report's lists of bookings: who owes what (oldest first), what was cancelled, and who did not come.
import type { ReportBooking } from '../../../shared/contract/model/report.js';
import type { Day } from '../../../shared/domain/dates.js';
import { isCancelled } from './cancelled.js';
import type { PreparedBooking } from './report-entry.js';
import type { PlacedBooking } from './report-selection.js';

function listed(booking: PreparedBooking): ReportBooking {
  const { summary } = booking.source;
  return {
    code: summary.code, guest: summary.customer.name, status: summary.status.name || booking.statusId,
    startDay: summary.startDay, createdAt: summary.createdAt, guests: booking.guests ?? 0,
    total: booking.total, paid: booking.paid, due: booking.due,
  };
}

/** Oldest first: made earliest, then first day; a booking without a made time goes last. */
function oldestFirst(a: ReportBooking, b: ReportBooking): number {
  const madeA = a.createdAt ?? Number.MAX_SAFE_INTEGER;
  const madeB = b.createdAt ?? Number.MAX_SAFE_INTEGER;
  return madeA - madeB || (a.startDay ?? 0) - (b.startDay ?? 0) || a.code.localeCompare(b.code);
}

export function outstanding(placed: readonly PlacedBooking[], revenue: ReadonlySet<string>): ReportBooking[] {
  return placed.filter(({ booking }) => revenue.has(booking.statusId) && booking.due > 0)
    .map(({ booking }) => listed(booking)).sort(oldestFirst);
}

export function cancellations(placed: readonly PlacedBooking[]): ReportBooking[] {
  return placed.filter(({ booking }) => isCancelled(booking)).map(({ booking }) => listed(booking)).sort(oldestFirst);
}

/** Began before today, not cancelled, and the desk knows it was never checked in. */
export function noShows(placed: readonly PlacedBooking[], today: Day): ReportBooking[] {
  return placed.filter(({ booking }) => {
    const { summary, contents } = booking.source;
    return !isCancelled(booking) && contents !== null && !contents.checkedIn &&
      summary.startDay !== null && summary.startDay < today;
  }).map(({ booking }) => listed(booking)).sort((a, b) => (a.startDay ?? 0) - (b.startDay ?? 0) || a.code.localeCompare(b.code));
}
