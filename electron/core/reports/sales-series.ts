// Sales over time: revenue bookings by day, by week (from Monday) and by month, every bucket of the period shown,
// empty ones too, so a chart's gaps are real. Bookings are added to their day; weeks and months add up days.
import type { SalesBucket } from '../../../shared/contract/model/report.js';
import { daysOf } from '../../../shared/domain/dates.js';
import { AmountSum } from '../../../shared/domain/money.js';
import { monthStartOf, weekStart, type DayRange } from '../../../shared/domain/report-period.js';
import type { PlacedBooking } from './report-selection.js';

type SummedBucket = Omit<SalesBucket, 'revenue'> & { revenue: AmountSum };

/** Every bucket of the period, by the first day of each (`bucket` gives a day's). */
function buckets(range: DayRange, bucket: (day: number) => number): Map<number, SummedBucket> {
  const found = new Map<number, SummedBucket>();
  for (const day of daysOf(range.from, range.to)) {
    const start = bucket(day);
    if (!found.has(start)) found.set(start, { start, bookings: 0, guests: 0, guestsNotKnown: 0, revenue: new AmountSum() });
  }
  return found;
}

function addTo(target: SummedBucket, day: SummedBucket): void {
  target.bookings += day.bookings;
  target.guests += day.guests;
  target.guestsNotKnown += day.guestsNotKnown;
  target.revenue.add(day.revenue);
}

export function salesSeries(range: DayRange, placed: readonly PlacedBooking[], revenue: ReadonlySet<string>,
  currency: string) {
  const days = buckets(range, (day) => day);
  for (const { booking, day } of placed) {
    if (!revenue.has(booking.statusId)) continue;
    const row = days.get(day)!;
    row.bookings += 1;
    if (booking.guests === null) row.guestsNotKnown += 1;
    else row.guests += booking.guests;
    if (booking.amounts) row.revenue.add(booking.amounts.total);
  }
  const [weeks, months] = [buckets(range, weekStart), buckets(range, monthStartOf)];
  for (const day of days.values()) {
    addTo(weeks.get(weekStart(day.start))!, day);
    addTo(months.get(monthStartOf(day.start))!, day);
  }
  const written = (series: Map<number, SummedBucket>) =>
    [...series.values()].map((row): SalesBucket => ({ ...row, revenue: row.revenue.inCurrency(currency) }));
  return { day: written(days), week: written(weeks), month: written(months) };
}
