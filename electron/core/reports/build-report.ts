// A manager's report from the desk's own copy of the account: the copy's order of dates (date-index.ts) finds the
// bookings of the period and of the period before it; every view is then read from those.
import type { Item } from '../../../shared/contract/model/catalogue.js';
import type { DateBasis, Report, ReportQuery } from '../../../shared/contract/model/report.js';
import { addDays, type Day } from '../../../shared/domain/dates.js';
import { notGuestIds } from '../../../shared/domain/guests.js';
import { nextMonthStart, periodRange, previousRange, type DayRange } from '../../../shared/domain/report-period.js';
import { bookingLists } from './booking-lists.js';
import { itemBreakdowns, statusRows } from './breakdowns.js';
import { busiestDays, busiestTimes } from './busiest.js';
import { dateIndex, keepDateOrders } from './date-index.js';
import { dayFinder } from './day-finder.js';
import { prepare, type PreparedBooking, type ReportSource } from './report-entry.js';
import { chosenItems, dayPlacer, type PlacedBooking } from './report-selection.js';
import { sumDays, viewsFromDays, type ReportViews } from './day-sums.js';
import { salesSeries } from './sales-series.js';
import { sumByStatus } from './status-sums.js';
import { totalsOf } from './totals.js';

export interface ReportContext {
  /** The same array while the working set is unchanged, so its prepared amounts are reused. */
  sources: readonly ReportSource[];
  items: readonly Item[];
  today: Day;
  timeZone: string;
  /** The account's currency: every amount is written in its decimals, and the average rounded to them. */
  currency: string;
  held: number;
  accountTotal: number | null;
  syncedAt: number | null;
  /** The account's parameters that are no guests (shared/domain/guests.ts); the same set while they stand. */
  notGuests?: ReadonlySet<string>;
  /** What the service's counters claimed when they disagreed with the records it served; null when they agreed. */
  serviceSaid?: number | null;
}

const preparedLists = new WeakMap<readonly ReportSource[], PreparedBooking[]>();

function preparedAll(sources: readonly ReportSource[], notGuests: ReadonlySet<string>): PreparedBooking[] {
  let list = preparedLists.get(sources);
  if (!list || (list.length > 0 && list[0]!.notGuests !== notGuests)) {
    preparedLists.set(sources, (list = sources.map((source) => prepare(source, notGuests))));
  }
  return list;
}

/**
 * What every report of these sources reads first, made ahead of the first ask: each booking's amounts and guests
 * prepared, and the bookings in order of each date basis.
 */
export function prepareReports(sources: readonly ReportSource[], notGuests: ReadonlySet<string>): void {
  keepDateOrders(preparedAll(sources, notGuests));
}

/** The views of a report narrowed to some items, from a pass over the period's bookings. */
function viewsOfBookings(period: DayRange, placed: readonly PlacedBooking[], before: readonly PlacedBooking[],
  context: ReportContext, revenue: ReadonlySet<string>, chosen: ReadonlySet<number> | null): ReportViews {
  const { currency } = context;
  const statuses = sumByStatus(placed);
  return {
    totals: totalsOf(statuses, revenue, currency), previousTotals: totalsOf(sumByStatus(before), revenue, currency),
    sales: salesSeries(period, placed, revenue, currency),
    ...itemBreakdowns(placed, revenue, context.items, chosen, currency),
    byStatus: statusRows(statuses, revenue, currency),
    ...bookingLists(placed, revenue, context.today, currency),
    busiestDays: busiestDays(placed, revenue),
    busiestTimes: busiestTimes(placed, revenue),
    counts: {
      inPeriod: placed.length,
      withItems: placed.filter(({ booking }) => booking.source.itemsExact).length,
      withContents: placed.filter(({ booking }) => booking.source.contents !== null).length,
      unknownAmounts: placed.filter(({ booking }) => booking.amounts === null).length,
    },
  };
}

/** What a day's sums depend on besides its bookings: which date counts (in which zone), revenue, the catalogue. */
const daySumsKey = (basis: DateBasis, timeZone: string, revenue: ReadonlySet<string>, items: readonly Item[]) => JSON.stringify([
  basis, basis === 'created' ? timeZone : '', [...revenue].sort(),
  items.map((item) => [item.id, item.name, item.categoryId, item.categoryName]),
]);

