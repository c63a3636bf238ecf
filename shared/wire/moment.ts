// When something happened or falls, read strictly from every form the service is documented or recorded to write a
// date in (docs/api-assumptions.md, "Dates"): Unix seconds as a number or as text (booking/index's created_date,
// the webhooks' start_date), yyyymmdd (events, rated items), ISO 8601 with an offset (notes, customers' bookings)
// and MySQL's "YYYY-MM-DD HH:MM:SS". Every form of one instant reads as that instant. Anything else, and anything
// that fits two forms, is refused here, so the tolerant reader leaves the member out and logs it: the desk then
// shows the date as not known, never as another date.
import { z } from 'zod';
import { dayInZone, instantInZone, isValidDay, isoInZone, type Day } from '../domain/dates.js';

/**
 * An instant (Unix seconds), or a wall-clock reading in the account's time zone: a day, with the seconds since its
 * midnight when the text gave a time. Zone-less forms are resolved only where the zone is known (instantOf, dayOf).
 */
export type WireMoment = { at: number } | { day: Day; clock: number | null };

/** Bookings began long after this: an eight- or nine-digit number below it is not Unix seconds (20261014 is a day). */
const EARLIEST_INSTANT = Date.UTC(2000, 0, 1) / 1000;
const LATEST_INSTANT = Date.UTC(2100, 0, 1) / 1000;

const SECONDS = /^\d{9,10}(\.\d+)?$/;
const DAY_DIGITS = /^\d{8}$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** "2026-11-24 09:12:00" (MySQL) or "2026-11-24T09:12:00", optionally with fractions and an offset or Z. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|z|[+-]\d{2}:?\d{2})?$/;

function instant(seconds: number): WireMoment | null {
  return seconds >= EARLIEST_INSTANT && seconds < LATEST_INSTANT ? { at: seconds } : null;
}

function day(year: string, month: string, date: string): Day | null {
  const found = Number(`${year}${month}${date}`);
  return isValidDay(found) ? found : null;
}

function offsetSeconds(offset: string): number {
  if (offset === 'Z' || offset === 'z') return 0;
  const digits = offset.replace(':', '');
  const seconds = Number(digits.slice(1, 3)) * 3600 + Number(digits.slice(3, 5)) * 60;
  return digits.startsWith('-') ? -seconds : seconds;
}

function dateTime(text: string): WireMoment | null {
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [, year, month, date, hour, minute, second = '0', offset] = match;
  const found = day(year!, month!, date!);
  const clock = Number(hour) * 3600 + Number(minute) * 60 + Number(second);
  if (found === null || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  if (offset === undefined) return { day: found, clock };
  const utcMidnight = Date.UTC(Number(year), Number(month) - 1, Number(date)) / 1000;
  return instant(utcMidnight + clock - offsetSeconds(offset));
}

/** The moment a value names, or null when the desk cannot read it for certain. */
export function readMoment(value: unknown): WireMoment | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    if (Number.isInteger(value) && isValidDay(value) && value < EARLIEST_INSTANT) return { day: value, clock: null };
    return instant(value);
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (DAY_DIGITS.test(text)) return readMoment(Number(text));
  if (SECONDS.test(text)) return instant(Number(text));
  const isoDay = ISO_DAY.exec(text);
  if (isoDay) {
    const found = day(isoDay[1]!, isoDay[2]!, isoDay[3]!);
    return found === null ? null : { day: found, clock: null };
  }
  return dateTime(text);
}

/** A date member: refused (and so left out and logged by the tolerant reader) unless it reads for certain. */
export const wireMoment = z.union([z.number(), z.string()]).transform((value, context): WireMoment => {
  const moment = readMoment(value);
  if (moment) return moment;
  context.addIssue({ code: 'custom', message: 'expected a date in a form the service documents' });
  return z.NEVER;
});

/**
 * Unix seconds of a moment; a day without a time is its midnight in the account's zone. A time is read at the offset
 * in force at that time, not at midnight's: on the day clocks change the two differ, and 09:00 would read as 08:00.
 */
export function instantOf(moment: WireMoment, timeZone: string): number {
  if ('at' in moment) return Math.floor(moment.at);
  const clock = moment.clock ?? 0;
  return instantInZone(moment.day, timeZone, Math.floor(clock / 3600), Math.floor(clock / 60) % 60, clock % 60);
}

/**
 * The latest instant a moment can name. A zone-less time in the hour repeated when clocks go back names two, an hour
 * apart (Lord Howe's half-hour change aside), and a stamp the service wrote moments ago is the later of them.
 */
export function latestInstantOf(moment: WireMoment, timeZone: string): number {
  const earlier = instantOf(moment, timeZone);
  if ('at' in moment) return earlier;
  const later = earlier + 3600;
  return isoInZone(later, timeZone).slice(0, 19) === isoInZone(earlier, timeZone).slice(0, 19) ? later : earlier;
}

/** The account's calendar day of a moment. */
export function dayOf(moment: WireMoment, timeZone: string): Day {
  return 'at' in moment ? dayInZone(moment.at, timeZone) : moment.day;
}

/** ISO 8601 with the account's offset ("2026-11-24T09:12:00-08:00"), the one form the desk's screens get. */
export function isoOf(moment: WireMoment, timeZone: string): string {
  return isoInZone(instantOf(moment, timeZone), timeZone);
}

/** A moment that names only a day: when within that day it happened is not known. */
export const isDayOnly = (moment: WireMoment): boolean => !('at' in moment) && moment.clock === null;
