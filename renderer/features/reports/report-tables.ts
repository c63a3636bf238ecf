// Every view of a report as a table: its columns, what each cell holds (raw, for the CSV) and how it reads on
// screen. The screen, the CSV and the print all come from these, so they never disagree, in the desk's language.
// Pure: tested on its own.
import { defineMessages, type IntlShape } from 'react-intl';
import type {
  BreakdownRow, BusyRow, Report, ReportBooking, SalesBucket, StatusRow,
} from '../../../shared/contract/model/report.js';
import { words } from '../../i18n/words.js';

/** How a cell is written: counts and money right-aligned, days and instants in the account's words. */
/** clock: the service's wall-clock "08:00", written as the account's locale writes times (8:00 a.m. or 08:00). */
export type CellKind = 'text' | 'clock' | 'count' | 'money' | 'day' | 'instant' | 'change';

export interface ReportColumn<Row> {
  label: string;
  kind: CellKind | ((row: Row) => CellKind);
  value: (row: Row) => string | number | null;
  /** A text column whose words are the service's (a code, a guest's or item's name), not the desk's. */
  serviceData?: boolean | ((row: Row) => boolean);
}

export interface ReportTable<Row> {
  id: string;
  title: string;
  columns: ReportColumn<Row>[];
  rows: (report: Report) => Row[];
  /** Opens the booking a row names. */
  bookingCode?: (row: Row) => string;
}

export interface TotalsRow {
  figure: string;
  kind: 'count' | 'money';
  /** A count, or an amount (decimal text); a count as text ("at least 5") where some guest counts are not known; null: not known. */
  current: number | string | null;
  previous: number | string | null;
}

const WORDS = words(defineMessages({
  atLeast: { id: 'reports.guests.atLeast', defaultMessage: 'at least {guests}' },
  guestsPartly: {
    id: 'reports.totals.guestsPartly',
    defaultMessage: 'Guests (counts known for {known} of {bookings, plural, one {# booking} other {# bookings}})',
  },
  bookings: { id: 'reports.figure.bookings', defaultMessage: 'Bookings' },
  guests: { id: 'reports.figure.guests', defaultMessage: 'Guests' },
  revenue: { id: 'reports.figure.revenue', defaultMessage: 'Revenue' },
  paid: { id: 'reports.figure.paid', defaultMessage: 'Paid' },
  due: { id: 'reports.figure.due', defaultMessage: 'Due' },
  average: { id: 'reports.figure.average', defaultMessage: 'Average booking' },
  cancellations: { id: 'reports.figure.cancellations', defaultMessage: 'Cancellations' },
  totals: { id: 'reports.totals.title', defaultMessage: 'Totals' },
  figure: { id: 'reports.column.figure', defaultMessage: 'Figure' },
  thisPeriod: { id: 'reports.column.thisPeriod', defaultMessage: 'This period' },
  previousPeriod: { id: 'reports.column.previousPeriod', defaultMessage: 'Previous period' },
  change: { id: 'reports.column.change', defaultMessage: 'Change' },
  salesTitle: { id: 'reports.sales.title', defaultMessage: '{step, select, day {Sales by day} week {Sales by week} other {Sales by month}}' },
  salesStep: { id: 'reports.sales.step', defaultMessage: '{step, select, day {Day} week {Week from} other {Month from}}' },
  amount: { id: 'reports.column.amount', defaultMessage: 'Amount' },
  byCategory: { id: 'reports.byCategory.title', defaultMessage: 'By category' },
  category: { id: 'reports.column.category', defaultMessage: 'Category' },
  byItem: { id: 'reports.byItem.title', defaultMessage: 'By item' },
  item: { id: 'reports.column.item', defaultMessage: 'Item' },
  itemsNotKnown: { id: 'reports.row.itemsNotKnown', defaultMessage: 'Items not known' },
  noCategory: { id: 'reports.row.noCategory', defaultMessage: 'No category' },
  byStatus: { id: 'reports.byStatus.title', defaultMessage: 'By status' },
  status: { id: 'reports.column.status', defaultMessage: 'Status' },
  countsAsRevenue: { id: 'reports.column.countsAsRevenue', defaultMessage: 'Counts as revenue' },
  yes: { id: 'reports.cell.yes', defaultMessage: 'Yes' },
  no: { id: 'reports.cell.no', defaultMessage: 'No' },
  total: { id: 'reports.column.total', defaultMessage: 'Total' },
  code: { id: 'reports.column.code', defaultMessage: 'Code' },
  guest: { id: 'reports.column.guest', defaultMessage: 'Guest' },
  firstDay: { id: 'reports.column.firstDay', defaultMessage: 'First day' },
  made: { id: 'reports.column.made', defaultMessage: 'Made' },
  outstanding: { id: 'reports.outstanding.title', defaultMessage: 'Outstanding balances, oldest first' },
  noShows: { id: 'reports.noShows.title', defaultMessage: 'No-shows' },
  busiestDays: { id: 'reports.busiestDays.title', defaultMessage: 'Busiest days' },
  weekday: { id: 'reports.column.weekday', defaultMessage: 'Weekday' },
  weekdayName: {
    id: 'reports.weekday',
    defaultMessage: '{day, select, Monday {Monday} Tuesday {Tuesday} Wednesday {Wednesday} Thursday {Thursday} Friday {Friday} Saturday {Saturday} Sunday {Sunday} other {{day}}}',
  },
  weekdayShort: {
    id: 'reports.weekday.short',
    defaultMessage: '{day, select, Monday {Mon} Tuesday {Tue} Wednesday {Wed} Thursday {Thu} Friday {Fri} Saturday {Sat} Sunday {Sun} other {{day}}}',
  },
  busiestTimes: { id: 'reports.busiestTimes.title', defaultMessage: 'Busiest times' },
  startingHour: { id: 'reports.column.startingHour', defaultMessage: 'Starting hour' },
}));