const revenueOf = (statuses: readonly string[]): ReadonlySet<string> => new Set(statuses.map((id) => id.toUpperCase()));

/** What the day sums of the periods a manager names are made ahead for (reportDaysAhead). */
export interface ReportsAhead {
  items: readonly Item[];
  timeZone: string;
  today: Day;
  /** The statuses counted as revenue: the last report's, or those a manager starts with. */
  revenueStatuses: readonly string[];
}

/** Every day a named period (this or last week, month, quarter, year) or the period before it can hold. */
function namedPeriodsDays(today: Day): DayRange {
  const thisWeek = periodRange({ kind: 'this', unit: 'week' }, today);
  const thisYear = periodRange({ kind: 'this', unit: 'year' }, today);
  return { from: previousRange({ kind: 'last', unit: 'year' }, today).from, to: Math.max(thisYear.to, thisWeek.to) };
}

/** The range cut at the starts of months: a month's days are summed in one step. */
function monthsOf(range: DayRange): DayRange[] {
  const months: DayRange[] = [];
  for (let from = range.from; from <= range.to;) {
    const next = nextMonthStart(from);
    months.push({ from, to: Math.min(range.to, addDays(next, -1)) });
    from = next;
  }
  return months;
}

/**
 * Steps that sum, before anyone asks, the days of every named period and the period before it, by each date basis,
 * for the revenue statuses given (reads-worker.ts runs them after a full sync, one a turn): a manager's first report
 * of a named period is then a sum over days summed already, not a pass over its bookings (47 ms of the reads' worker
 * for this month's first report at 20,000 bookings, 60–75 ms beside a browser). A step is a month of one basis.
 */
export function reportDaysAhead(sources: readonly ReportSource[], notGuests: ReadonlySet<string>, ahead: ReportsAhead): (() => void)[] {
  const bookings = preparedAll(sources, notGuests);
  const revenue = revenueOf(ahead.revenueStatuses);
  const itemsById = new Map(ahead.items.map((item) => [item.id, item]));
  const whole = namedPeriodsDays(ahead.today);
  return (['start', 'created', 'end'] as const).flatMap((basis) => {
    const finder = basis === 'created' ? dayFinder(whole.from, whole.to, ahead.timeZone) : null;
    const dates = dateIndex(bookings, basis, ahead.timeZone, dayPlacer(basis, finder));
    const key = daySumsKey(basis, ahead.timeZone, revenue, ahead.items);
    return monthsOf(whole).map((month) => () => sumDays(key, month, dates.placedIn(month, null), revenue, itemsById));
  });
}

/**
 * `byDays`: a report over every item is summed over the days kept (day-sums.ts); false works it out from the period's
 * bookings, as a report narrowed to some items always is (its sums differ for each choice of items).
 */
export function buildReport(query: ReportQuery, context: ReportContext, byDays = true): Report {
  const period = periodRange(query.period, context.today);
  const previousPeriod = previousRange(query.period, context.today);
  const revenue = revenueOf(query.revenueStatuses);
  const chosen = chosenItems(context.items, query.categoryIds, query.itemIds);
  const finder = query.basis === 'created' ? dayFinder(previousPeriod.from, period.to, context.timeZone) : null;
  const place = dayPlacer(query.basis, finder);
  const bookings = preparedAll(context.sources, context.notGuests ?? notGuestIds(undefined));
  const dates = dateIndex(bookings, query.basis, context.timeZone, place);
  const placed = dates.placedIn(period, chosen);
  const before = dates.placedIn(previousPeriod, chosen);
  const { counts, ...views } = chosen === null && byDays
    ? viewsFromDays({ key: daySumsKey(query.basis, context.timeZone, revenue, context.items), period, previousPeriod, placed, before, revenue,
      items: context.items, today: context.today, currency: context.currency })
    : viewsOfBookings(period, placed, before, context, revenue, chosen);
  return {
    period, previousPeriod, ...views,
    completeness: {
      held: context.held, accountTotal: context.accountTotal, inPeriod: counts.inPeriod, withItems: counts.withItems,
      withContents: counts.withContents, syncedAt: context.syncedAt, undated: dates.undated,
      unknownAmounts: counts.unknownAmounts, serviceSaid: context.serviceSaid ?? null,
    },
  };
}
