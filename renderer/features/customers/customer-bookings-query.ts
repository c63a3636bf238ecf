// Which page of a customer's bookings to ask for: shared by their bookings panel and the offline page, which names
// the customer from the bookings the desk holds when the record itself cannot be fetched.
import type { BookingQuery } from '../../../shared/contract/model/booking-query.js';

/** Enough for any returning guest on one page; the service allows up to 1000. */
const PAGE_SIZE = 100;

export function customerBookingsQuery(customerId: number, page = 1): BookingQuery {
  return { customerId, limit: PAGE_SIZE, page };
}
