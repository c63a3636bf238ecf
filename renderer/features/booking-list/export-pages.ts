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
  const byCode = new Map<string, BookingSummary>();
  for (let page = 1; ; page += 1) {
    if (cancelled()) return null;
    const answer = await readPage(page);
    if (cancelled()) return null;
    const before = byCode.size;
    // A booking listed on two pages (pages that overlap) is one row.
    for (const booking of answer.bookings) byCode.set(booking.code, booking);
    onProgress({ done: byCode.size, total: Math.max(answer.total, byCode.size) });
    // The records end the list, not the counters (a service may say pages 0): a page shorter than asked is the
    // last, and so is one that brings nothing new (a list that shrinks, or a service that ignores the page).
    if (answer.bookings.length < EXPORT_PAGE_SIZE || byCode.size === before) return [...byCode.values()];
  }
}

/**
 * What a person reads when reading the pages failed: the desk's own word, or the sentence given (in the desk's
 * language), never a stack trace.
 */
export function readFailure(error: unknown, sentence: string): DeskFailure {
  if (error instanceof DeskFailure) return error;
  return new DeskFailure({ kind: 'internal', message: sentence });
}
