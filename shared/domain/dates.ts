// Calendar days as the API writes them (yyyymmdd numbers), and the account's local time zone.
// Pure ECMAScript (Intl only): used by the sandbox, the desk core and the renderer alike. A zone's rules from another
// runtime, once adopted, are read before Intl's (zone-rules.ts: the page keeps the desk's calendar).
import { offsetFromRules, zoneRulesFrom, type ZoneRules } from './zone-rules.js';

/** A calendar day as a yyyymmdd number, e.g. 20261121. */
export type Day = number;

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

function toUtcDate(day: Day): Date {
  return new Date(Date.UTC(Math.floor(day / 10000), (Math.floor(day / 100) % 100) - 1, day % 100));
}

function fromUtcDate(date: Date): Day {
  return date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

export function isValidDay(day: number): boolean {
  return Number.isInteger(day) && day >= 19000101 && day <= 29991231 && fromUtcDate(toUtcDate(day)) === day;
}

export function addDays(day: Day, count: number): Day {
  const date = toUtcDate(day);
  date.setUTCDate(date.getUTCDate() + count);
  return fromUtcDate(date);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / 86_400_000);
}

/** Every day from first to last, inclusive. */
export function* daysOf(first: Day, last: Day): Generator<Day> {
  for (let day = first; day <= last; day = addDays(day, 1)) yield day;
}

export function weekdayOf(day: Day): Weekday {
  return WEEKDAYS[toUtcDate(day).getUTCDay()]!;
}

/** 20261121 → "2026-11-21". */
export function isoDay(day: Day): string {
  const text = String(day);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

/** "20261121" or "2026-11-21" → 20261121; anything else → null. */
export function parseDay(text: string): Day | null {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]! + match[2]! + match[3]!);
  return isValidDay(day) ? day : null;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
      second: '2-digit', hourCycle: 'h23',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at an instant, as Intl formats it: exact, and about 20 µs a call. */
function formattedParts(unixSeconds: number, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of dayFormatter(timeZone).formatToParts(new Date(unixSeconds * 1000))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** Seconds the zone's wall clock is ahead of UTC at an instant, by this runtime's own time zone database. */
function intlOffsetAt(unixSeconds: number, timeZone: string): number {
  const p = formattedParts(unixSeconds, timeZone);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) / 1000 - Math.floor(unixSeconds);
}

/** Rules of zones taken from another runtime (adoptZoneRules), by zone. */
const adopted = new Map<string, ZoneRules>();

/** Seconds the zone's wall clock is ahead of UTC at an instant: by adopted rules where they reach, else by Intl. */
function offsetAt(unixSeconds: number, timeZone: string): number {
  const rules = adopted.get(timeZone);
  return (rules && offsetFromRules(rules, Math.floor(unixSeconds))) ?? intlOffsetAt(unixSeconds, timeZone);
}

/** The zone's offsets over a span by this runtime's database, for another runtime to adopt. */
export const zoneRules = (timeZone: string, from: number, to: number): ZoneRules =>
  zoneRulesFrom((unixSeconds) => intlOffsetAt(unixSeconds, timeZone), from, to);

/** From now on this runtime reads the zone by these rules where they reach (Intl beyond them). */
export function adoptZoneRules(timeZone: string, rules: ZoneRules): void {
  if (adopted.get(timeZone) === rules) return;
  adopted.set(timeZone, rules);
  hourOffsets.delete(timeZone);
}

/**
 * The zone's offset through each hour asked about, by zone and hour since 1970; null for an hour in which it changes.
 * Thousands of instants (a month's notes at a large account: 400 ms in a sync) then cost one Intl call per hour.
 */
const hourOffsets = new Map<string, Map<number, number | null>>();
const MAX_HOURS_KEPT = 50_000;

function hourOffset(unixSeconds: number, timeZone: string): number | null {
  let zone = hourOffsets.get(timeZone);
  if (!zone) hourOffsets.set(timeZone, (zone = new Map()));
  const hour = Math.floor(unixSeconds / 3600);
  let offset = zone.get(hour);
  if (offset === undefined) {
    if (zone.size >= MAX_HOURS_KEPT) zone.clear();
    const [start, end] = [offsetAt(hour * 3600, timeZone), offsetAt(hour * 3600 + 3599, timeZone)];
    // Offsets change at most once in an hour: the same at both ends means the same throughout.
    offset = start === end ? start : null;
    zone.set(hour, offset);
  }
  return offset;
}

