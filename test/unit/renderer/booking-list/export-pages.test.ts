// Reading every page of a filtered list for the export: all of them, in order, with progress, and a Cancel.
import { describe, expect, it } from 'vitest';
import type { BookingPage, BookingSummary } from '../../../../shared/contract/model/booking.js';
import { readAllPages, type ExportProgress } from '../../../../renderer/features/booking-list/export-pages.js';

const summary = (n: number) => ({ code: `B-${n}` }) as BookingSummary;

function pagesOf(total: number, size: number) {
  const asked: number[] = [];
  const readPage = async (page: number): Promise<BookingPage> => {
    asked.push(page);
    const first = (page - 1) * size;
    const bookings = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, i) => summary(first + i));
    return { bookings, page, pages: Math.max(1, Math.ceil(total / size)), total, countUncertain: null, unsorted: false, asOf: null, asOfReason: null, skipped: 0 };
  };
  return { asked, readPage };
}

describe('readAllPages', () => {
  it('reads every page and reports how far it got', async () => {
    const { asked, readPage } = pagesOf(2500, 1000);
    const progress: ExportProgress[] = [];
    const bookings = await readAllPages(readPage, (p) => progress.push(p), () => false);
    expect(bookings).toHaveLength(2500);
    expect(bookings!.at(-1)!.code).toBe('B-2499');
    expect(asked).toEqual([1, 2, 3]);
    expect(progress).toEqual([{ done: 1000, total: 2500 }, { done: 2000, total: 2500 }, { done: 2500, total: 2500 }]);
  });

  it('stops before the next page once cancelled, and returns nothing', async () => {
    const { asked, readPage } = pagesOf(5000, 1000);
    let cancelled = false;
    const bookings = await readAllPages(readPage, ({ done }) => { cancelled = done >= 2000; }, () => cancelled);
    expect(bookings).toBeNull();
    expect(asked).toEqual([1, 2]);
  });

  it('ends on an empty page even if the page count promised more', async () => {
    const readPage = async (page: number): Promise<BookingPage> => ({ bookings: page === 1 ? [summary(1)] : [], page, pages: 9, total: 9, countUncertain: null, unsorted: false, asOf: null, asOfReason: null, skipped: 0 });
    expect(await readAllPages(readPage, () => undefined, () => false)).toHaveLength(1);
  });

  it('reads on past a page count of 0 until a short page (records, not counters)', async () => {
    const { asked, readPage } = pagesOf(2500, 1000);
    const lying = async (page: number) => ({ ...(await readPage(page)), pages: 0 });
    expect(await readAllPages(lying, () => undefined, () => false)).toHaveLength(2500);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('keeps a booking listed on two pages once', async () => {
    const { readPage } = pagesOf(2500, 1000);
    const overlapping = async (page: number) => {
      const answer = await readPage(page);
      return page === 1 ? answer : { ...answer, bookings: [summary((page - 1) * 1000 - 1), ...answer.bookings.slice(0, -1)] };
    };
    const bookings = await readAllPages(overlapping, () => undefined, () => false);
    expect(new Set(bookings!.map((b) => b.code)).size).toBe(bookings!.length);
  });

  it('returns an empty list for no bookings', async () => {
    const { readPage } = pagesOf(0, 1000);
    expect(await readAllPages(readPage, () => undefined, () => false)).toEqual([]);
  });
});
