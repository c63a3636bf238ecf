// Reads every page of a filtered list, for the CSV export and the printout: the largest page the service allows, one
// at a time, so the desk is never asked for more than one page at once and a Cancel stops before the next request.
import type { BookingPage, BookingSummary } from '../../../shared/contract/model/booking.js';
import type { BookingQuery } from '../../../shared/contract/model/booking-query.js';
import { DeskFailure, type DeskClient } from '../../desk/desk-client.js';
import { bookingQuery, type BookingFilters } from './filters.js';

/** booking/index's largest page (the contract's limit). */
export const EXPORT_PAGE_SIZE = 1000;

export interface ExportProgress {
  done: number;
  total: number;
}

/** The list's own choices the file and the paper follow too: its order and the quick filter's words. */
export type ListRefinement = Pick<BookingQuery, 'sort' | 'text'>;

/** Page `page` of the list as the screen shows it (filters, order, quick filter), at the largest page size. */
export function listPages(desk: DeskClient, filters: BookingFilters, refinement: ListRefinement, timeZone: string) {
  return (page: number) => desk.value('bookings.list', { ...bookingQuery(filters, page, EXPORT_PAGE_SIZE, timeZone), ...refinement });
}

export async function readAllPages(
  readPage: (page: number) => Promise<BookingPage>,
  onProgress: (progress: ExportProgress) => void,
  cancelled: () => boolean,
): Promise<BookingSummary[] | null> {
  const bookings: BookingSummary[] = [];
  for (let page = 1; ; page += 1) {
    if (cancelled()) return null;
    const answer = await readPage(page);
    if (cancelled()) return null;
    bookings.push(...answer.bookings);
    onProgress({ done: bookings.length, total: Math.max(answer.total, bookings.length) });
    // An empty page ends it too: a list that shrinks while we read must not loop forever.
    if (page >= answer.pages || answer.bookings.length === 0) return bookings;
  }
}

/** What a person reads when reading the pages failed: the desk's own word, or a sentence, never a stack trace. */
export function readFailure(error: unknown, what: 'The export' | 'Preparing the printout'): DeskFailure {
  if (error instanceof DeskFailure) return error;
  return new DeskFailure({ kind: 'internal', message: `${what} stopped unexpectedly. Try again; if it keeps failing, restart Frontdesk.` });
}
