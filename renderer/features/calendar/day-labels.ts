// How a day column is headed and marked: weekday and date in the account's locale, weekend and today.
import { isoDay, weekdayOf, type Day } from '../../../shared/domain/dates.js';

const noon = (day: Day) => new Date(`${isoDay(day)}T12:00:00Z`);

export interface DayHeading {
  weekday: string;
  date: string;
  /** The month's short name, shown where a month starts so a long range stays readable. */
  month: string | null;
}

export function dayHeading(day: Day, locale: string, firstColumn: boolean): DayHeading {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(noon(day));
  const startsMonth = firstColumn || day % 100 === 1;
  return { weekday: part({ weekday: 'short' }), date: part({ day: 'numeric' }), month: startsMonth ? part({ month: 'short' }) : null };
}

export function isWeekend(day: Day): boolean {
  const weekday = weekdayOf(day);
  return weekday === 'sat' || weekday === 'sun';
}

/** The classes that set a day's column apart: weekends shaded, today outlined. */
export function dayColumnClass(day: Day, today: Day): string {
  return [isWeekend(day) ? 'is-weekend' : '', day === today ? 'is-today' : ''].filter(Boolean).join(' ');
}
