// Guests the desk's copy of bookings knows by part of their name: the service's customer search matches whole
// fields only (spec 4.3), so "ander" finds nobody there but finds Elena Andersson here.
import type { BookingSummary } from '../../../shared/contract/model/booking.js';

export interface CopiedGuest {
  /** The service's customer id, when the listing carried one (a live listing may not). */
  id: number | null;
  name: string;
  email: string;
  bookings: number;
}

/** One guest per customer id (or e-mail, when there is no id), in the order the search ranked them. */
export function guestsOf(bookings: readonly BookingSummary[]): CopiedGuest[] {
  const guests = new Map<string, CopiedGuest>();
  for (const { customer } of bookings) {
    const key = customer.id !== null ? `id:${customer.id}` : `email:${customer.email.toLowerCase()}`;
    const known = guests.get(key);
    if (known) known.bookings += 1;
    else guests.set(key, { id: customer.id, name: customer.name, email: customer.email, bookings: 1 });
  }
  return [...guests.values()];
}
