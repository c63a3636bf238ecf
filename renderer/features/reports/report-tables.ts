// Every view of a report as a table: its columns, what each cell holds (raw, for the CSV) and how it reads on
// screen. The screen, the CSV and the print all come from these, so they never disagree. Pure: tested on its own.
import type {
  BreakdownRow, BusyRow, Report, ReportBooking, SalesBucket, StatusRow,
} from '../../../shared/contract/model/report.js';

/** How a cell is written: counts and money right-aligned, days and instants in the account's words. */
/** clock: the service's wall-clock "08:00", written as the account's locale writes times (8:00 a.m. or 08:00). */
export type CellKind = 'text' | 'clock' | 'count' | 'money' | 'day' | 'instant' | 'change';

export interface ReportColumn<Row> {
  label: string;
  kind: CellKind | ((row: Row) => CellKind);
  value: (row: Row) => string | number | null;
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
  /** A count, or an amount (decimal text); "at least 5" where some guest counts are not known; null: not known. */
  current: number | string | null;
  previous: number | string | null;
}

/** A period's figure as a number, or null when it is not known whole (guests not counted for every booking). */
const wholeFigure = (value: number | string | null) => (value === null || /^at least /.test(String(value)) ? null : Number(value));

/** This period against the last, as a share of the last (a percentage shown, never summed); null from nothing. */
function change({ current, previous }: TotalsRow): number | null {
  const [now, before] = [wholeFigure(current), wholeFigure(previous)];
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
export function guestsValue({ bookings, guests, guestsNotKnown }: GuestCounts): number | string | null {
  if (guestsNotKnown === 0) return guests;
  return guestsNotKnown >= bookings && guests === 0 ? null : `at least ${guests}`;
}

/** "Guests (counts known for 2 of 3 bookings)": the headline says when its sum is not the whole. */
function guestsFigure(totals: Report['totals']): string {
  if (totals.guestsNotKnown === 0) return 'Guests';
  const known = totals.bookings - totals.guestsNotKnown;
  return `Guests (counts known for ${known} of ${totals.bookings} ${totals.bookings === 1 ? 'booking' : 'bookings'})`;
}

const TOTAL_FIGURES: [keyof Report['totals'], string, 'count' | 'money'][] = [
  ['bookings', 'Bookings', 'count'], ['guests', 'Guests', 'count'], ['revenue', 'Revenue', 'money'],
  ['paid', 'Paid', 'money'], ['due', 'Due', 'money'], ['average', 'Average booking', 'money'],
  ['cancellations', 'Cancellations', 'count'],
];

export const totalsTable: ReportTable<TotalsRow> = {
  id: 'totals', title: 'Totals',
  columns: [
    { label: 'Figure', kind: 'text', value: (row) => row.figure },
    { label: 'This period', kind: (row) => row.kind, value: (row) => row.current },
    { label: 'Previous period', kind: (row) => row.kind, value: (row) => row.previous },
    { label: 'Change', kind: 'change', value: change },
  ],
  rows: (report) => TOTAL_FIGURES.map(([key, figure, kind]) => (key === 'guests' ? {
    figure: guestsFigure(report.totals), kind,
    current: guestsValue(report.totals), previous: guestsValue(report.previousTotals),
  } : { figure, kind, current: report.totals[key], previous: report.previousTotals[key] })),
};

export type SalesStep = 'day' | 'week' | 'month';

const STEP_LABEL: Record<SalesStep, string> = { day: 'Day', week: 'Week from', month: 'Month from' };

export function salesTable(step: SalesStep): ReportTable<SalesBucket> {
  return {
    id: `sales-by-${step}`, title: `Sales by ${step}`,
    columns: [
      { label: STEP_LABEL[step], kind: 'day', value: (row) => row.start },
      { label: 'Bookings', kind: 'count', value: (row) => row.bookings },
      { label: 'Guests', kind: 'count', value: guestsValue },
      { label: 'Revenue', kind: 'money', value: (row) => row.revenue },
    ],
    rows: (report) => report.sales[step],
  };
}

function breakdownTable(id: string, title: string, label: string, pick: (report: Report) => BreakdownRow[]) {
  const table: ReportTable<BreakdownRow> = {
    id, title,
    columns: [
      { label, kind: 'text', value: (row) => row.name },
      { label: 'Bookings', kind: 'count', value: (row) => row.bookings },
      { label: 'Guests', kind: 'count', value: guestsValue },
      { label: 'Amount', kind: 'money', value: (row) => row.amount },
    ],
    rows: pick,
  };
  return table;
}

export const categoryTable = breakdownTable('by-category', 'By category', 'Category', (report) => report.byCategory);
export const itemTable = breakdownTable('by-item', 'By item', 'Item', (report) => report.byItem);

export const statusTable: ReportTable<StatusRow> = {
  id: 'by-status', title: 'By status',
  columns: [
    { label: 'Status', kind: 'text', value: (row) => row.name },
    { label: 'Counts as revenue', kind: 'text', value: (row) => (row.revenue ? 'Yes' : 'No') },
    { label: 'Bookings', kind: 'count', value: (row) => row.bookings },
    { label: 'Guests', kind: 'count', value: guestsValue },
    { label: 'Total', kind: 'money', value: (row) => row.total },
    { label: 'Paid', kind: 'money', value: (row) => row.paid },
    { label: 'Due', kind: 'money', value: (row) => row.due },
  ],
  rows: (report) => report.byStatus,
};

function bookingTable(id: string, title: string, pick: (report: Report) => ReportBooking[]): ReportTable<ReportBooking> {
  return {
    id, title, bookingCode: (row) => row.code,
    columns: [
      { label: 'Code', kind: 'text', value: (row) => row.code },
      { label: 'Guest', kind: 'text', value: (row) => row.guest },
      { label: 'Status', kind: 'text', value: (row) => row.status },
      { label: 'First day', kind: 'day', value: (row) => row.startDay },
      { label: 'Made', kind: 'instant', value: (row) => row.createdAt },
      { label: 'Guests', kind: 'count', value: (row) => row.guests },
      { label: 'Total', kind: 'money', value: (row) => row.total },
      { label: 'Paid', kind: 'money', value: (row) => row.paid },
      { label: 'Due', kind: 'money', value: (row) => row.due },
    ],
    rows: pick,
  };
}

export const outstandingTable = bookingTable('outstanding', 'Outstanding balances, oldest first', (report) => report.outstanding);
export const cancellationsTable = bookingTable('cancellations', 'Cancellations', (report) => report.cancellations);
export const noShowsTable = bookingTable('no-shows', 'No-shows', (report) => report.noShows);

function busyTable(id: string, title: string, label: string, pick: (report: Report) => BusyRow[],
  labelKind: CellKind = 'text'): ReportTable<BusyRow> {
  return {
    id, title,
    columns: [
      { label, kind: labelKind, value: (row) => row.label },
      { label: 'Bookings', kind: 'count', value: (row) => row.bookings },
      { label: 'Guests', kind: 'count', value: guestsValue },
    ],
    rows: pick,
  };
}

export const busiestDaysTable = busyTable('busiest-days', 'Busiest days', 'Weekday', (report) => report.busiestDays);
export const busiestTimesTable = busyTable('busiest-times', 'Busiest times', 'Starting hour', (report) => report.busiestTimes,
  'clock');

export const kindOf = <Row>(column: ReportColumn<Row>, row: Row): CellKind =>
  typeof column.kind === 'function' ? column.kind(row) : column.kind;
