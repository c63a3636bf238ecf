// Sales over the period by day, week or month: a chart of revenue and the table of bookings, guests and revenue.
import { useCallback, useMemo } from 'react';
import type { Report } from '../../../shared/contract/model/report.js';
import type { Formatter } from '../../ui/format.js';
import { useVisitState } from '../../ui/visit-state.js';
import { ReportChart } from './ReportChart.js';
import { ReportSection } from './ReportSection.js';
import { salesTable, type SalesStep } from './report-tables.js';

const STEPS: SalesStep[] = ['day', 'week', 'month'];

interface SectionProps {
  report: Report;
  format: Formatter;
  basisLabel: string;
}

export function SalesSection({ report, format, basisLabel }: SectionProps) {
  // Kept while the desk is open, like the rest of the report: back from a booking, still by week.
  const [step, setStep] = useVisitState<SalesStep>('reports.salesStep', 'day');
  const table = useMemo(() => salesTable(step), [step]);
  // A bar's height is a number; the exact amount is in the table beside it.
  const points = useMemo(() => report.sales[step].map((bucket) => ({ label: format.day(bucket.start, 'short'),
    value: Number(bucket.revenue) })), [report, step, format]);
  const money = useCallback((amount: number) => format.money(String(amount)), [format]);
  return (
    <ReportSection table={table} report={report} format={format} basisLabel={basisLabel} empty="No sales in this period.">
      <div className="report-steps" role="radiogroup" aria-label="Sales by">
        {STEPS.map((option) => (
          <label key={option} className="checkbox">
            <input type="radio" name="sales-step" checked={step === option} onChange={() => setStep(option)} />
            By {option}
          </label>
        ))}
      </div>
      <ReportChart title={`Revenue by ${step}`} points={points} formatValue={money} />
    </ReportSection>
  );
}
