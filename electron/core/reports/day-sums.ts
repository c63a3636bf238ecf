// A report's sums kept day by day with the copy, so that a period's report is a sum over its days rather than a
// pass over each of its bookings: a year over 100,000 bookings added tens of thousands of exact amounts (and read
// each booking's lines) at each first ask of a period or basis, 100 ms of the reads' worker on a quiet machine and
// seconds on a busy one. A day's sums are kept with the bookings they were made from, in the copy's order: asked
// again, a day whose bookings are the same objects in the same places is taken as it stands, and only a day whose
// bookings changed (a sync's, a write's) is summed again. Sums are exact (shared/domain/money.ts), so adding days
// gives the figures a pass over every booking gives; names and the order of equal rows come from the booking met
// first in the copy's order, as a pass meets them.
import type { Item } from '../../../shared/contract/model/catalogue.js';
import type { BusyRow, Report } from '../../../shared/contract/model/report.js';
import { daysOf, type Day } from '../../../shared/domain/dates.js';
import { AmountSum } from '../../../shared/domain/money.js';
import type { DayRange } from '../../../shared/domain/report-period.js';
import { earliestDayFirst, listOfSorted, notSeen, oldestFirst, owes } from './booking-lists.js';
import { addShares, noItemRows, ordered, statusRows, type ItemRows, type Row } from './breakdowns.js';
import { addGuests, hourOf, weekdayName, weekdayRows } from './busiest.js';
import { isCancelled } from './cancelled.js';
import type { PreparedBooking } from './report-entry.js';
import type { PlacedBooking } from './report-selection.js';
import { addSale, noSales, salesOfDays, type DaySales } from './sales-series.js';
import { addToStatus, byMostBookings, type StatusSum } from './status-sums.js';
import { totalsOf } from './totals.js';

/** One day's sums, for one choice of revenue statuses and one catalogue. */
interface DaySums {
  statuses: Map<string, StatusSum>;
  /** The place of each status's first booking: a status is named after it. */
  statusFirst: Map<string, number>;
  sales: DaySales;
  items: ItemRows;
  weekdays: Map<string, BusyRow>;
  hours: Map<string, BusyRow>;
  /** The lists' bookings, each list in its own order. */
  owing: PreparedBooking[];
  cancelled: PreparedBooking[];
  /** Not cancelled and never checked in: the no-shows, once their first day is before today. */
  unseen: PreparedBooking[];
  withItems: number;
  withContents: number;
  unknownAmounts: number;
}

/** A day's bookings in the copy's order, their places, and their sums. */
interface DayGroup {
  bookings: PreparedBooking[];
  places: number[];
  sums?: DaySums;
}

const addBusy = (rows: Map<string, BusyRow>, label: string, guests: number | null) => {
  let row = rows.get(label);
  if (!row) rows.set(label, (row = { label, bookings: 0, guests: 0, guestsNotKnown: 0 }));
  row.bookings += 1;
  addGuests(row, guests);
};

function sumDay(group: DayGroup, revenue: ReadonlySet<string>, itemsById: ReadonlyMap<number, Item>): DaySums {
  const sums: DaySums = {
    statuses: new Map(), statusFirst: new Map(), sales: noSales(), items: noItemRows(), weekdays: new Map(),
    hours: new Map(), owing: [], cancelled: [], unseen: [], withItems: 0, withContents: 0, unknownAmounts: 0,
  };
  group.bookings.forEach((booking, at) => {
    const place = group.places[at]!;
    const { source, statusId } = booking;
    addToStatus(sums.statuses, booking);
    if (!sums.statusFirst.has(statusId)) sums.statusFirst.set(statusId, place);
    if (source.itemsExact) sums.withItems += 1;
    if (source.contents !== null) sums.withContents += 1;
    if (booking.amounts === null) sums.unknownAmounts += 1;
    if (isCancelled(booking)) sums.cancelled.push(booking);
    if (notSeen(booking)) sums.unseen.push(booking);
    if (!revenue.has(statusId)) return;
    addSale(sums.sales, booking);
    addShares(sums.items, booking, place, itemsById, null);
    if (source.summary.startDay !== null) addBusy(sums.weekdays, weekdayName(source.summary.startDay), booking.guests);
    const hour = hourOf(source.startTime);
    if (hour !== null) addBusy(sums.hours, hour, booking.guests);
    if (owes(booking)) sums.owing.push(booking);
  });
  sums.owing.sort(oldestFirst);
  sums.cancelled.sort(oldestFirst);
  sums.unseen.sort(earliestDayFirst);
  return sums;
}

