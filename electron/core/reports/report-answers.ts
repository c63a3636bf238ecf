// Reports as the contract answers them, from a copy's report sources, wherever that copy is read: the thread that
// answers the screens for a small set, the reads' worker for a large one (offline/working-set/reads). A report is
// kept while the copy and the question stand (kept-reports.ts); it is sent with each list cut to its first rows,
// and reports.rows reads on.
import type { Item } from '../../../shared/contract/model/catalogue.js';
import type { DateBasis, Report, ReportBooking, ReportQuery } from '../../../shared/contract/model/report.js';
import { LIST_PAGE } from '../../../shared/contract/model/report-lists.js';
import type { Day } from '../../../shared/domain/dates.js';
import type { DayRange } from '../../../shared/domain/report-period.js';
import { buildReport, prepareReports, reportDaysAhead, type ReportsAhead } from './build-report.js';
import { KeptReports } from './kept-reports.js';
import { codesWithoutCounts } from './missing-contents.js';
import type { ReportSource } from './report-entry.js';

/** Everything a report says besides its bookings, as plain values (they cross to a worker as they are). */
export interface ReportFacts {
  items: readonly Item[];
  /** When the catalogue was read: a report made before it named items as they were. */
  itemsFetchedAt: number | null;
  today: Day;
  timeZone: string;
  currency: string;
  held: number;
  accountTotal: number | null;
  syncedAt: number | null;
  serviceSaid: number | null;
  /** The account's parameters that are no guests (shared/domain/guests.ts). */
  notGuests: readonly string[];
}

export type ReportList = 'outstanding' | 'cancellations' | 'noShows';

/** The report as it is sent: each list cut to its first rows, more than a table shows; reports.rows reads on. */
const firstPages = (report: Report): Report => ({
  ...report, outstanding: report.outstanding.slice(0, LIST_PAGE), cancellations: report.cancellations.slice(0, LIST_PAGE),
  noShows: report.noShows.slice(0, LIST_PAGE),
});

export class ReportAnswers {
  private readonly kept = new KeptReports();
  /** The same set for the same parameters: reports kept and amounts prepared are found by it. */
  private notGuests: ReadonlySet<string> = new Set();

  private guests(ids: readonly string[]): ReadonlySet<string> {
    const same = ids.length === this.notGuests.size && ids.every((id) => this.notGuests.has(id));
    if (!same) this.notGuests = new Set(ids);
    return this.notGuests;
  }

  /** The whole report (lists up to LIST_LIMIT rows), kept while the copy and the question stand. */
  private whole(sources: readonly ReportSource[], facts: ReportFacts, query: ReportQuery): Report {
    const { items, itemsFetchedAt, notGuests: ids, ...context } = facts;
    const notGuests = this.guests(ids);
    return this.kept.answer({ sources, notGuests, facts: [itemsFetchedAt, context] }, query,
      () => buildReport(query, { sources, items, notGuests, ...context }));
  }

  /**
   * What any report of these sources reads first (build-report.ts), made before anyone asks for one; and the steps
   * that sum the days of the periods a manager names, to be run one at a time.
   */
  prepare(sources: readonly ReportSource[], notGuests: readonly string[], ahead: ReportsAhead): (() => void)[] {
    const guests = this.guests(notGuests);
    prepareReports(sources, guests);
    return reportDaysAhead(sources, guests, ahead);
  }

  run(sources: readonly ReportSource[], facts: ReportFacts, query: ReportQuery): Report {
    return firstPages(this.whole(sources, facts, query));
  }

  rows(sources: readonly ReportSource[], facts: ReportFacts, query: ReportQuery, list: ReportList, from: number,
    count: number): ReportBooking[] {
    return this.whole(sources, facts, query)[list].slice(from, from + count);
  }

  /** The period's bookings whose guest counts the desk does not hold. */
  withoutCounts(sources: readonly ReportSource[], range: DayRange, basis: DateBasis, timeZone: string): string[] {
    return codesWithoutCounts(sources, range, basis, timeZone);
  }
}
