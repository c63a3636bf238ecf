// What the manifest needs of a day at the fewest requests (docs/manifest-requests.md): the day's list (one
// booking/index page per 1,000 bookings), one list per item the day may hold (booking/index with item_id), and a
// full record only for the bookings whose guest counts the desk does not hold yet (counts are in no list).
import type { BookingDetail } from '../../../../shared/contract/model/booking.js';
import type { DeskErrorKind } from '../../../../shared/contract/desk-error.js';
import type { Day } from '../../../../shared/domain/dates.js';
import { ApiFailure } from '../../api/api-errors.js';
import type { BookingFilters } from '../../api/booking-filters.js';
import type { WorkingSet } from '../working-set/index.js';
import { fetchPages, isLastPage } from './paged-fetch.js';
import { MAX_PAGE_SIZE } from './sync-runs.js';
import type { FetchPage } from './sync-types.js';

export type FetchRecord = (code: string, signal: AbortSignal) => Promise<BookingDetail>;

export interface DayJob {
  workingSet: WorkingSet;
  day: Day;
  /** Requests in flight at once. */
  concurrency: number;
  nowSeconds: () => number;
}

/** Every booking on the day: begun by its end, ending on it or later (docs/api-assumptions.md, "Dates"). */
const onDay = (day: Day, page: number, itemId?: number): BookingFilters => ({
  startDate: { to: day }, endDate: { from: day }, limit: MAX_PAGE_SIZE, page, ...(itemId !== undefined ? { itemId } : {}),
});

/**
 * All pages of one list, one at a time, each page's codes handed to `stored`, until a page shorter than asked
 * (the records end the list, not the counters: paged-fetch.ts); answers how many requests it took.
 */
export async function listAll(fetchPage: FetchPage, filters: (page: number) => BookingFilters, signal: AbortSignal,
  stored: (codes: string[]) => void): Promise<number> {
  let requests = 0;
  for (let page = 1; page <= MAX_LIST_PAGES; page += 1) {
    const asked = filters(page);
    const answer = await fetchPage(asked, signal);
    requests += 1;
    stored(answer.bookings.map((booking) => booking.code));
    if (isLastPage(answer.bookings.length, asked.limit ?? MAX_PAGE_SIZE)) break;
  }
  return requests;
}

/** A bound against a service that never sends a short page: a day's or an item's list is never this long. */
const MAX_LIST_PAGES = 100;

/**
 * The bookable items worth asking about: those the day's bookings name, or the whole catalogue when a booking
 * names none the catalogue knows. Add-ons (package-only items) are in no catalogue list, so their names place
 * nothing; they come with the full record.
 */
function itemsToAsk(workingSet: WorkingSet, day: Day): number[] {
  const bookings = workingSet.itemsOnDay(day).map((ids) => [...ids]);
  if (bookings.length === 0) return [];
  const catalogue = workingSet.items().items.map((item) => item.id);
  if (!bookings.every((ids) => ids.length > 0)) return catalogue;
  const named = new Set(bookings.flat());
  return catalogue.length > 0 ? catalogue.filter((id) => named.has(id)) : [...named];
}

/** The day's list and its item lists: afterwards every booking on the day has exact items and a time. */
export async function learnDayItems(job: DayJob, fetchPage: FetchPage, signal: AbortSignal): Promise<number> {
  const { workingSet, day } = job;
  const codes: string[] = [];
  let requests = await listAll((filters, s) => fetchPage(filters, s).then((page) => {
    workingSet.putSummaries(page.bookings, job.nowSeconds());
    return page;
  }), (page) => onDay(day, page), signal, (found) => codes.push(...found));
  const items = new Map<string, number[]>();
  await fetchPages<number>({
    pages: itemsToAsk(workingSet, day), concurrency: job.concurrency,
    fetch: (itemId, s) => listAll(fetchPage, (page) => onDay(day, page, itemId), s, (found) => {
      for (const code of found) items.set(code, [...(items.get(code) ?? []), itemId]);
    }),
    stored: (_, count) => {
      requests += count;
    },
  }, signal);
  workingSet.learnDay(day, codes, items, job.nowSeconds());
  return requests;
}

/**
 * The service's answers about one record, not about the service: that booking does not exist (any more), or its
 * record could not be read, or was refused. Anything else (offline, signed out, slowed down, failed) stops the run.
 */
const RECORD_FAULTS: ReadonlySet<DeskErrorKind> = new Set(['not-found', 'unreadable', 'refused', 'invalid-input']);

/**
 * Full records of the named bookings, kept in the working set (their guest counts and check-ins); answers how many
 * requests it took. A code whose own record fails (RECORD_FAULTS: a booking removed at the service, say) costs only
 * itself, and is handed to `unread` when given: stopping there left the day's other guests uncounted on every ask.
 */
export async function learnRecords(job: Pick<DayJob, 'workingSet' | 'concurrency' | 'nowSeconds'>,
  codes: readonly string[], fetchRecord: FetchRecord, signal: AbortSignal,
  unread?: (code: string, failure: ApiFailure) => void): Promise<number> {
  let requests = 0;
  const asked: number[] = [];
  await fetchPages<BookingDetail | null>({
    pages: codes.map((_, index) => index), concurrency: job.concurrency,
    fetch: async (index, s) => {
      asked[index] = job.workingSet.recordAsked();
      try {
        return await fetchRecord(codes[index]!, s);
      } catch (error) {
        if (!(error instanceof ApiFailure) || !RECORD_FAULTS.has(error.kind)) throw error;
        unread?.(codes[index]!, error);
        return null;
      }
    },
    stored: (index, detail) => {
      requests += 1;
      if (detail) job.workingSet.putDetail(detail, job.nowSeconds(), asked[index]);
    },
  }, signal);
  return requests;
}

/** Full records of the day's bookings the desk holds no current record of: their guest counts. */
export function learnDayCounts(job: DayJob, fetchRecord: FetchRecord, signal: AbortSignal): Promise<number> {
  return learnRecords(job, job.workingSet.codesWithoutRecord(job.day), fetchRecord, signal);
}
