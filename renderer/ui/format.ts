// The one formatter every screen writes with: money, numbers, counted words, days, ranges, wall-clock
// times and instants, all in the account's locale, currency and time zone. Screens get one from useFormatter().
import type { Day } from '../../shared/domain/dates.js';
import { isAmount, type Amount } from '../../shared/domain/money.js';
import {
  age, formatClock, formatDay, formatDayRange, formatInstant, formatMonth, formatWhen, type DayStyle, type Instant,
} from './format-dates.js';
import { formOf, labelNoun, noun, type Noun } from './plurals.js';

export { age, formatDay, type DayStyle, type Instant } from './format-dates.js';
export { noun, type Noun } from './plurals.js';

/** An instant with its date, for callers that hold a locale and zone rather than a Formatter. */
export const formatDateTime = (at: Instant, locale: string, timeZone: string): string =>
  formatInstant(at, locale, timeZone, 'date-time');

const canonicalLocales = new Map<string, string>();

/** "en_CA" (the service's locale id) → "en-CA" (BCP 47, as Intl wants it). Kept: every screen asks on each render. */
export function bcp47(localeId: string | undefined): string {
  const tag = (localeId ?? '').replace('_', '-');
  let canonical = canonicalLocales.get(tag);
  if (canonical === undefined) {
    try {
      canonical = Intl.getCanonicalLocales(tag)[0] ?? 'en';
    } catch {
      canonical = 'en';
    }
    canonicalLocales.set(tag, canonical);
  }
  return canonical;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency || 'USD' });
    } catch {
      format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    moneyFormats.set(key, format);
  }
  return format;
}

/** What an amount the desk could not read shows as, never 0.00: in English, where no words are at hand. */
export const AMOUNT_NOT_KNOWN = 'not known';

/**
 * An amount (shared/domain/money.ts) in the currency's own decimals, as Intl writes it ("KWD 12.345", "¥1,200"):
 * Intl takes the decimal text exactly, never through a float. Null, or text that is no amount, is not known.
 */
export function formatMoney(amount: Amount | number | null, currency: string, locale: string,
  notKnown = AMOUNT_NOT_KNOWN): string {
  const text = amount === null ? '' : String(amount).trim();
  if (!isAmount(text)) return notKnown;
  return moneyFormat(locale, currency).format(text as Intl.StringNumericLiteral);
}

/** What the account's settings are; AccountFormat (account-format.ts) carries them. */
export interface FormatSettings {
  locale: string;
  currency: string;
  timeZone: string;
  /** What an amount not known says, in the desk's language (useFormatter's); English when not given. */
  amountNotKnown?: string;
}

export interface Formatter extends FormatSettings {
  /** "$141.90" in the account's currency, or in `currency` when a booking names its own; null: "not known". */
  money(amount: Amount | null, currency?: string): string;
  /** "1,234". */
  number(count: number): string;
  /** "1 booking", "3 bookings": `word` is the singular ("booking") or both forms. */
  count(count: number, word: string | Noun): string;
  /** A booking parameter's count with the account's label: "1 Adult", "2 Adults", "1 Child". */
  guests(count: number, label: string): string;
  day(day: Day, style?: DayStyle): string;
  /** "Nov 21 – 23, 2026". */
  dayRange(first: Day, last: Day, style?: DayStyle): string;
  /** 202611 → "November 2026". */
  month(month: number): string;
  /** The service's wall-clock time "13:00" as the locale writes it. */
  clock(hhmm: string): string;
  /** "1:00 – 4:00 p.m." from "13:00" and "16:00". */
  clockRange(from: string, to: string): string;
  /** An instant with its date: "Nov 21, 2026, 2:05 p.m.". */
  dateTime(at: Instant): string;
  /** An instant's time of day. */
  time(at: Instant): string;
  /** The time for today, the date and time for another day. */
  when(at: Instant, nowMs?: number): string;
  /** "5 min ago". */
  age(unixSeconds: number, nowMs?: number): string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** "1,234" in `locale`, for callers that hold a locale rather than a Formatter (a number's own toLocaleString builds a new format each call). */
export function formatNumber(count: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(count);
}

export function formatter({ locale, currency, timeZone, amountNotKnown }: FormatSettings): Formatter {
  const clock = (hhmm: string) => formatClock(hhmm, locale);
  return {
    locale, currency, timeZone,
    money: (amount, own) => formatMoney(amount, own || currency, locale, amountNotKnown),
    number: (count) => formatNumber(count, locale),
    count: (count, word) => `${formatNumber(count, locale)} ${formOf(count, typeof word === 'string' ? noun(word) : word, locale)}`,
    guests: (count, label) => `${formatNumber(count, locale)} ${formOf(count, labelNoun(label, locale), locale)}`,
    day: (day, style) => formatDay(day, locale, style),
    dayRange: (first, last, style) => formatDayRange(first, last, locale, style),
    month: (month) => formatMonth(month, locale),
    clock,
    clockRange: (from, to) => (to && to !== from ? `${clock(from)} – ${clock(to)}` : clock(from)),
    dateTime: (at) => formatInstant(at, locale, timeZone, 'date-time'),
    time: (at) => formatInstant(at, locale, timeZone, 'time'),
    when: (at, nowMs) => formatWhen(at, locale, timeZone, nowMs),
    age: (unixSeconds, nowMs) => age(unixSeconds, nowMs),
  };
}
