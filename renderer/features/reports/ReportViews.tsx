// Every view of a report, in the order a manager reads them: totals, sales over time, what sold, statuses, who
// owes, what fell through, and when it is busiest.
import { memo, useCallback, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import { LIST_LIMIT, type Report, type ReportBooking, type ReportList } from '../../../shared/contract/model/report.js';
import type { Formatter } from '../../ui/format.js';
import { ReportChart } from './ReportChart.js';
import { ReportSection } from './ReportSection.js';
import {
  busiestDaysTable, busiestTimesTable, cancellationsTable, categoryTable, itemTable, noShowsTable, outstandingTable,
  statusTable, totalsTable, weekdayText, type ReportTable,
} from './report-tables.js';
import type { ReportChoice } from './report-settings.js';
import { useBookingList } from './use-booking-list.js';
import { SalesSection } from './SalesSection.js';

const WORDS = words(defineMessages({
  firstOf: {
    id: 'reports.list.firstOf',
    defaultMessage: 'The first {shown} of {all, plural, one {# booking} other {# bookings}}; a shorter period shows the rest.',
  },
  noBookings: { id: 'reports.empty.noBookings', defaultMessage: 'No bookings in this period.' },
  noRevenue: { id: 'reports.empty.noRevenue', defaultMessage: 'No revenue bookings in this period.' },
  nobodyOwes: { id: 'reports.empty.nobodyOwes', defaultMessage: 'Nobody owes anything for this period.' },
  noCancellations: { id: 'reports.empty.noCancellations', defaultMessage: 'No cancellations in this period.' },
  noNoShows: { id: 'reports.empty.noNoShows', defaultMessage: 'No no-shows among the bookings whose check-in the desk knows.' },
  noStartTimes: { id: 'reports.empty.noStartTimes', defaultMessage: 'No start times known for this period (bookings by the day have none).' },
  revenueByCategory: { id: 'reports.chart.revenueByCategory', defaultMessage: 'Revenue by category' },
  bookingsByWeekday: { id: 'reports.chart.bookingsByWeekday', defaultMessage: 'Bookings by weekday' },
}));

interface ReportViewsProps {
  report: Report;
  /** What the report answers (the choice being worked out may already be another). */
  question: ReportChoice;
  format: Formatter;
  basisLabel: string;
}

/** A list cut to its first rows says so, and how to see the rest. */
function ListNote({ all, format }: { all: number; format: Formatter }) {
  const intl = useIntl();
  if (all <= LIST_LIMIT) return null;
  return <p className="hint">{intl.formatMessage(WORDS.firstOf, { shown: format.number(LIST_LIMIT), all })}</p>;
}

interface BookingListSectionProps extends ReportViewsProps {
  table: ReportTable<ReportBooking>;
  list: ReportList;
  empty: string;
}

/** A list of bookings, read a page at a time as its table is scrolled (use-booking-list.ts). */
function BookingListSection({ table, list, report, question, format, basisLabel, empty }: BookingListSectionProps) {
  const rows = useBookingList(report, question, list);
  return (
    <ReportSection table={table} report={rows.report} format={format} basisLabel={basisLabel} empty={empty} list={rows}>
      <ListNote all={report.listed[list]} format={format} />
    </ReportSection>
  );
}

/**
 * Drawn again only for a new report (or format, or basis label): a change of period first draws the screen with the
 * report still shown while the desk works the new one out, and redrawing every view with the same figures then cost
 * 10–20 ms of the change before the desk had answered.
 */
export const ReportViews = memo(function ReportViews({ report, question, format, basisLabel }: ReportViewsProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const common = { report, format, basisLabel };
  const tables = useMemo(() => ({
    totals: totalsTable(intl), category: categoryTable(intl), item: itemTable(intl), status: statusTable(intl),
    outstanding: outstandingTable(intl), cancellations: cancellationsTable(intl), noShows: noShowsTable(intl),
    busiestDays: busiestDaysTable(intl), busiestTimes: busiestTimesTable(intl),
  }), [intl]);
  const money = useCallback((amount: number) => format.money(String(amount)), [format]);
  const count = useCallback((value: number) => format.number(value), [format]);
  const byCategory = useMemo(() => tables.category.rows(report).map((row) =>
    ({ label: String(tables.category.columns[0]!.value(row)), value: Number(row.amount) })), [report, tables]);
  const byWeekday = useMemo(() => report.busiestDays.map((row) => ({ label: weekdayText(row.label, intl, true), value: row.bookings })),
    [report, intl]);
  return (
    <div className="report-views">
      <ReportSection table={tables.totals} {...common} empty={say(WORDS.noBookings)} />
      <SalesSection {...common} />
      <ReportSection table={tables.category} {...common} empty={say(WORDS.noRevenue)}>
        <ReportChart title={say(WORDS.revenueByCategory)} formatValue={money} points={byCategory} />
      </ReportSection>
      <ReportSection table={tables.item} {...common} empty={say(WORDS.noRevenue)} />
      <ReportSection table={tables.status} {...common} empty={say(WORDS.noBookings)} />
      <BookingListSection table={tables.outstanding} list="outstanding" question={question} {...common}
        empty={say(WORDS.nobodyOwes)} />
      <BookingListSection table={tables.cancellations} list="cancellations" question={question} {...common}
        empty={say(WORDS.noCancellations)} />
      <BookingListSection table={tables.noShows} list="noShows" question={question} {...common}
        empty={say(WORDS.noNoShows)} />
      <ReportSection table={tables.busiestDays} {...common} empty={say(WORDS.noBookings)}>
        <ReportChart title={say(WORDS.bookingsByWeekday)} formatValue={count} points={byWeekday} />
      </ReportSection>
      <ReportSection table={tables.busiestTimes} {...common} empty={say(WORDS.noStartTimes)} />
    </div>
  );
});
