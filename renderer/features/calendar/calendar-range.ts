// The span of days the calendar shows (a week, a calendar month or a custom stretch) and how it moves.
// Days are yyyymmdd numbers, as the service writes them; all the day arithmetic comes from shared/domain/dates.
import { addDays, daysBetween, daysOf, type Day } from '../../../shared/domain/dates.js';
import { CALENDAR_MAX_DAYS } from '../../../shared/domain/desk-limits.js';

export type CalendarView = 'week' | 'month' | 'custom';

export const CALENDAR_VIEWS: readonly CalendarView[] = ['week', 'month', 'custom'];

export interface CalendarRange {
  view: CalendarView;
  from: Day;
  /** Inclusive. */
  to: Day;
}

/** A custom range holds at most a quarter: more days than that no longer fit a screen one can read. */
export const MAX_CUSTOM_DAYS = CALENDAR_MAX_DAYS;

const WEEK_LENGTH = 7;

export function firstOfMonth(day: Day): Day {
  return day - (day % 100) + 1;
}

/** The first day of the month `count` months after the month of `day`. */
export function addMonths(day: Day, count: number): Day {
  const monthIndex = Math.floor(day / 10000) * 12 + (Math.floor(day / 100) % 100) - 1 + count;
  return Math.floor(monthIndex / 12) * 10000 + ((monthIndex % 12) + 1) * 100 + 1;
}

export function lastOfMonth(day: Day): Day {
  return addDays(addMonths(day, 1), -1);
}

export function weekFrom(start: Day): CalendarRange {
  return { view: 'week', from: start, to: addDays(start, WEEK_LENGTH - 1) };
}

export function monthOf(day: Day): CalendarRange {
  return { view: 'month', from: firstOfMonth(day), to: lastOfMonth(day) };
}

/** A custom range, turned the right way round and cut to MAX_CUSTOM_DAYS. */
export function customRange(from: Day, to: Day): CalendarRange {
  const [first, last] = to < from ? [to, from] : [from, to];
  return { view: 'custom', from: first, to: Math.min(last, addDays(first, MAX_CUSTOM_DAYS - 1)) };
}

export function dayCount(range: CalendarRange): number {
  return daysBetween(range.from, range.to) + 1;
}

export function daysIn(range: CalendarRange): Day[] {
  return [...daysOf(range.from, range.to)];
}

/** Previous (-1) or next (+1) range of the same kind and length. */
export function shiftRange(range: CalendarRange, steps: number): CalendarRange {
  switch (range.view) {
    case 'week':
      return weekFrom(addDays(range.from, WEEK_LENGTH * steps));
    case 'month':
      return monthOf(addMonths(range.from, steps));
    case 'custom': {
      const offset = dayCount(range) * steps;
      return customRange(addDays(range.from, offset), addDays(range.to, offset));
    }
  }
}

/** The same kind of range, moved so that it holds today. */
export function rangeAtToday(range: CalendarRange, today: Day): CalendarRange {
  if (range.view === 'custom') return customRange(today, addDays(today, dayCount(range) - 1));
  return range.view === 'month' ? monthOf(today) : weekFrom(today);
}

/** Another kind of range around the days in view: today when it is shown, else the first day. */
export function switchView(range: CalendarRange, view: CalendarView, today: Day): CalendarRange {
  const anchor = today >= range.from && today <= range.to ? today : range.from;
  switch (view) {
    case 'week':
      return weekFrom(anchor);
    case 'month':
      return monthOf(anchor);
    case 'custom':
      return customRange(range.from, range.to);
  }
}