const sameGroup = (a: DayGroup, b: DayGroup) => a.bookings.length === b.bookings.length &&
  a.bookings.every((booking, at) => booking === b.bookings[at] && a.places[at] === b.places[at]);

/** Days summed, by what they were summed for (basis, zone, revenue statuses, catalogue); the few last asked. */
const kept = new Map<string, Map<Day, DayGroup>>();
const KINDS_KEPT = 6;

function keptFor(key: string): Map<Day, DayGroup> {
  let days = kept.get(key);
  if (days) kept.delete(key);
  else days = new Map();
  kept.set(key, days);
  if (kept.size > KINDS_KEPT) kept.delete(kept.keys().next().value!);
  return days;
}

/** The sums of each day of `range` holding bookings: those kept where the day's bookings stand, the others made. */
function daySums(days: Map<Day, DayGroup>, range: DayRange, placed: readonly PlacedBooking[], revenue: ReadonlySet<string>,
  itemsById: ReadonlyMap<number, Item>): Map<Day, DaySums> {
  const groups = new Map<Day, DayGroup>();
  for (const { booking, day, place } of placed) {
    let group = groups.get(day);
    if (!group) groups.set(day, (group = { bookings: [], places: [] }));
    group.bookings.push(booking);
    group.places.push(place);
  }
  const found = new Map<Day, DaySums>();
  for (const day of daysOf(range.from, range.to)) {
    const group = groups.get(day);
    if (!group) {
      days.delete(day);
      continue;
    }
    const before = days.get(day);
    if (before?.sums && sameGroup(before, group)) {
      found.set(day, before.sums);
      continue;
    }
    group.sums = sumDay(group, revenue, itemsById);
    days.set(day, group);
    found.set(day, group.sums);
  }
  return found;
}

const earlier = (a: [number, number], b: [number, number]) => a[0] - b[0] || a[1] - b[1];

/** Rows by id over the days, in the order a pass meets them, each named as the first booking met names it. */
function mergedRows(days: readonly DaySums[], rowsOf: (sums: DaySums) => Map<number, Row>): Map<number, Row> {
  const merged = new Map<number, Row>();
  for (const sums of days) {
    for (const row of rowsOf(sums).values()) {
      const target = merged.get(row.id);
      if (!target) {
        merged.set(row.id, { ...row, amount: new AmountSum().add(row.amount), seen: null, seenPeople: 0 });
        continue;
      }
      target.bookings += row.bookings;
      target.guests += row.guests;
      target.guestsNotKnown += row.guestsNotKnown;
      target.amount.add(row.amount);
      if (earlier(row.first, target.first) < 0) [target.name, target.first] = [row.name, row.first];
    }
  }
  return new Map([...merged.values()].sort((a, b) => earlier(a.first, b.first)).map((row) => [row.id, row]));
}

function mergedStatuses(days: readonly DaySums[]): StatusSum[] {
  const merged = new Map<string, StatusSum & { first: number }>();
  for (const sums of days) {
    for (const status of sums.statuses.values()) {
      const first = sums.statusFirst.get(status.statusId)!;
      const target = merged.get(status.statusId);
      if (!target) {
        merged.set(status.statusId, { ...status, total: new AmountSum().add(status.total), paid: new AmountSum().add(status.paid),
          due: new AmountSum().add(status.due), first });
        continue;
      }
      target.bookings += status.bookings;
      target.guests += status.guests;
      target.guestsNotKnown += status.guestsNotKnown;
      target.priced += status.priced;
      target.total.add(status.total);
      target.paid.add(status.paid);
      target.due.add(status.due);
      if (first < target.first) [target.name, target.first] = [status.name, first];
    }
  }
  return [...merged.values()].map(({ first: _first, ...status }) => status).sort(byMostBookings);
}

