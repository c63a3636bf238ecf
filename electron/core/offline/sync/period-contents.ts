// What a report over a period needs of its bookings at the fewest requests: their items from one list per
// catalogue item narrowed to the period (booking/index with item_id and the period's dates; a month of 300
// bookings over 20 items costs about 20 requests), and, only when the manager asks, full records for the guest
// counts (one request per booking: counts are in no list).
import type { DateBasis } from '../../../../shared/contract/model/report.js';
import { addDays, instantInZone } from '../../../../shared/domain/dates.js';
import type { DayRange } from '../../../../shared/domain/report-period.js';
import type { BookingFilters } from '../../api/booking-filters.js';
import type { WorkingSet } from '../working-set/index.js';
import { listAll } from './day-contents.js';
import { fetchPages } from './paged-fetch.js';
import { MAX_PAGE_SIZE } from './sync-runs.js';
import type { FetchPage } from './sync-types.js';

export interface PeriodJob {
  workingSet: WorkingSet;
  range: DayRange;
  basis: DateBasis;
  concurrency: number;
  nowSeconds: () => number;
}

/** The period as booking/index filters it, for the date the report places bookings by. */
function inPeriod(job: PeriodJob, page: number, itemId: number): BookingFilters {
  const { from, to } = job.range;
  const filters: BookingFilters = { itemId, limit: MAX_PAGE_SIZE, page };
  const zone = job.workingSet.timeZone;
  if (job.basis === 'start') filters.startDate = { from, to };
  else if (job.basis === 'end') filters.endDate = { from, to };
  else filters.createdDate = { from: new Date(instantInZone(from, zone) * 1000), to: new Date((instantInZone(addDays(to, 1), zone) - 1) * 1000) };
  return filters;
}

/** One list per catalogue item over the period; afterwards the period's bookings have exact items. */
export async function learnPeriodItems(job: PeriodJob, fetchPage: FetchPage, signal: AbortSignal): Promise<number> {
  const items = new Map<string, number[]>();
  let requests = 0;
  await fetchPages<number>({
    pages: job.workingSet.items().items.map((item) => item.id), concurrency: job.concurrency,
    fetch: (itemId, s) => listAll(fetchPage, (page) => inPeriod(job, page, itemId), s, (found) => {
      // A code listed twice (pages that overlap) holds the item once.
      for (const code of found) items.set(code, [...new Set([...(items.get(code) ?? []), itemId])]);
    }),
    stored: (_, count) => {
      requests += count;
    },
  }, signal);
  job.workingSet.learnItems(items);
  return requests;
}