/**
 * A period's figure as a number, or null when it is not known whole: a count given as text is a part ("at least
 * 12": guests not counted for every booking), an amount is decimal text.
 */
const wholeFigure = (value: number | string | null, kind: TotalsRow['kind']) =>
  (value === null || (kind === 'count' && typeof value === 'string') ? null : Number(value));

/** This period against the last, as a share of the last (a percentage shown, never summed); null from nothing. */
function change({ current, previous, kind }: TotalsRow): number | null {
  const [now, before] = [wholeFigure(current, kind), wholeFigure(previous, kind)];
  return now === null || before === null || before === 0 ? null : (now - before) / before;
}

interface GuestCounts {
  bookings: number;
  guests: number;
  guestsNotKnown: number;
}

/**
 * A row's guests as a person can take them: the sum when every booking's count is known; "at least 12" when some are
 * not (their records were never read); null, said "Not known", when none is. Never 0 for guests nobody counted.
 */
export function guestsValue({ bookings, guests, guestsNotKnown }: GuestCounts, intl: IntlShape): number | string | null {
  if (guestsNotKnown === 0) return guests;
  return guestsNotKnown >= bookings && guests === 0 ? null : intl.formatMessage(WORDS.atLeast, { guests });
}

/** "Guests (counts known for 2 of 3 bookings)": the headline says when its sum is not the whole. */
function guestsFigure(totals: Report['totals'], intl: IntlShape): string {
  if (totals.guestsNotKnown === 0) return intl.formatMessage(WORDS.guests);
  return intl.formatMessage(WORDS.guestsPartly, { known: totals.bookings - totals.guestsNotKnown, bookings: totals.bookings });
}

const TOTAL_FIGURES: [keyof Report['totals'] & keyof typeof WORDS, 'count' | 'money'][] = [
  ['bookings', 'count'], ['guests', 'count'], ['revenue', 'money'], ['paid', 'money'], ['due', 'money'],
  ['average', 'money'], ['cancellations', 'count'],
];

export function totalsTable(intl: IntlShape): ReportTable<TotalsRow> {
  const say = intl.formatMessage;
  return {
    id: 'totals', title: say(WORDS.totals),
    columns: [
      { label: say(WORDS.figure), kind: 'text', value: (row) => row.figure },
      { label: say(WORDS.thisPeriod), kind: (row) => row.kind, value: (row) => row.current },
      { label: say(WORDS.previousPeriod), kind: (row) => row.kind, value: (row) => row.previous },
      { label: say(WORDS.change), kind: 'change', value: change },
    ],
    rows: (report) => TOTAL_FIGURES.map(([key, kind]) => (key === 'guests' ? {
      figure: guestsFigure(report.totals, intl), kind,
      current: guestsValue(report.totals, intl), previous: guestsValue(report.previousTotals, intl),
    } : { figure: say(WORDS[key]), kind, current: report.totals[key], previous: report.previousTotals[key] })),
  };
}

export type SalesStep = 'day' | 'week' | 'month';

export function salesTable(step: SalesStep, intl: IntlShape): ReportTable<SalesBucket> {
  const say = intl.formatMessage;
  return {
    id: `sales-by-${step}`, title: say(WORDS.salesTitle, { step }),
    columns: [
      { label: say(WORDS.salesStep, { step }), kind: 'day', value: (row) => row.start },
      { label: say(WORDS.bookings), kind: 'count', value: (row) => row.bookings },
      { label: say(WORDS.guests), kind: 'count', value: (row) => guestsValue(row, intl) },
      { label: say(WORDS.revenue), kind: 'money', value: (row) => row.revenue },
    ],
    rows: (report) => report.sales[step],
  };
}

/**
 * The rows the desk names itself rather than the catalogue: bookings whose items are not known (id 0 among items,
 * -1 among categories), and items of no category (0 among categories).
 */
function breakdownName(row: BreakdownRow, of: 'category' | 'item', intl: IntlShape): string {
  if (of === 'item' ? row.id === 0 : row.id === -1) return intl.formatMessage(WORDS.itemsNotKnown);
  if (of === 'category' && row.id === 0) return intl.formatMessage(WORDS.noCategory);
  return row.name;
}