function localParts(unixSeconds: number, timeZone: string): Record<string, number> {
  // In an hour whose offset changes, the offset of the very second.
  const offset = hourOffset(unixSeconds, timeZone) ?? offsetAt(unixSeconds, timeZone);
  const shown = new Date((Math.floor(unixSeconds) + offset) * 1000);
  return {
    year: shown.getUTCFullYear(), month: shown.getUTCMonth() + 1, day: shown.getUTCDate(),
    hour: shown.getUTCHours(), minute: shown.getUTCMinutes(), second: shown.getUTCSeconds(),
  };
}

/**
 * The zone's wall clock at an instant as a Date whose UTC fields are that wall clock: formatted with Intl in UTC, it
 * shows the account's date and time by the rules this runtime reads the zone with (adopted ones first).
 */
export function wallClockAt(unixSeconds: number, timeZone: string): Date {
  const p = localParts(unixSeconds, timeZone);
  return new Date(Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!));
}

/** The local calendar day of an instant in a time zone. */
export function dayInZone(unixSeconds: number, timeZone: string): Day {
  const p = localParts(unixSeconds, timeZone);
  return p.year! * 10000 + p.month! * 100 + p.day!;
}

/** A time of day as the desk writes it everywhere: "09:05", on a 24-hour clock. */
export const clockText = (hour: number, minute: number): string =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** The local wall-clock time (HH:MM) of an instant in a time zone. */
export function timeInZone(unixSeconds: number, timeZone: string): string {
  const p = localParts(unixSeconds, timeZone);
  return clockText(p.hour!, p.minute!);
}

/** The computer's own zone, read once (a DateTimeFormat per call costs a frame's worth on a busy screen). */
let computerZone: string | undefined;
/** What the desk's clock says before the account has named its zone, and the clock on the wall beside the desk. */
export const computerTimeZone = (): string => (computerZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

/** A time of day for a person at the desk ("09:14"), in the computer's own zone: the clock on the wall beside it. */
export const clockTime = (epochMs: number): string => timeInZone(epochMs / 1000, computerTimeZone());

/**
 * What the account's records say (a check-in, a press on another desk) as the screens write it: in the account's zone,
 * as the account's locale writes a time ("4:35 PM" in en_US, "16:35" in en_GB).
 */
export function accountClockTime(epochMs: number, timeZone: string, localeId: string): string {
  try {
    return new Intl.DateTimeFormat(localeId.replace('_', '-'), { timeStyle: 'short', timeZone }).format(new Date(epochMs));
  } catch {
    // A zone or locale this runtime does not know (a real service's typo): the computer's clock is better than none.
    return clockTime(epochMs);
  }
}

/** The instant (Unix seconds) of a local wall-clock time on a day in a time zone. */
export function instantInZone(day: Day, timeZone: string, hour = 0, minute = 0, second = 0): number {
  const wanted = toUtcDate(day).getTime() / 1000 + hour * 3600 + minute * 60 + second;
  // Guess with the zone's offset at that moment, then correct once for a DST change in between.
  let guess = wanted;
  for (let i = 0; i < 2; i += 1) {
    const p = localParts(guess, timeZone);
    const shownAsUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) / 1000;
    guess += wanted - shownAsUtc;
  }
  return guess;
}

/** The ISO 8601 text of an instant with the zone's offset, e.g. "2026-11-21T09:30:00-08:00". */
export function isoInZone(unixSeconds: number, timeZone: string): string {
  const p = localParts(unixSeconds, timeZone);
  const shownAsUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) / 1000;
  const offsetMinutes = Math.round((shownAsUtc - Math.floor(unixSeconds)) / 60);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  // Joined rather than concatenated: V8 keeps a text built with + or a template as a tree of its pieces (ten objects,
  // about 300 bytes) for as long as the text is kept, and the desk keeps one for each note of its thirty days (46,718
  // at 100,000 bookings: 13 MiB of the thread that answers the screens, against 2 MiB flat).
  return [p.year, '-', pad(p.month!), '-', pad(p.day!), 'T', pad(p.hour!), ':', pad(p.minute!), ':', pad(p.second!), sign,
    pad(Math.floor(abs / 60)), ':', pad(abs % 60)].join('');
}
