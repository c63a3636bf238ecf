// When the business is busiest: revenue bookings by the weekday they begin and by the hour their activity starts
// (known for bookings by the hour whose times the desk holds).
import type { BusyRow } from '../../../shared/contract/model/report.js';
import { clockText, weekdayOf } from '../../../shared/domain/dates.js';
import type { PlacedBooking } from './report-selection.js';

const WEEKDAY_NAMES = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday',
  sat: 'Saturday', sun: 'Sunday' } as const;

/** Known counts are summed; a booking without one is counted as not known, never as 0 guests. */
export function addGuests(row: BusyRow, guests: number | null): void {
  if (guests === null) row.guestsNotKnown += 1;
  else row.guests += guests;
}

/** A row for each weekday, Monday first, none counted yet. */
export const weekdayRows = () =>
  new Map(Object.values(WEEKDAY_NAMES).map((label) => [label, { label, bookings: 0, guests: 0, guestsNotKnown: 0 }]));

/** The weekday a day is, as the busiest days name it. */
export const weekdayName = (day: number) => WEEKDAY_NAMES[weekdayOf(day)];

export function busiestDays(placed: readonly PlacedBooking[], revenue: ReadonlySet<string>): BusyRow[] {
  const rows = weekdayRows();
  // A year's 10,000 bookings begin on a few hundred days: each day's weekday is worked out once.
  const rowOfDay = new Map<number, BusyRow>();
  for (const { booking } of placed) {
    const start = booking.source.summary.startDay;
    if (start === null || !revenue.has(booking.statusId)) continue;
    let row = rowOfDay.get(start);
    if (!row) rowOfDay.set(start, (row = rows.get(weekdayName(start))!));
    row.bookings += 1;
    addGuests(row, booking.guests);
  }
  return [...rows.values()];
}

/** "9:30" or "09:30" → "09:00"; anything else → null. */
export function hourOf(time: string): string | null {
  const match = /^(\d{1,2}):\d{2}/.exec(time);
  if (!match || Number(match[1]) > 23) return null;
  return clockText(Number(match[1]), 0);
}

export function busiestTimes(placed: readonly PlacedBooking[], revenue: ReadonlySet<string>): BusyRow[] {
  const rows = new Map<string, BusyRow>();
  for (const { booking } of placed) {
    if (!revenue.has(booking.statusId)) continue;
    const hour = hourOf(booking.source.startTime);
    if (hour === null) continue;
    const row = rows.get(hour) ?? { label: hour, bookings: 0, guests: 0, guestsNotKnown: 0 };
    row.bookings += 1;
    addGuests(row, booking.guests);
    rows.set(hour, row);
  }
  return [...rows.values()].sort((a, b) => a.label.localeCompare(b.label));
}
