// Contract handlers for the managers' reports: computed in core from the working set, never from the service, so
// a report answers at once and offline; what a period lacks (exact items, guest counts) is read on request at the
// fewest requests the service allows.
import type { ReportQuery } from '../../../../shared/contract/model/report.js';
import { notGuestIds } from '../../../../shared/domain/guests.js';
import { periodRange } from '../../../../shared/domain/report-period.js';
import { learnPeriodItems, learnRecords, type PeriodJob } from '../../offline/sync/index.js';
import { bookingLines } from '../../reports/booking-lines.js';
import type { ReportFacts } from '../../reports/report-answers.js';
import { deskFetchers } from '../desk-fetchers.js';
import type { DeskParts } from '../desk-parts.js';
import type { DeskHandlers } from '../dispatch.js';

/** What these handlers use of the desk. */
type ReportDesk = Pick<DeskParts, 'account' | 'details' | 'now' | 'service'>;

type ReportHandlers = Pick<DeskHandlers, 'reports.run' | 'reports.rows' | 'reports.learn' | 'bookings.lines'>;

const CONCURRENCY = 4;
/** One request per booking: a year of them is too many for one click; the next click reads the next ones. */
const MAX_RECORDS_PER_RUN = 500;

export function reportHandlers(desk: ReportDesk): ReportHandlers {
  // The parameters as last learned (rates.parameters keeps them on the account): Rooms and Units are no guests.
  const notGuests = () => notGuestIds(desk.account.config()?.parameters);
  const nowSeconds = () => Math.floor(desk.now() / 1000);
  /** The copy, whole, and everything a report says besides its bookings. */
  const copy = async () => {
    const { workingSet } = desk.account.offline();
    await workingSet.whole();
    const { items, fetchedAt } = workingSet.items();
    const facts: ReportFacts = {
      items, itemsFetchedAt: fetchedAt, today: workingSet.today(), timeZone: workingSet.timeZone,
      currency: desk.details.knownCurrency(), held: workingSet.size, accountTotal: workingSet.accountTotal,
      syncedAt: workingSet.lastSyncAt, serviceSaid: workingSet.serviceSaid, notGuests: [...notGuests()],
    };
    return { workingSet, facts };
  };
  return {
    // Worked out from the working set, off the thread that answers the screens once the set is large.
    'reports.run': async (query: ReportQuery) => {
      const { workingSet, facts } = await copy();
      return workingSet.report(facts, query);
    },
    'reports.rows': async ({ list, from, count, ...query }) => {
      const { workingSet, facts } = await copy();
      return workingSet.reportRows(facts, query, list, from, count);
    },
    'bookings.lines': async ({ codes }) => {
      const { workingSet } = desk.account.offline();
      await workingSet.whole();
      return bookingLines(workingSet.reportSourcesOf(codes), codes, workingSet.items().items, notGuests());
    },
    'reports.learn': async ({ period, basis, counts }, signal) => {
      const { workingSet } = desk.account.offline();
      await workingSet.whole();
      const job: PeriodJob = {
        workingSet, range: periodRange(period, workingSet.today()), basis, concurrency: CONCURRENCY, nowSeconds,
      };
      const { fetchPage, fetchRecord } = deskFetchers(desk);
      let requests = await learnPeriodItems(job, fetchPage, signal);
      if (!counts) return { requests, records: 0 };
      const codes = await workingSet.withoutCounts(job.range, basis);
      const records = await learnRecords(job, codes.slice(0, MAX_RECORDS_PER_RUN), fetchRecord, signal);
      requests += records;
      return { requests, records };
    },
  };
}
