// Pages of booking/index fetched with at most `concurrency` requests in flight: a full sync of 20,000 bookings is
// 20 requests, and a handful at once hides the round trips without crowding the service or tripping its limit.
import { ApiFailure, cancelled } from '../../api/api-errors.js';

export interface PagedFetch<T> {
  pages: readonly number[];
  concurrency: number;
  fetch: (page: number, signal: AbortSignal) => Promise<T>;
  /** Called as each page arrives, in arrival order: the page is stored before the next one is asked for. */
  stored: (page: number, result: T) => void | Promise<void>;
  /** A page no longer worth asking for when its turn comes (past the end, say). */
  skip?: (page: number) => boolean;
  /**
   * On a failure, let the requests in flight finish and be stored rather than cancel them (no new one is asked):
   * a job that keeps what was stored gets further at each try when a rate limit refuses some of its requests.
   */
  finishInFlight?: boolean;
}

/**
 * Resolves when every page is stored. On the first failure the requests still in flight are cancelled (unless
 * `finishInFlight`), and the failure is thrown once they have settled; pages stored until then stay stored.
 */
export async function fetchPages<T>(job: PagedFetch<T>, signal: AbortSignal): Promise<void> {
  const stop = new AbortController();
  const both = AbortSignal.any([signal, stop.signal]);
  const queue = [...job.pages];
  let failure: unknown = null;
  const worker = async () => {
    for (let page = queue.shift(); page !== undefined && !both.aborted && failure === null; page = queue.shift()) {
      if (job.skip?.(page)) continue;
      try {
        await job.stored(page, await job.fetch(page, both));
      } catch (error) {
        failure ??= error;
        if (!job.finishInFlight) stop.abort();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(job.concurrency, queue.length)) }, worker));
  // The caller's cancel wins over whatever the cancelled requests threw.
  if (signal.aborted) throw failure instanceof ApiFailure && failure.kind === 'cancelled' ? failure : cancelled();
  if (failure !== null) throw failure;
}

/** A page with fewer records than asked for is the last one: the service had no more. */
export const isLastPage = (records: number, pageSize: number): boolean => records < pageSize;

export interface PagesUntilShort<T> {
  /** How many pages the service's counters announce: asked `concurrency` at a time; a hint, never the end. */
  announced: number;
  pageSize: number;
  concurrency: number;
  /** Pages stored already (a resumed sync): not asked again. */
  done?: ReadonlySet<number>;
  /** The short page a resumed sync had seen: nothing after it is asked. */
  lastPage?: number | null;
  fetch: (page: number, signal: AbortSignal) => Promise<T>;
  records: (result: T) => number;
  /** Each page up to the end, as it arrives; a page after the end is not stored. */
  stored: (page: number, result: T) => void | Promise<void>;
  /** Told when the end is known, and of each page asked beyond the announced ones. */
  progress?: (known: { lastPage: number | null; pages: number }) => void;
  /** A bound against a service that never sends a short page: 1,000 pages by default. */
  maxPages?: number;
  /**
   * Whether a page holds a record not seen before; past the announced pages, one that does not ends the list (a
   * service that ignores `page` sends the same full page forever).
   */
  isNew?: (result: T) => boolean;
}

/**
 * Every page of a list, trusting records rather than counters: a service may answer pages: 0 with 2,500
 * records, or claim more than it has. The announced pages are asked a few at a time; the list ends at the first
 * page with fewer records than asked (an empty one included), and when the announced ones are all full the next
 * pages are asked one by one until such a page comes. Answers the last page.
 */
export async function fetchUntilShort<T>(job: PagesUntilShort<T>, signal: AbortSignal): Promise<number> {
  let end = job.lastPage ?? Number.POSITIVE_INFINITY;
  const done = job.done ?? new Set<number>();
  const keep = async (page: number, result: T) => {
    if (page > end) return;
    const repeated = page > job.announced && job.isNew !== undefined && !job.isNew(result);
    if (repeated || isLastPage(job.records(result), job.pageSize)) end = page;
    await job.stored(page, result);
    job.progress?.({ lastPage: Number.isFinite(end) ? end : null, pages: Math.max(job.announced, page) });
  };
  const announced = Math.max(1, job.announced);
  const first = Array.from({ length: announced }, (_, i) => i + 1).filter((page) => !done.has(page));
  await fetchPages<T>({
    pages: first, concurrency: job.concurrency, fetch: job.fetch, stored: keep, skip: (page) => page > end,
  }, signal);
  for (let page = announced + 1; page <= end && page <= (job.maxPages ?? 1000); page += 1) {
    if (done.has(page)) continue;
    if (signal.aborted) throw cancelled();
    await keep(page, await job.fetch(page, signal));
  }
  return Number.isFinite(end) ? end : Math.max(announced, job.maxPages ?? 1000);
}
