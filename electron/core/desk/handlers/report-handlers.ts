// Contract handlers for the managers' reports: computed in core from the working set, never from the service, so
// a report answers at once and offline; what a period lacks (exact items, guest counts) is read on request at the
// fewest requests the service allows.
import { LIST_PAGE, type Report, type ReportQuery } from '../../../../shared/contract/model/report.js';
import { notGuestIds } from '../../../../shared/domain/guests.js';
import { periodRange } from '../../../../shared/domain/report-period.js';
import { learnPeriodItems, learnRecords, type PeriodJob } from '../../offline/sync/index.js';
import { bookingLines } from '../../reports/booking-lines.js';
import { buildReport } from '../../reports/build-report.js';
import { KeptReports } from '../../reports/kept-reports.js';
import { codesWithoutCounts } from '../../reports/missing-contents.js';
import { deskFetchers } from '../desk-fetchers.js';
import type { Desk } from '../desk.js';
import type { DeskHandlers } from '../dispatch.js';

type ReportHandlers = Pick<DeskHandlers, 'reports.run' | 'reports.rows' | 'reports.learn' | 'bookings.lines'>;

const CONCURRENCY = 4;
/** One request per booking: a year of them is too many for one click; the next click reads the next ones. */
const MAX_RECORDS_PER_RUN = 500;

/** The report as it is sent: each list cut to its first rows, more than a table shows; reports.rows reads on. */
const firstPages = (report: Report): Report => ({
  ...report, outstanding: report.outstanding.slice(0, LIST_PAGE), cancellations: report.cancellations.slice(0, LIST_PAGE),
  noShows: report.noShows.slice(0, LIST_PAGE),
});

export function reportHandlers(desk: Desk): ReportHandlers {
  // The parameters as last learned (rates.parameters keeps them on the account): Rooms and Units are no guests.
  const notGuests = () => notGuestIds(desk.currentConfig()?.parameters);
  const nowSeconds = () => Math.floor(desk.now() / 1000);
  const kept = new KeptReports();
  /** The whole report (lists up to LIST_LIMIT rows), kept while the copy and the question stand. */
  const report = async (query: ReportQuery): Promise<Report> => {
    const { workingSet } = desk.offline();
    await workingSet.whole();
    const sources = workingSet.reportSources();
    const { items, fetchedAt } = workingSet.items();
    const context = {
      today: workingSet.today(), timeZone: workingSet.timeZone, currency: desk.knownCurrency(), held: workingSet.size,
      accountTotal: workingSet.accountTotal, syncedAt: workingSet.lastSyncAt, serviceSaid: workingSet.serviceSaid,
    };
    const guests = notGuests();
    return kept.answer({ sources, notGuests: guests, facts: [fetchedAt, context] }, query,
      () => buildReport(query, { sources, items, notGuests: guests, ...context }));
  };
  return {
    'reports.run': async (query) => firstPages(await report(query)),
    'reports.rows': async ({ list, from, count, ...query }) => (await report(query))[list].slice(from, from + count),
    'bookings.lines': async ({ codes }) => {
      const { workingSet } = desk.offline();
      await workingSet.whole();
      return bookingLines(workingSet.reportSources(), codes, workingSet.items().items, notGuests());
    },
    'reports.learn': async ({ period, basis, counts }, signal) => {
      const { workingSet } = desk.offline();
      await workingSet.whole();
      const job: PeriodJob = {
        workingSet, range: periodRange(period, workingSet.today()), basis, concurrency: CONCURRENCY, nowSeconds,
      };
      const { fetchPage, fetchRecord } = deskFetchers(desk);
      let requests = await learnPeriodItems(job, fetchPage, signal);
      if (!counts) return { requests, records: 0 };
      const codes = codesWithoutCounts(workingSet.reportSources(), job.range, basis, workingSet.timeZone);
      const records = await learnRecords(job, codes.slice(0, MAX_RECORDS_PER_RUN), fetchRecord, signal);
      requests += records;
      return { requests, records };
    },
  };
}
