// Numbers and dates as the account's locale writes them (Intl, from the envelope's locale).
import { isoDay } from '../../shared/domain/dates.js';

/** "en_CA" (the service's locale id) → "en-CA" (BCP 47, as Intl wants it). */
export function bcp47(localeId: string | undefined): string {
  const tag = (localeId ?? '').replace('_', '-');
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: string | number, currency: string, locale: string): string {
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
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? format.format(value) : String(amount);
}

export function formatDay(day: number, locale: string, style: 'short' | 'long' = 'short'): string {
  const date = new Date(`${isoDay(day)}T12:00:00Z`);
  return new Intl.DateTimeFormat(locale, style === 'short'
    ? { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }
    : { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** An ISO 8601 instant shown in the account's time zone. */
export function formatDateTime(iso: string, locale: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  }
}

export function formatTime(iso: string, locale: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(date);
  } catch {
    return iso;
  }
}

/** "5 min ago", "2 h ago": how old something the desk shows is. */
export function age(unixSeconds: number, nowMs: number = Date.now()): string {
  const minutes = Math.max(0, Math.round((nowMs / 1000 - unixSeconds) / 60));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} h ago` : `${Math.round(hours / 24)} days ago`;
}
