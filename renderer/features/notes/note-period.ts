// Which notes the screen asks for: booking/notes answers a day, a month, or by default the past thirty days
// (spec 4.4). The pickers speak the browser's "2026-03" and "2026-03-14"; the contract speaks 202603 and 20260314.
import { isoDay, parseDay } from '../../../shared/domain/dates.js';
import { filtersNotes, NO_FILTER, type NoteFilter } from '../../../shared/domain/note-filter.js';
import type { Formatter } from '../../ui/format.js';

export type NotePeriod = { kind: 'recent' } | { kind: 'month'; month: number } | { kind: 'day'; day: number };

export const RECENT: NotePeriod = { kind: 'recent' };

/** Notes shown at first, and added by each "Show more": a period of a busy account holds tens of thousands. */
export const NOTES_PAGE = 500;

export interface NotesAsked {
  day?: number;
  month?: number;
  limit: number;
  filter?: NoteFilter;
}

/** The period's newest `limit` notes, those the filter keeps when it narrows (the desk looks through the whole period). */
export function notesQuery(period: NotePeriod, limit: number, filter: NoteFilter = NO_FILTER): NotesAsked {
  const narrowed = filtersNotes(filter) ? { filter } : {};
  if (period.kind === 'month') return { month: period.month, limit, ...narrowed };
  if (period.kind === 'day') return { day: period.day, limit, ...narrowed };
  return { limit, ...narrowed };
}

/** "2026-03" → a month period; an empty or broken value → the past thirty days. */
export function periodFromMonthInput(value: string): NotePeriod {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match ? { kind: 'month', month: Number(match[1]! + match[2]!) } : RECENT;
}

export function periodFromDayInput(value: string): NotePeriod {
  const day = parseDay(value);
  return day === null ? RECENT : { kind: 'day', day };
}

export const monthInputValue = (period: NotePeriod) =>
  period.kind === 'month' ? `${String(period.month).slice(0, 4)}-${String(period.month).slice(4)}` : '';

export const dayInputValue = (period: NotePeriod) => (period.kind === 'day' ? isoDay(period.day) : '');

/** The day or month written in the account's locale; '' for the last thirty days, which the screen says in words. */
export function periodTitle(period: NotePeriod, format: Pick<Formatter, 'day' | 'month'>): string {
  if (period.kind === 'recent') return '';
  if (period.kind === 'day') return format.day(period.day, 'long');
  return format.month(period.month);
}