function breakdownTable(of: 'category' | 'item', intl: IntlShape, pick: (report: Report) => BreakdownRow[]) {
  const say = intl.formatMessage;
  const table: ReportTable<BreakdownRow> = {
    id: `by-${of}`, title: say(of === 'category' ? WORDS.byCategory : WORDS.byItem),
    columns: [
      { label: say(of === 'category' ? WORDS.category : WORDS.item), kind: 'text', value: (row) => breakdownName(row, of, intl),
        serviceData: (row) => breakdownName(row, of, intl) === row.name },
      { label: say(WORDS.bookings), kind: 'count', value: (row) => row.bookings },
      { label: say(WORDS.guests), kind: 'count', value: (row) => guestsValue(row, intl) },
      { label: say(WORDS.amount), kind: 'money', value: (row) => row.amount },
    ],
    rows: pick,
  };
  return table;
}

export const categoryTable = (intl: IntlShape) => breakdownTable('category', intl, (report) => report.byCategory);
export const itemTable = (intl: IntlShape) => breakdownTable('item', intl, (report) => report.byItem);

export function statusTable(intl: IntlShape): ReportTable<StatusRow> {
  const say = intl.formatMessage;
  return {
    id: 'by-status', title: say(WORDS.byStatus),
    columns: [
      { label: say(WORDS.status), kind: 'text', value: (row) => row.name, serviceData: true },
      { label: say(WORDS.countsAsRevenue), kind: 'text', value: (row) => say(row.revenue ? WORDS.yes : WORDS.no) },
      { label: say(WORDS.bookings), kind: 'count', value: (row) => row.bookings },
      { label: say(WORDS.guests), kind: 'count', value: (row) => guestsValue(row, intl) },
      { label: say(WORDS.total), kind: 'money', value: (row) => row.total },
      { label: say(WORDS.paid), kind: 'money', value: (row) => row.paid },
      { label: say(WORDS.due), kind: 'money', value: (row) => row.due },
    ],
    rows: (report) => report.byStatus,
  };
}

function bookingTable(id: string, title: string, intl: IntlShape, pick: (report: Report) => ReportBooking[]): ReportTable<ReportBooking> {
  const say = intl.formatMessage;
  return {
    id, title, bookingCode: (row) => row.code,
    columns: [
      { label: say(WORDS.code), kind: 'text', value: (row) => row.code, serviceData: true },
      { label: say(WORDS.guest), kind: 'text', value: (row) => row.guest, serviceData: true },
      { label: say(WORDS.status), kind: 'text', value: (row) => row.status, serviceData: true },
      { label: say(WORDS.firstDay), kind: 'day', value: (row) => row.startDay },
      { label: say(WORDS.made), kind: 'instant', value: (row) => row.createdAt },
      { label: say(WORDS.guests), kind: 'count', value: (row) => row.guests },
      { label: say(WORDS.total), kind: 'money', value: (row) => row.total },
      { label: say(WORDS.paid), kind: 'money', value: (row) => row.paid },
      { label: say(WORDS.due), kind: 'money', value: (row) => row.due },
    ],
    rows: pick,
  };
}

export const outstandingTable = (intl: IntlShape) =>
  bookingTable('outstanding', intl.formatMessage(WORDS.outstanding), intl, (report) => report.outstanding);
export const cancellationsTable = (intl: IntlShape) =>
  bookingTable('cancellations', intl.formatMessage(WORDS.cancellations), intl, (report) => report.cancellations);
export const noShowsTable = (intl: IntlShape) =>
  bookingTable('no-shows', intl.formatMessage(WORDS.noShows), intl, (report) => report.noShows);

function busyTable(id: string, title: string, label: string, intl: IntlShape, pick: (report: Report) => BusyRow[],
  labelOf: (row: BusyRow) => string, labelKind: CellKind = 'text'): ReportTable<BusyRow> {
  const say = intl.formatMessage;
  return {
    id, title,
    columns: [
      { label, kind: labelKind, value: labelOf },
      { label: say(WORDS.bookings), kind: 'count', value: (row) => row.bookings },
      { label: say(WORDS.guests), kind: 'count', value: (row) => guestsValue(row, intl) },
    ],
    rows: pick,
  };
}

/** The weekday the report names (in English, Monday to Sunday) in the desk's language, whole or short (under a chart's bar). */
export const weekdayText = (englishName: string, intl: IntlShape, short = false): string =>
  intl.formatMessage(short ? WORDS.weekdayShort : WORDS.weekdayName, { day: englishName });

export const busiestDaysTable = (intl: IntlShape) => busyTable('busiest-days', intl.formatMessage(WORDS.busiestDays),
  intl.formatMessage(WORDS.weekday), intl, (report) => report.busiestDays, (row) => weekdayText(row.label, intl));
export const busiestTimesTable = (intl: IntlShape) => busyTable('busiest-times', intl.formatMessage(WORDS.busiestTimes),
  intl.formatMessage(WORDS.startingHour), intl, (report) => report.busiestTimes, (row) => row.label, 'clock');

export const kindOf = <Row>(column: ReportColumn<Row>, row: Row): CellKind =>
  typeof column.kind === 'function' ? column.kind(row) : column.kind;
