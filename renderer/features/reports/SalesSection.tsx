// Sales over the period by day, week or month: a chart of revenue and the table of bookings, guests and revenue.
import { useCallback, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { Report } from '../../../shared/contract/model/report.js';
import type { Formatter } from '../../ui/format.js';
import { useVisitState } from '../../ui/visit-state.js';
import { ReportChart } from './ReportChart.js';
import { ReportSection } from './ReportSection.js';
import { salesTable, type SalesStep } from './report-tables.js';

const STEPS: SalesStep[] = ['day', 'week', 'month'];

const WORDS = words(defineMessages({
  empty: { id: 'reports.sales.empty', defaultMessage: 'No sales in this period.' },
  stepsLabel: { id: 'reports.sales.stepsLabel', defaultMessage: 'Sales by' },
  step: { id: 'reports.sales.by', defaultMessage: '{step, select, day {By day} week {By week} other {By month}}' },
  chart: { id: 'reports.sales.chart', defaultMessage: '{step, select, day {Revenue by day} week {Revenue by week} other {Revenue by month}}' },
}));

interface SectionProps {
  report: Report;
  format: Formatter;
  basisLabel: string;
}

export function SalesSection({ report, format, basisLabel }: SectionProps) {
  // Kept while the desk is open, like the rest of the report: back from a booking, still by week.
  const [step, setStep] = useVisitState<SalesStep>('reports.salesStep', 'day');
  const intl = useIntl();
  const table = useMemo(() => salesTable(step, intl), [step, intl]);
  // A bar's height is a number; the exact amount is in the table beside it.
  const points = useMemo(() => report.sales[step].map((bucket) => ({ label: format.day(bucket.start, 'short'),
    value: Number(bucket.revenue) })), [report, step, format]);
  const money = useCallback((amount: number) => format.money(String(amount)), [format]);
  return (
    <ReportSection table={table} report={report} format={format} basisLabel={basisLabel} empty={intl.formatMessage(WORDS.empty)}>
      <div className="report-steps" role="radiogroup" aria-label={intl.formatMessage(WORDS.stepsLabel)}>
        {STEPS.map((option) => (
          <label key={option} className="checkbox">
            <input type="radio" name="sales-step" checked={step === option} onChange={() => setStep(option)} />
            {intl.formatMessage(WORDS.step, { step: option })}
          </label>
        ))}
      </div>
      <ReportChart title={intl.formatMessage(WORDS.chart, { step })} points={points} formatValue={money} />
    </ReportSection>
  );
}
