// Every view of a report, in the order a manager reads them: totals, sales over time, what sold, statuses, who
// owes, what fell through, and when it is busiest.
import { memo, useCallback, useMemo } from 'react';
import type { Report } from '../../../shared/contract/model/report.js';
import type { Formatter } from '../../ui/format.js';
import { ReportChart } from './ReportChart.js';
import { ReportSection } from './ReportSection.js';
import {
  busiestDaysTable, busiestTimesTable, cancellationsTable, categoryTable, itemTable, noShowsTable, outstandingTable,
  statusTable, totalsTable,
} from './report-tables.js';
import { SalesSection } from './SalesSection.js';

interface ReportViewsProps {
  report: Report;
  format: Formatter;
  basisLabel: string;
}

/** A list cut to its first rows says so, and how to see the rest. */
function ListNote({ shown, all, format }: { shown: number; all: number; format: Formatter }) {
  if (shown >= all) return null;
  return <p className="hint">The first {format.number(shown)} of {format.count(all, 'booking')}; a shorter period shows the rest.</p>;
}

/**
 * Drawn again only for a new report (or format, or basis label): a change of period first draws the screen with the
 * report still shown while the desk works the new one out, and redrawing every view with the same figures then cost
 * 10–20 ms of the change before the desk had answered.
 */
export const ReportViews = memo(function ReportViews({ report, format, basisLabel }: ReportViewsProps) {
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
      <ReportSection table={outstandingTable} {...common} empty="Nobody owes anything for this period.">
        <ListNote shown={report.outstanding.length} all={report.listed.outstanding} format={format} />
      </ReportSection>
      <ReportSection table={cancellationsTable} {...common} empty="No cancellations in this period.">
        <ListNote shown={report.cancellations.length} all={report.listed.cancellations} format={format} />
      </ReportSection>
      <ReportSection table={noShowsTable} {...common} empty="No no-shows among the bookings whose check-in the desk knows.">
        <ListNote shown={report.noShows.length} all={report.listed.noShows} format={format} />
      </ReportSection>
      <ReportSection table={busiestDaysTable} {...common} empty="No bookings in this period.">
        <ReportChart title="Bookings by weekday" formatValue={count} points={byWeekday} />
      </ReportSection>
      <ReportSection table={busiestTimesTable} {...common}
        empty="No start times known for this period (bookings by the day have none)." />
    </div>
  );
});
