// Days, ranges of days, wall-clock times and instants, as the account's locale writes them. Days (yyyymmdd) and
// wall-clock times ("13:00") are the account's own, so they are formatted as written, never shifted by a zone;
// instants (ISO 8601 or Unix seconds) are shown in the account's time zone.
import { dayInZone, isoDay, wallClockAt, type Day } from '../../shared/domain/dates.js';

/** short "Sat, Nov 21"; medium "Nov 21, 2026"; long "Saturday, November 21, 2026"; weekday "Sat 21". */
export type DayStyle = 'short' | 'medium' | 'long' | 'weekday';

const DAY_OPTIONS: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  short: { weekday: 'short', month: 'short', day: 'numeric' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  weekday: { weekday: 'short', day: 'numeric' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** Cached: Intl formats are slow to make and a manifest of 200 bookings asks for hundreds. */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Noon UTC of the day: formatted in UTC it is that day in every locale. */
const noonOf = (day: Day) => new Date(`${isoDay(day)}T12:00:00Z`);

export function formatDay(day: Day, locale: string, style: DayStyle = 'short'): string {
  return dateFormat(locale, { ...DAY_OPTIONS[style], timeZone: 'UTC' }).format(noonOf(day));
}

/** Ranges written so far: formatRange costs ~0.1 ms, and a list of bookings asks for the same few ranges again and again. */
const ranges = new Map<string, string>();
const MOST_RANGES = 10_000;

/** "Nov 21 – 23, 2026": the locale's own way of writing a range; one day is just that day. */
export function formatDayRange(first: Day, last: Day, locale: string, style: DayStyle = 'medium'): string {
  if (last <= first) return formatDay(first, locale, style);
  const key = `${locale}|${style}|${first}|${last}`;
  let text = ranges.get(key);
  if (text === undefined) {
    if (ranges.size >= MOST_RANGES) ranges.clear();
    text = dateFormat(locale, { ...DAY_OPTIONS[style], timeZone: 'UTC' }).formatRange(noonOf(first), noonOf(last));
    ranges.set(key, text);
  }
  return text;
}

/** "November 2026" from 202611. */
export function formatMonth(month: number, locale: string): string {
  return dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(noonOf(month * 100 + 1));
}

/** "13:00" (the service's wall-clock time) → "1:00 p.m." in en-CA, "13:00" in en-GB; anything else as it came. */
export function formatClock(hhmm: string, locale: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm.trim());
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return hhmm;
  const at = new Date(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2])));
  return dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(at);
}

/** An instant: ISO 8601 text, or Unix seconds. */
export type Instant = string | number;

/** What a time the service gave in no readable form shows as. */
export const TIME_NOT_KNOWN = 'time not known';

/** "2026-11-24": a moment of which the service gave only the day. */
const isDayOnly = (at: Instant): at is string => typeof at === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(at);

function dateOf(at: Instant): Date | null {
  const date = typeof at === 'number' ? new Date(at * 1000) : new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}

const INSTANT_OPTIONS = {
  'date-time': { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  date: { dateStyle: 'medium' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export function formatInstant(at: Instant, locale: string, timeZone: string,
  style: keyof typeof INSTANT_OPTIONS = 'date-time'): string {
  if (at === '') return TIME_NOT_KNOWN;
  // Only the day is known: say the day, never a made-up midnight (and never the day before, read as UTC).
  if (isDayOnly(at)) return style === 'time' ? TIME_NOT_KNOWN : formatDay(Number(at.replaceAll('-', '')), locale, 'medium');
  const date = dateOf(at);
  if (!date) return String(at);
  let shown: Date;
  try {
    shown = wallClockAt(date.getTime() / 1000, timeZone);
  } catch {
    // An unknown time zone (a real service's typo): the computer's zone is better than no date at all.
    return dateFormat(locale, INSTANT_OPTIONS[style]).format(date);
  }
  // The account's wall clock by the desk's rules, written in UTC so that the browser's own rules never shift it.
  return dateFormat(locale, { ...INSTANT_OPTIONS[style], timeZone: 'UTC' }).format(shown);
}

/** The time alone for today (the desk mostly looks at today), the date and time for another day. */
export function formatWhen(at: Instant, locale: string, timeZone: string, nowMs: number = Date.now()): string {
  if (at === '' || isDayOnly(at)) return formatInstant(at, locale, timeZone, 'date');
  const date = dateOf(at);
  if (!date) return String(at);
  const sameDay = dayInZone(date.getTime() / 1000, timeZone) === dayInZone(nowMs / 1000, timeZone);
  return formatInstant(at, locale, timeZone, sameDay ? 'time' : 'date-time');
}

/** How old something the desk shows is, in the unit a person says it in: now, minutes, hours or days. */
export interface AgeOf { unit: 'now' | 'minutes' | 'hours' | 'days'; count: number }

export function ageOf(unixSeconds: number, nowMs: number = Date.now()): AgeOf {
  const minutes = Math.max(0, Math.round((nowMs / 1000 - unixSeconds) / 60));
  if (minutes < 1) return { unit: 'now', count: 0 };
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.round(minutes / 60);
  return hours < 48 ? { unit: 'hours', count: hours } : { unit: 'days', count: Math.round(hours / 24) };
}

/**
 * "just now", "5 min ago", "2 h ago", "3 days ago", in English, for the screens not yet in the desk's language;
 * a translated screen says it with ageText (renderer/i18n/age-text.ts).
 */
export function age(unixSeconds: number, nowMs: number = Date.now()): string {
  const { unit, count } = ageOf(unixSeconds, nowMs);
  if (unit === 'now') return 'just now';
  return unit === 'minutes' ? `${count} min ago` : unit === 'hours' ? `${count} h ago` : `${count} days ago`;
}
