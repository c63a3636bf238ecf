// Date filters of booking/index and booking/notes (spec 4.4): date strings or Unix timestamps, with < or >.
// A date covers its whole day in the account's time zone; a timestamp is an instant (docs/api-assumptions.md).
import { addDays, dayInZone, instantInZone, parseDay } from '../../../shared/domain/dates.js';
import { badRequest } from './api-error.js';

/** Instants, inclusive at both ends. */
export interface InstantRange {
  from: number;
  to: number;
}

export const EVERYTHING: InstantRange = { from: -Infinity, to: Infinity };

function dayRange(day: number, timeZone: string): InstantRange {
  return { from: instantInZone(day, timeZone), to: instantInZone(addDays(day, 1), timeZone) - 1 };
}

/** The span a date value names: a day for a date (or "today"), a single second for a timestamp. */
function spanOf(text: string, timeZone: string, now: number): InstantRange | null {
  if (text.toLowerCase() === 'today') return dayRange(dayInZone(now, timeZone), timeZone);
  const day = parseDay(text);
  if (day !== null) return dayRange(day, timeZone);
  if (/^\d{9,11}$/.test(text)) return { from: Number(text), to: Number(text) };
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const instant = Date.parse(text);
    if (!Number.isNaN(instant)) return { from: Math.floor(instant / 1000), to: Math.floor(instant / 1000) };
  }
  return null;
}

/** One filter value, e.g. ">2026-11-21", "<1700000000" or "today"; several values must all match. */
export function dateFilter(name: string, values: string[], timeZone: string, now: number): InstantRange {
  let range = { ...EVERYTHING };
  for (const raw of values) {
    const value = raw.trim();
    const prefix = value[0] === '>' || value[0] === '<' ? value[0] : '';
    const span = spanOf(value.slice(prefix.length).trim(), timeZone, now);
    if (!span) {
      throw badRequest('invalid_parameter',
        `${name} must be a date (YYYY-MM-DD, yyyymmdd, today) or a Unix timestamp, optionally after < or >.`, [name]);
    }
    // Without a prefix a timestamp selects the day it falls on, like a date does.
    const bounds = prefix === '' && span.from === span.to ? dayRange(dayInZone(span.from, timeZone), timeZone) : span;
    if (prefix === '>') range.from = Math.max(range.from, bounds.from);
    else if (prefix === '<') range.to = Math.min(range.to, bounds.to);
    else range = { from: Math.max(range.from, bounds.from), to: Math.min(range.to, bounds.to) };
  }
  return range;
}

export function inRange(range: InstantRange, instant: number): boolean {
  return instant >= range.from && instant <= range.to;
}
