// The bookings this desk already holds in react-query's cache (every 'bookings.list' page and every
// 'bookings.get' answer), so the search can answer before the service does.
import type { QueryClient } from '@tanstack/react-query';
import type { BookingSummary } from '../../../shared/contract/model/booking.js';

function isSummary(value: unknown): value is BookingSummary {
  return typeof value === 'object' && value !== null && typeof (value as BookingSummary).code === 'string'
    && typeof (value as BookingSummary).customer === 'object';
}

/** A cached answer's bookings, whatever shape the screen that asked keeps them in (page or infinite pages). */
function bookingsIn(data: unknown): BookingSummary[] {
  if (typeof data !== 'object' || data === null) return [];
  const { bookings, pages } = data as { bookings?: unknown; pages?: unknown };
  if (Array.isArray(bookings)) return bookings.filter(isSummary);
  if (Array.isArray(pages)) return pages.flatMap(bookingsIn);
  return [];
}

export function cachedBookings(queryClient: QueryClient): BookingSummary[] {
  const lists = queryClient.getQueriesData({ queryKey: ['bookings.list'] }).flatMap(([, data]) => bookingsIn(data));
  const singles = queryClient.getQueriesData({ queryKey: ['bookings.get'] }).map(([, data]) => data).filter(isSummary);
  return [...singles, ...lists];
}
