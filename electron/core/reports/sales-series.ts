// Sales over time: revenue bookings by day, by week (from Monday) and by month, every bucket of the period shown,
// empty ones too, so a chart's gaps are real.
import type { SalesBucket } from '../../../shared/contract/model/report.js';
import { daysOf } from '../../../shared/domain/dates.js';
import { monthStartOf, weekStart, type DayRange } from '../../../shared/domain/report-period.js';
import type { PlacedBooking } from './report-selection.js';

type Bucketing = (day: number) => number;

/** A bucketing worked out once per day: a year's bookings fall on at most 366 days (weekStart alone was 1 µs a call). */
function onceADay(bucket: Bucketing): Bucketing {
  const starts = new Map<number, number>();
  return (day) => {
    let start = starts.get(day);
    if (start === undefined) starts.set(day, (start = bucket(day)));
    return start;
  };
}

function series(range: DayRange, placed: readonly PlacedBooking[], revenue: ReadonlySet<string>, bucketing: Bucketing) {
  const bucket = onceADay(bucketing);
  const buckets = new Map<number, SalesBucket>();
  for (const day of daysOf(range.from, range.to)) {
    const start = bucket(day);
    if (!buckets.has(start)) buckets.set(start, { start, bookings: 0, guests: 0, revenue: 0 });
  }
  for (const { booking, day } of placed) {
    if (!revenue.has(booking.statusId)) continue;
    const row = buckets.get(bucket(day))!;
    row.bookings += 1;
    row.guests += booking.guests ?? 0;
    row.revenue += booking.total;
  }
  return [...buckets.values()];
}

export function salesSeries(range: DayRange, placed: readonly PlacedBooking[], revenue: ReadonlySet<string>) {
  return {
    day: series(range, placed, revenue, (day) => day),
    week: series(range, placed, revenue, weekStart),
    month: series(range, placed, revenue, monthStartOf),
  };
}
