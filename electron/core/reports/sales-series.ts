// Sales over time: revenue bookings by day, by week (from Monday) and by month, every bucket of the period shown,
// empty ones too, so a chart's gaps are real. Bookings are added to their day; weeks and months add up days.
import type { SalesBucket } from '../../../shared/contract/model/report.js';
import { daysOf } from '../../../shared/domain/dates.js';
import { AmountSum } from '../../../shared/domain/money.js';
import { monthStartOf, weekStart, type DayRange } from '../../../shared/domain/report-period.js';
import type { PreparedBooking } from './report-entry.js';
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

function addTo(target: DaySales, day: DaySales): void {
  target.bookings += day.bookings;
  target.guests += day.guests;
  target.guestsNotKnown += day.guestsNotKnown;
  target.revenue.add(day.revenue);
}

/** One day's revenue bookings, as the sales series and the day sums (day-sums.ts) count them. */
export type DaySales = Omit<SummedBucket, 'start'>;

/** The series from each day's sums (`dayOf`: undefined for a day without bookings). */
export function salesOfDays(range: DayRange, dayOf: (day: number) => DaySales | undefined, currency: string) {
  const days = buckets(range, (day) => day);
  for (const row of days.values()) {
    const sums = dayOf(row.start);
    if (sums) addTo(row, sums);
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

/** Adds a revenue booking to its day's sales. */
export function addSale(row: DaySales, booking: PreparedBooking): void {
  row.bookings += 1;
  if (booking.guests === null) row.guestsNotKnown += 1;
  else row.guests += booking.guests;
  if (booking.amounts) row.revenue.add(booking.amounts.total);
}

export const noSales = (): DaySales => ({ bookings: 0, guests: 0, guestsNotKnown: 0, revenue: new AmountSum() });

export function salesSeries(range: DayRange, placed: readonly PlacedBooking[], revenue: ReadonlySet<string>,
  currency: string) {
  const days = new Map<number, DaySales>();
  for (const { booking, day } of placed) {
    if (!revenue.has(booking.statusId)) continue;
    let row = days.get(day);
    if (!row) days.set(day, (row = noSales()));
    addSale(row, booking);
  }
  return salesOfDays(range, (day) => days.get(day), currency);
}
