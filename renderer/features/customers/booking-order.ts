// A customer's bookings, latest stay first: the one at the desk now or next is what staff look for.
import type { BookingSummary } from '../../../shared/contract/model/booking.js';

/** By start day, latest first; the same day by when it was made; bookings without known days go last. */
export function latestStayFirst(a: BookingSummary, b: BookingSummary): number {
  const day = (booking: BookingSummary) => booking.startDay ?? Number.MIN_SAFE_INTEGER;
  const made = (booking: BookingSummary) => booking.createdAt ?? 0;
  return day(b) - day(a) || made(b) - made(a) || a.code.localeCompare(b.code);
}
