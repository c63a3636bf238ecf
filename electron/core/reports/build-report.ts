// A manager's report from the desk's own copy of the account: the copy's order of dates (date-index.ts) finds the
// bookings of the period and of the period before it; every view is then read from those.
import type { Item } from '../../../shared/contract/model/catalogue.js';
import type { Report, ReportQuery } from '../../../shared/contract/model/report.js';
import type { Day } from '../../../shared/domain/dates.js';
import { notGuestIds } from '../../../shared/domain/guests.js';
import { periodRange, previousRange, type DayRange } from '../../../shared/domain/report-period.js';
import { bookingLists } from './booking-lists.js';
import { itemBreakdowns, statusRows } from './breakdowns.js';
import { busiestDays, busiestTimes } from './busiest.js';
import { dateIndex, keepDateOrders } from './date-index.js';
import { dayFinder } from './day-finder.js';
import { prepare, type PreparedBooking, type ReportSource } from './report-entry.js';
import { chosenItems, dayPlacer, type PlacedBooking } from './report-selection.js';
import { viewsFromDays, type ReportViews } from './day-sums.js';
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
const daySumsKey = (query: ReportQuery, context: ReportContext, revenue: ReadonlySet<string>) => JSON.stringify([
  query.basis, query.basis === 'created' ? context.timeZone : '', [...revenue].sort(),
  context.items.map((item) => [item.id, item.name, item.categoryId, item.categoryName]),
]);

/**
 * `byDays`: a report over every item is summed over the days kept (day-sums.ts); false works it out from the period's
 * bookings, as a report narrowed to some items always is (its sums differ for each choice of items).
 */
export function buildReport(query: ReportQuery, context: ReportContext, byDays = true): Report {
  const period = periodRange(query.period, context.today);
  const previousPeriod = previousRange(query.period, context.today);
  const revenue = new Set(query.revenueStatuses.map((id) => id.toUpperCase()));
  const chosen = chosenItems(context.items, query.categoryIds, query.itemIds);
  const finder = query.basis === 'created' ? dayFinder(previousPeriod.from, period.to, context.timeZone) : null;
  const place = dayPlacer(query.basis, finder);
  const bookings = preparedAll(context.sources, context.notGuests ?? notGuestIds(undefined));
  const dates = dateIndex(bookings, query.basis, context.timeZone, place);
  const placed = dates.placedIn(period, chosen);
  const before = dates.placedIn(previousPeriod, chosen);
  const { counts, ...views } = chosen === null && byDays
    ? viewsFromDays({ key: daySumsKey(query, context, revenue), period, previousPeriod, placed, before, revenue,
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
