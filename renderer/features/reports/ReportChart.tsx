// A bar chart of one figure per row, drawn by recharts (a well-kept React chart library: SVG that follows the
// app's light and dark colours through CSS variables, and a keyboard-reachable accessibility layer). The same
// numbers are always in the table beside it. Its axes are told how many labels to skip and draw them as plain text:
// left to itself, recharts measures every label in the page each time the figures change (a forced layout of the
// whole screen, a quarter of the time a period change took).
import { cloneElement, type ReactElement } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { usePrinting } from '../../ui/use-printing.js';

/** At most this many labels under the bars; the rest are skipped evenly. */
const MOST_LABELS = 6;
const HEIGHT = 220;
/** Room on the right for half the last label ("Sat, Oct 31"), centred under the last bar: it was cut. */
const MARGIN = { top: 8, right: 40, bottom: 8, left: 8 };
/**
 * On paper the chart is drawn this wide (CSS px), narrower than an A4 or Letter page within its margins, rather than
 * at the width the screen gave it, which paper cut on the right; reports.css shrinks it further on narrower paper.
 */
const PRINT_WIDTH = 640;

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

function tick(anchor: 'middle' | 'end', format: (value: unknown) => string, dy: number) {
  return function Tick({ x = 0, y = 0, payload }: TickProps) {
    return (
      <text x={x} y={y} dy={dy} textAnchor={anchor} fill="var(--muted)" fontSize={12}>
        {payload?.value === undefined ? '' : format(payload.value)}
      </text>
    );
  };
}

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

/** The screen's chart follows its panel's width; the paper's has its own. */
function Sized({ printing, children }: { printing: boolean; children: ReactElement<{ width?: number; height?: number }> }) {
  if (printing) return cloneElement(children, { width: PRINT_WIDTH, height: HEIGHT });
  return <ResponsiveContainer width="100%" height={HEIGHT}>{children}</ResponsiveContainer>;
}

export function ReportChart({ title, points, formatValue }: ReportChartProps) {
  const printing = usePrinting();
  if (points.length === 0) return null;
  const interval = Math.max(0, Math.ceil(points.length / MOST_LABELS) - 1);
  return (
    <figure className="report-chart">
      <figcaption className="visually-hidden">{title}; the same figures are in the table below.</figcaption>
      <Sized printing={printing}>
        <BarChart data={points} margin={MARGIN} accessibilityLayer title={title}>
          <CartesianGrid stroke="var(--line)" vertical={false} />
          <XAxis dataKey="label" interval={interval} tick={tick('middle', String, 12)} stroke="var(--line)" />
          <YAxis tick={tick('end', (value) => formatValue(Number(value)), 4)} stroke="var(--line)" width={90} />
          <Tooltip formatter={(value) => formatValue(Number(value))} cursor={{ fill: 'var(--row-hover)' }}
            contentStyle={{ background: 'var(--panel)', border: '1px solid var(--line)', color: 'var(--text)' }} />
          <Bar dataKey="value" name={title} fill="var(--accent)" isAnimationActive={false} />
        </BarChart>
      </Sized>
    </figure>
  );
}
