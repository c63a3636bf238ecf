// Every view of a report, in the order a manager reads them: totals, sales over time, what sold, statuses, who
// owes, what fell through, and when it is busiest.
import { memo, useCallback, useMemo } from 'react';
import { LIST_LIMIT, type Report, type ReportBooking, type ReportList } from '../../../shared/contract/model/report.js';
import type { Formatter } from '../../ui/format.js';
import { ReportChart } from './ReportChart.js';
import { ReportSection } from './ReportSection.js';
import {
  busiestDaysTable, busiestTimesTable, cancellationsTable, categoryTable, itemTable, noShowsTable, outstandingTable,
  statusTable, totalsTable, type ReportTable,
} from './report-tables.js';
import type { ReportChoice } from './report-settings.js';
import { useBookingList } from './use-booking-list.js';
import { SalesSection } from './SalesSection.js';

interface ReportViewsProps {
  report: Report;
  /** What the report answers (the choice being worked out may already be another). */
  question: ReportChoice;
  format: Formatter;
  basisLabel: string;
}

/** A list cut to its first rows says so, and how to see the rest. */
function ListNote({ all, format }: { all: number; format: Formatter }) {
  if (all <= LIST_LIMIT) return null;
  return <p className="hint">The first {format.number(LIST_LIMIT)} of {format.count(all, 'booking')}; a shorter period shows the rest.</p>;
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
  const common = { report, format, basisLabel };
  const money = useCallback((amount: number) => format.money(String(amount)), [format]);
  const count = useCallback((value: number) => format.number(value), [format]);
  const byCategory = useMemo(() => report.byCategory.map((row) => ({ label: row.name, value: Number(row.amount) })), [report]);
  const byWeekday = useMemo(() => report.busiestDays.map((row) => ({ label: row.label.slice(0, 3), value: row.bookings })),
    [report]);
  return (
    <div className="report-views">
      <ReportSection table={totalsTable} {...common} empty="No bookings in this period." />
      <SalesSection {...common} />
      <ReportSection table={categoryTable} {...common} empty="No revenue bookings in this period.">
        <ReportChart title="Revenue by category" formatValue={money} points={byCategory} />
      </ReportSection>
      <ReportSection table={itemTable} {...common} empty="No revenue bookings in this period." />
      <ReportSection table={statusTable} {...common} empty="No bookings in this period." />
      <BookingListSection table={outstandingTable} list="outstanding" question={question} {...common}
        empty="Nobody owes anything for this period." />
      <BookingListSection table={cancellationsTable} list="cancellations" question={question} {...common}
        empty="No cancellations in this period." />
      <BookingListSection table={noShowsTable} list="noShows" question={question} {...common}
        empty="No no-shows among the bookings whose check-in the desk knows." />
      <ReportSection table={busiestDaysTable} {...common} empty="No bookings in this period.">
        <ReportChart title="Bookings by weekday" formatValue={count} points={byWeekday} />
      </ReportSection>
      <ReportSection table={busiestTimesTable} {...common}
        empty="No start times known for this period (bookings by the day have none)." />
    </div>
  );
});
