// Pages of booking/index fetched with at most `concurrency` requests in flight: a full sync of 20,000 bookings is
// 20 requests, and a handful at once hides the round trips without crowding the service or tripping its limit.
import { ApiFailure, cancelled } from '../../api/api-errors.js';

export interface PagedFetch<T> {
  pages: readonly number[];
  concurrency: number;
  fetch: (page: number, signal: AbortSignal) => Promise<T>;
  /** Called as each page arrives, in arrival order: the page is stored before the next one is asked for. */
  stored: (page: number, result: T) => void;
}

/**
 * Resolves when every page is stored. On the first failure the requests still in flight are cancelled, and the
 * failure is thrown once they have settled; pages stored until then stay stored.
 */
export async function fetchPages<T>(job: PagedFetch<T>, signal: AbortSignal): Promise<void> {
  const stop = new AbortController();
  const both = AbortSignal.any([signal, stop.signal]);
  const queue = [...job.pages];
  let failure: unknown = null;
  const worker = async () => {
    for (let page = queue.shift(); page !== undefined && !both.aborted; page = queue.shift()) {
      try {
        job.stored(page, await job.fetch(page, both));
      } catch (error) {
        failure ??= error;
        stop.abort();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(job.concurrency, queue.length)) }, worker));
  // The caller's cancel wins over whatever the cancelled requests threw.
  if (signal.aborted) throw failure instanceof ApiFailure && failure.kind === 'cancelled' ? failure : cancelled();
  if (failure !== null) throw failure;
}
