// Booking answers with their dates, amounts and paging written in another form than the standard one: every form
// a live service is documented or recorded to use (Unix seconds as a number or as text, yyyymmdd, ISO 8601,
// MySQL's "YYYY-MM-DD HH:MM:SS" in the account's zone), amounts with thousands separators or a decimal comma, and
// paging counters that do not match the records. The facts stay the same; only how they are written changes, so
// a desk that reads strictly shows exactly what it shows for the standard answer.
import { dayInZone, instantInZone, isValidDay, isoDay, isoInZone, type Day } from '../../../shared/domain/dates.js';

export const DATE_FORMS = ['standard', 'iso', 'unix', 'unix-text', 'yyyymmdd', 'mysql'] as const;
export const AMOUNT_FORMS = ['standard', 'thousands', 'decimal-comma', 'ambiguous'] as const;
export const PAGING_FORMS = ['honest', 'no-pages', 'total-too-large', 'overlapping-pages'] as const;

export interface AnswerForms {
  /** How the date members of booking answers are written. */
  dates: (typeof DATE_FORMS)[number];
  /**
   * How the money members of booking answers are written: "1,536.00", or "1.536,00" and "712,00", or ambiguous:
   * whole amounts grouped by commas without decimals ("1,536": 1536, or 1.536 with a decimal comma?).
   */
  amounts: (typeof AMOUNT_FORMS)[number];
  /**
   * booking/index's counters and pages: no-pages answers pages 0; total-too-large claims twice the records;
   * overlapping-pages starts each page after the first with the last record of the page before (and booking/notes
   * repeats its newest note), so the same ids arrive twice.
   */
  paging: (typeof PAGING_FORMS)[number];
}

export const STANDARD_FORMS: AnswerForms = { dates: 'standard', amounts: 'standard', paging: 'honest' };

/** Members holding an instant (Unix seconds) in the standard answer, and those holding a yyyymmdd day. */
const INSTANT_KEYS = new Set(['created_date', 'last_modified']);
const DAY_KEYS = new Set(['start_date', 'end_date']);
/** ISO 8601 text in the standard answer: a note's date, a check-in's or check-out's. */
const ISO_KEYS = new Set(['date']);
const AMOUNT_KEYS = new Set(['total', 'tax_total', 'paid_total', 'due_total']);

/** Only answers about bookings: items, events and sessions keep their own forms. */
export const isBookingAnswer = (path: string) => /\/api\/3\.0\/booking(\/(?!session|form|create)|$)/.test(path);

/** The instant written in a form; `day` forms keep only the account's calendar day. */
function instantIn(form: AnswerForms['dates'], seconds: number, zone: string): unknown {
  switch (form) {
    case 'iso': return isoInZone(seconds, zone);
    case 'unix': return seconds;
    case 'unix-text': return String(seconds);
    case 'yyyymmdd': return dayInZone(seconds, zone);
    case 'mysql': return isoInZone(seconds, zone).slice(0, 19).replace('T', ' ');
    case 'standard': return seconds;
  }
}

/** A calendar day written in a form; instant forms give the account's midnight of that day. */
function dayIn(form: AnswerForms['dates'], day: Day, zone: string): unknown {
  if (form === 'yyyymmdd' || form === 'standard') return day;
  if (form === 'iso') return isoDay(day);
  return instantIn(form, instantInZone(day, zone), zone);
}

/** 1536.5 → "1,536.50" or "1.536,50"; ambiguous: 1536.00 → "1,536". */
function amountIn(form: AnswerForms['amounts'], text: string): string {
  const match = /^(-?)(\d+)\.(\d+)$/.exec(text);
  if (!match || form === 'standard') return text;
  const [, sign, whole, fraction] = match;
  if (form === 'ambiguous') return /^0+$/.test(fraction!) && whole!.length > 3 ? `${sign}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}` : text;
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, form === 'thousands' ? ',' : '.');
  return `${sign}${grouped}${form === 'thousands' ? '.' : ','}${fraction}`;
}

export function rewriteForms(value: unknown, forms: AnswerForms, zone: string, key = ''): unknown {
  if (Array.isArray(value)) return value.map((element) => rewriteForms(element, forms, zone));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteForms(v, forms, zone, k)]));
  }
  if (forms.dates !== 'standard') {
    if (INSTANT_KEYS.has(key) && typeof value === 'number' && value > 0) return instantIn(forms.dates, value, zone);
    if (DAY_KEYS.has(key) && typeof value === 'number' && value > 0) {
      // A booking's start_date is a day (yyyymmdd); a line's is an instant (local midnight, or its start time).
      return isValidDay(value) ? dayIn(forms.dates, value, zone) : instantIn(forms.dates, value, zone);
    }
    if (ISO_KEYS.has(key) && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
      return instantIn(forms.dates, Math.floor(Date.parse(value) / 1000), zone);
    }
  }
  if (forms.amounts !== 'standard' && AMOUNT_KEYS.has(key) && typeof value === 'string') return amountIn(forms.amounts, value);
  return value;
}

/** The counters and records of one booking/index or booking/notes answer, written as the paging form says. */
export function rewritePaging(body: Record<string, unknown>, forms: AnswerForms): void {
  const request = body.request as Record<string, unknown> | undefined;
  if (Array.isArray(body.notes) && forms.paging === 'overlapping-pages' && body.notes.length > 0) {
    body.notes = [body.notes[0], ...body.notes];
    return;
  }
  if (!request || !('booking/index' in body)) return;
  if (forms.paging === 'no-pages') request.pages = 0;
  if (forms.paging === 'total-too-large') {
    const total = Number(request.total_records ?? 0) * 2;
    request.total_records = total;
    request.pages = Math.max(1, Math.ceil(total / Math.max(1, Number(request.limit ?? 100))));
  }
}

/** For overlapping pages: the first record page `page` starts at (booking-index.ts). */
export function pageStart(forms: AnswerForms, page: number, limit: number): number {
  const start = (page - 1) * limit;
  return forms.paging === 'overlapping-pages' && page > 1 ? start - 1 : start;
}
