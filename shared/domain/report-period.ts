// The periods a report covers: this or last week, month, quarter or year, or days the manager picks; and the
// period just before it, which the totals are compared with. Days are inclusive; weeks start on Monday.
import { addDays, daysBetween, weekdayOf, type Day } from './dates.js';

export type PeriodUnit = 'week' | 'month' | 'quarter' | 'year';

export type PeriodChoice =
  | { kind: 'this' | 'last'; unit: PeriodUnit }
  | { kind: 'custom'; from: Day; to: Day };

export interface DayRange {
  from: Day;
  to: Day;
}

const MONDAY_OFFSET = { mon: 0, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 } as const;

const yearOf = (day: Day) => Math.floor(day / 10000);
const monthOf = (day: Day) => Math.floor(day / 100) % 100;
const firstOfMonth = (year: number, month: number): Day => year * 10000 + month * 100 + 1;

/** The first day of the month `count` months after the one `day` is in. */
function monthStart(day: Day, count: number): Day {
  const index = yearOf(day) * 12 + monthOf(day) - 1 + count;
  return firstOfMonth(Math.floor(index / 12), (index % 12) + 1);
}

/** The unit's range holding `day`, moved `step` units (−1: the one before). */
function unitRange(unit: PeriodUnit, day: Day, step: number): DayRange {
  if (unit === 'week') {
    const from = addDays(addDays(day, -MONDAY_OFFSET[weekdayOf(day)]), 7 * step);
    return { from, to: addDays(from, 6) };
  }
  const months = unit === 'month' ? 1 : unit === 'quarter' ? 3 : 12;
  const aligned = unit === 'month' ? monthStart(day, 0)
    : unit === 'quarter' ? firstOfMonth(yearOf(day), monthOf(day) - ((monthOf(day) - 1) % 3))
      : firstOfMonth(yearOf(day), 1);
  const from = monthStart(aligned, months * step);
  return { from, to: addDays(monthStart(from, months), -1) };
}

export function periodRange(choice: PeriodChoice, today: Day): DayRange {
  if (choice.kind === 'custom') return { from: choice.from, to: choice.to };
  return unitRange(choice.unit, today, choice.kind === 'this' ? 0 : -1);
}

/** The period compared with: the unit before for a named period, as many days just before for picked days. */
export function previousRange(choice: PeriodChoice, today: Day): DayRange {
  if (choice.kind !== 'custom') return unitRange(choice.unit, today, choice.kind === 'this' ? -1 : -2);
  const length = daysBetween(choice.from, choice.to) + 1;
  return { from: addDays(choice.from, -length), to: addDays(choice.from, -1) };
}

/** The Monday of a day's week: where the weekly sales buckets start. */
export function weekStart(day: Day): Day {
  return addDays(day, -MONDAY_OFFSET[weekdayOf(day)]);
}

export function monthStartOf(day: Day): Day {
  return monthStart(day, 0);
}

/** The first day of the month after the one `day` is in. */
export function nextMonthStart(day: Day): Day {
  return monthStart(day, 1);
}
