// Reads every page of a filtered list, for the CSV export: the largest page the service allows, one at a time,
// so the desk is never asked for more than one page at once and a Cancel stops before the next request.
import type { BookingPage, BookingSummary } from '../../../shared/contract/model/booking.js';

/** booking/index's largest page (the contract's limit). */
export const EXPORT_PAGE_SIZE = 1000;

export interface ExportProgress {
  done: number;
  total: number;
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
