// The range in words for the heading: "November 2026" for a month, "Nov 21 – 27, 2026" otherwise.
import { isoDay, type Day } from '../../../shared/domain/dates.js';
import type { CalendarRange } from './calendar-range.js';

const noon = (day: Day) => new Date(`${isoDay(day)}T12:00:00Z`);

export function rangeLabel(range: CalendarRange, locale: string): string {
  if (range.view === 'month') {
    return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(noon(range.from));
  }
  const format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return format.formatRange(noon(range.from), noon(range.to));
}
