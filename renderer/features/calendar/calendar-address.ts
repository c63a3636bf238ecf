// The calendar's place in the address (#/calendar?view=week&from=20261121&category=3), so a reload or a shared
// link shows the same days. Anything missing or malformed falls back to the week from today.
import { addDays, parseDay, type Day } from '../../../shared/domain/dates.js';
import { CALENDAR_VIEWS, customRange, monthOf, weekFrom, type CalendarRange, type CalendarView } from './calendar-range.js';

export interface CalendarAddress {
  range: CalendarRange;
  /** Absent: all categories. */
  categoryId?: number;
}

function readView(text: string | null): CalendarView {
  return CALENDAR_VIEWS.find((view) => view === text) ?? 'week';
}

function readRange(query: URLSearchParams, today: Day): CalendarRange {
  const from = parseDay(query.get('from') ?? '') ?? today;
  switch (readView(query.get('view'))) {
    case 'week':
      return weekFrom(from);
    case 'month':
      return monthOf(from);
    case 'custom':
      return customRange(from, parseDay(query.get('to') ?? '') ?? addDays(from, 6));
  }
}

function readCategory(text: string | null): number | undefined {
  const id = Number(text);
  return text && Number.isInteger(id) && id > 0 ? id : undefined;
}

export function readCalendarAddress(query: URLSearchParams, today: Day): CalendarAddress {
  const categoryId = readCategory(query.get('category'));
  return { range: readRange(query, today), ...(categoryId !== undefined ? { categoryId } : {}) };
}

/** The path for navigate(): only a custom range needs its last day, the others follow from the first. */
export function calendarPath({ range, categoryId }: CalendarAddress): string {
  const query = new URLSearchParams({ view: range.view, from: String(range.from) });
  if (range.view === 'custom') query.set('to', String(range.to));
  if (categoryId !== undefined) query.set('category', String(categoryId));
  return `calendar?${query}`;
}