function mergedBusy(days: readonly DaySums[], rowsOf: (sums: DaySums) => Map<string, BusyRow>,
  rows: Map<string, BusyRow>): BusyRow[] {
  for (const sums of days) {
    for (const row of rowsOf(sums).values()) {
      let target = rows.get(row.label);
      if (!target) rows.set(row.label, (target = { label: row.label, bookings: 0, guests: 0, guestsNotKnown: 0 }));
      target.bookings += row.bookings;
      target.guests += row.guests;
      target.guestsNotKnown += row.guestsNotKnown;
    }
  }
  return [...rows.values()];
}

/**
 * The days of `range` summed now for `key` and kept (build-report.ts reportDaysAhead): a later report over them finds
 * them summed where their bookings stand.
 */
export function sumDays(key: string, range: DayRange, placed: readonly PlacedBooking[], revenue: ReadonlySet<string>,
  itemsById: ReadonlyMap<number, Item>): void {
  daySums(keptFor(key), range, placed, revenue, itemsById);
}

export interface DaySumsAsk {
  /** What the days are summed for besides their bookings: the basis (and zone), revenue statuses and catalogue. */
  key: string;
  period: DayRange;
  previousPeriod: DayRange;
  /** The bookings placed in each period, in the copy's order (date-index.ts). */
  placed: readonly PlacedBooking[];
  before: readonly PlacedBooking[];
  revenue: ReadonlySet<string>;
  items: readonly Item[];
  today: Day;
  currency: string;
}

export type ReportViews = Omit<Report, 'period' | 'previousPeriod' | 'completeness'> &
  { counts: Pick<Report['completeness'], 'inPeriod' | 'withItems' | 'withContents' | 'unknownAmounts'> };

/** A report's views (of a report over every item) as sums over the days of its periods. */
export function viewsFromDays(ask: DaySumsAsk): ReportViews {
  const { revenue, currency, today } = ask;
  const itemsById = new Map(ask.items.map((item) => [item.id, item]));
  const kind = keptFor(ask.key);
  const byDay = daySums(kind, ask.period, ask.placed, revenue, itemsById);
  const days = [...byDay.values()];
  const statuses = mergedStatuses(days);
  const before = mergedStatuses([...daySums(kind, ask.previousPeriod, ask.before, revenue, itemsById).values()]);
  const outstanding = listOfSorted(days.map((sums) => sums.owing), oldestFirst, currency);
  const cancellations = listOfSorted(days.map((sums) => sums.cancelled), oldestFirst, currency);
  const noShows = listOfSorted(days.map((sums) => sums.unseen.filter((booking) => booking.source.summary.startDay! < today)),
    earliestDayFirst, currency);
  const total = (count: (sums: DaySums) => number) => days.reduce((sum, sums) => sum + count(sums), 0);
  return {
    totals: totalsOf(statuses, revenue, currency), previousTotals: totalsOf(before, revenue, currency),
    sales: salesOfDays(ask.period, (day) => byDay.get(day)?.sales, currency),
    byItem: ordered(mergedRows(days, (sums) => sums.items.byItem), currency),
    byCategory: ordered(mergedRows(days, (sums) => sums.items.byCategory), currency),
    byStatus: statusRows(statuses, revenue, currency),
    outstanding: outstanding.rows, cancellations: cancellations.rows, noShows: noShows.rows,
    listed: { outstanding: outstanding.count, cancellations: cancellations.count, noShows: noShows.count },
    busiestDays: mergedBusy(days, (sums) => sums.weekdays, weekdayRows()),
    busiestTimes: mergedBusy(days, (sums) => sums.hours, new Map()).sort((a, b) => a.label.localeCompare(b.label)),
    counts: {
      inPeriod: total((sums) => [...sums.statuses.values()].reduce((sum, status) => sum + status.bookings, 0)),
      withItems: total((sums) => sums.withItems), withContents: total((sums) => sums.withContents),
      unknownAmounts: total((sums) => sums.unknownAmounts),
    },
  };
}
