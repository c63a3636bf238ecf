// The quick filter: narrows the rows already on screen as you type, with no trip to the service, so it answers
// within a frame. It matches the booking code, guest name, e-mail and what was booked.
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import { normalise } from '../search/search-match.js';

/** Each row's searchable text, normalised once per page rather than once per keystroke. */
export function quickIndex(bookings: BookingSummary[]): string[] {
  return bookings.map((b) => normalise(`${b.code} ${b.customer.name} ${b.customer.email} ${b.summary}`));
}

export function quickFilter(bookings: BookingSummary[], text: string, index: string[] = quickIndex(bookings)): BookingSummary[] {
  const words = normalise(text).split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return bookings;
  return bookings.filter((_, at) => words.every((word) => index[at]!.includes(word)));
}
