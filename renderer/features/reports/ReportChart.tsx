// A bar chart of one figure per row, drawn with visx (Airbnb's React components over d3's scales: plain SVG that
// follows the app's light and dark colours through CSS variables). It measures nothing in the page: the width comes
// from a ResizeObserver on its frame (when the frame is resized, never when the figures change), ticks from the
// scales, and labels are plain text at a fixed size. Recharts, before it, measured its tick labels in the page and
// ran a store of selectors on every change: 30–60 ms of a period change for three charts. The same numbers are
// always in the table beside the chart; each bar names its own in a tooltip.
import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { memo, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePrinting } from '../../ui/use-printing.js';

/** At most this many labels under the bars; the rest are skipped evenly. */
const MOST_LABELS = 6;
const Y_TICKS = 5;
const HEIGHT = 220;
/** Room on the left for the amounts, and on the right for half the last label ("Sat, Oct 31") centred under its bar. */
const MARGIN = { top: 8, right: 40, bottom: 30, left: 96 };
/**
 * On paper the chart is drawn this wide (CSS px), narrower than an A4 or Letter page within its margins, rather than
 * at the width the screen gave it, which paper cut on the right; reports.css shrinks it further on narrower paper.
 */
const PRINT_WIDTH = 640;
/** Until its frame is measured (the first frame), the chart is drawn at a report panel's usual width. */
const FIRST_WIDTH = 600;

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

function Label({ x, y, formattedValue, textAnchor, dy }: TickRendererProps) {
  return <text x={x} y={y} dy={dy} textAnchor={textAnchor} fill="var(--muted)" fontSize={12}>{formattedValue}</text>;
}
const bottomLabel = (props: TickRendererProps) => <Label {...props} textAnchor="middle" dy="0.25em" />;
const leftLabel = (props: TickRendererProps) => <Label {...props} textAnchor="end" dy="0.32em" />;

function Bars({ points, width, formatValue }: { points: ChartPoint[]; width: number; formatValue: (value: number) => string }) {
  const inner = { width: Math.max(0, width - MARGIN.left - MARGIN.right), height: HEIGHT - MARGIN.top - MARGIN.bottom };
  const x = useMemo(() => scaleBand<number>({ domain: points.map((_, index) => index), range: [0, inner.width], padding: 0.1 }),
    [points, inner.width]);
  const y = useMemo(() => scaleLinear<number>({
    domain: [Math.min(0, ...points.map((point) => point.value)), Math.max(0, ...points.map((point) => point.value))],
    range: [inner.height, 0], nice: Y_TICKS,
  }), [points, inner.height]);
  const step = Math.ceil(points.length / MOST_LABELS);
  const labelled = points.map((_, index) => index).filter((index) => index % step === 0);
  const zero = y(0);
  return (
    <Group left={MARGIN.left} top={MARGIN.top}>
      <GridRows scale={y} width={inner.width} numTicks={Y_TICKS} stroke="var(--line)" />
      {points.map((point, index) => {
        const top = y(Math.max(0, point.value));
        return (
          <Bar key={index} x={x(index)} y={top} width={x.bandwidth()} height={Math.abs(y(point.value) - zero)}
            fill="var(--accent)">
            <title>{`${point.label}: ${formatValue(point.value)}`}</title>
          </Bar>
        );
      })}
      <AxisLeft scale={y} numTicks={Y_TICKS} tickFormat={(value) => formatValue(Number(value))} stroke="var(--line)"
        tickStroke="var(--line)" tickComponent={leftLabel} />
      <AxisBottom scale={x} top={inner.height} tickValues={labelled} tickFormat={(index) => points[Number(index)]?.label ?? ''}
        stroke="var(--line)" tickStroke="var(--line)" tickComponent={bottomLabel} />
    </Group>
  );
}

export const ReportChart = memo(function ReportChart({ title, points, formatValue }: ReportChartProps) {
  const printing = usePrinting();
  const { parentRef, width: measured } = useParentSize<HTMLElement>({ initialSize: { width: FIRST_WIDTH }, debounceTime: 50 });
  if (points.length === 0) return null;
  const width = printing ? PRINT_WIDTH : measured || FIRST_WIDTH;
  return (
    <figure className="report-chart" ref={parentRef}>
      <figcaption className="visually-hidden">
        <FormattedMessage id="reports.chart.caption" defaultMessage="{title}; the same figures are in the table below." values={{ title }} />
      </figcaption>
      {/* Its labels are amounts and days as the account's locale writes them (a weekday's short name is the catalogue's already). */}
      <div translate="no">
        <svg className="report-chart-svg" width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={title}>
          <Bars points={points} width={width} formatValue={formatValue} />
        </svg>
      </div>
    </figure>
  );
});
