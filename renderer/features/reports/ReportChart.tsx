// A bar chart of one figure per row, drawn by recharts (a well-kept React chart library: SVG that follows the
// app's light and dark colours through CSS variables, and a keyboard-reachable accessibility layer). The same
// numbers are always in the table beside it.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartPoint {
  label: string;
  value: number;
}

interface ReportChartProps {
  title: string;
  points: ChartPoint[];
  /** How a value reads: money, a count. */
  formatValue: (value: number) => string;
}

export function ReportChart({ title, points, formatValue }: ReportChartProps) {
  if (points.length === 0) return null;
  return (
    <figure className="report-chart">
      <figcaption className="visually-hidden">{title}; the same figures are in the table below.</figcaption>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer title={title}>
          <CartesianGrid stroke="var(--line)" vertical={false} />
          <XAxis dataKey="label" tick={{ fill: 'var(--muted)', fontSize: 12 }} stroke="var(--line)" />
          <YAxis tickFormatter={formatValue} tick={{ fill: 'var(--muted)', fontSize: 12 }} stroke="var(--line)" width={90} />
          <Tooltip formatter={(value) => formatValue(Number(value))} cursor={{ fill: 'var(--row-hover)' }}
            contentStyle={{ background: 'var(--panel)', border: '1px solid var(--line)', color: 'var(--text)' }} />
          <Bar dataKey="value" name={title} fill="var(--accent)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
