// Tolerant building blocks of the wire schemas, because a live service is PHP: "unknown members pass through, numbers that arrive as
// strings are accepted". The live service is PHP: it sends numbers as strings, strings as numbers, flags as
// 0/1/"1"/"", empty objects as [] and names HTML-escaped. What a primitive still refuses, tolerant-read.ts leaves out.
import { decodeHTMLStrict } from 'entities/decode';
import { z } from 'zod';

const INTEGER_TEXT = /^-?\d+$/;
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** An integer, or its decimal text ("12" → 12). */
export const wireInt = z.union([
  z.int(),
  z.string().regex(INTEGER_TEXT, 'expected an integer').transform(Number).pipe(z.int()),
]);

/** A finite number, or its decimal text ("0.0003" → 0.0003). */
export const wireNumber = z.union([
  z.number(),
  z.string().regex(DECIMAL_TEXT, 'expected a number').transform(Number),
]);

/** 141.9 → "141.90". Amounts in the spec's samples carry two decimals, so a bare number is padded to two. */
function decimalText(amount: number): string {
  const text = String(amount);
  if (!DECIMAL_TEXT.test(text)) return amount.toFixed(2);
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** "1,536.00" (grouped by commas, a decimal point). */
const COMMA_GROUPS = /^-?\d{1,3}(,\d{3})+\.\d+$/;
/** "1.536,00" (grouped by points, a decimal comma). */
const POINT_GROUPS = /^-?\d{1,3}(\.\d{3})+,\d+$/;
/** "1 536,00", "1 536.00" (grouped by spaces, as some locales write), or "1 536". */
const SPACE_GROUPS = /^-?\d{1,3}([ \u00a0\u202f]\d{3})+([.,]\d+)?$/;
/** "712,00", "712,5": a decimal comma; three digits after it would read as thousands too, so they do not count. */
const DECIMAL_COMMA = /^-?\d+,\d{1,2}$/;

/**
 * A money amount the way some accounts' locales write it, as a plain decimal; null when it could be read two ways
 * ("1,536" is 1536 grouped, or 1.536 with a decimal comma) or not at all: an amount the desk cannot read for
 * certain is not known, never 0.
 */
export function plainDecimal(text: string): string | null {
  const amount = text.trim();
  if (DECIMAL_TEXT.test(amount)) return amount;
  if (COMMA_GROUPS.test(amount)) return amount.replaceAll(',', '');
  if (POINT_GROUPS.test(amount)) return amount.replaceAll('.', '').replace(',', '.');
  if (SPACE_GROUPS.test(amount)) return amount.replace(/[ \u00a0\u202f]/g, '').replace(',', '.');
  if (DECIMAL_COMMA.test(amount)) return amount.replace(',', '.');
  return null;
}

/**
 * A money amount as a decimal string ("141.90"), the form the spec uses (2.7, 2.10); a number is converted, and
 * text grouped or with a decimal comma is read when it can be read one way only (plainDecimal). Anything else is
 * refused, so the tolerant reader leaves it out and logs it, and the desk shows the amount as not known.
 */
export const decimalString = z.union([z.string(), z.number()]).transform((amount, context) => {
  const plain = typeof amount === 'number' ? (Number.isFinite(amount) ? decimalText(amount) : null) : plainDecimal(amount);
  if (plain !== null) return plain;
  context.addIssue({ code: 'custom', message: 'expected a decimal amount that reads one way only' });
  return z.NEVER;
});

/**
 * A flag: true/false, or the 0/1 (number or text) that the spec's integer flags use (2.2 unlimited, 2.9 enabled).
 * "" is PHP's false written out as text.
 */
export const wireBool = z.union([
  z.boolean(),
  z.literal([0, 1]).transform((flag) => flag === 1),
  z.enum(['0', '1', 'true', 'false', '']).transform((flag) => flag === '1' || flag === 'true'),
]);

/** A string where the spec says string, though a PHP service may send a number (a phone, a zip, a code). */
export const wireString = z.union([z.string(), z.number().transform(String)]);

/**
 * Text a person reads (a name, a label, a status): a PHP service HTML-escapes it ("O&#039;Brien"), so entities
 * are decoded once here. Only complete entities (with ";"), so that "AT&T" stays as written. Never for HTML
 * members (summaries, invoices, policies): decoding those would turn escaped markup into live markup.
 */
export const wireText = wireString.transform((text) => (text.includes('&') ? decodeHTMLStrict(text) : text));

/** What a record is known by (a booking code, a session id): text that is not empty. */
export const wireKey = wireString.pipe(z.string().trim().min(1, 'expected a non-empty key'));

/** A real calendar day, yyyymmdd (month 1–12, day 1–31), or 0: no day. */
const isDayOrNone = (day: number) => day === 0 || (day >= 10000101 && day % 100 >= 1 && day % 100 <= 31
  && Math.floor(day / 100) % 100 >= 1 && Math.floor(day / 100) % 100 <= 12);

/**
 * A calendar day as a yyyymmdd number; 2.9 sends it as an integer "or string in some samples". 0 is no day (2.9:
 * "0 when no end"), and so is PHP's zero date: readers turn 0 into "none" (see dayOrNone).
 */
export const wireDay = z.union([
  z.int(),
  z
    .string()
    .regex(/^(\d{8}|\d{4}-\d{2}-\d{2}|0)$/, 'expected a yyyymmdd day')
    .transform((day) => Number(day.replaceAll('-', ''))),
]).refine(isDayOrNone, 'expected a yyyymmdd day');

/** A wire day as the desk keeps it: null for 0, the wire's "no day". */
export const dayOrNone = (day: number | undefined): number | null => (day ? day : null);

/** PHP's zero dates, and text that holds no date at all. */
const isDateText = (text: string) => /\d/.test(text) && !/^[0\s:T-]*Z?$/.test(text);

/**
 * 2.7 calls created_date a "timestamp" (Unix seconds in the sample): a number, else the date text as sent.
 * 0, "" and "0000-00-00 00:00:00" are no time at all.
 */
export const wireTimestamp = z.union([
  wireNumber.refine((seconds) => seconds > 0, 'expected a timestamp'),
  z.string().refine(isDateText, 'expected a date'),
]);

/** A member the spec types as "null or value" without saying which value (2.6). */
export const nullOrValue = z.union([z.string(), z.number(), z.boolean()]).nullable().optional();

/** An array that must be empty: PHP's encoding of an empty object, e.g. an unrated item's query (2.2). */
export const emptyArray = z.array(z.unknown()).length(0);

/** PHP encodes an empty associative array as [] and one keyed 0..n-1 as a list; both mean an object here. */
function listAsObject(value: unknown): unknown {
  return Array.isArray(value) ? Object.fromEntries(value.map((entry, index) => [String(index), entry])) : value;
}

/**
 * An object keyed by id (2.1: "Collections are JSON objects keyed by the record id") or by another string
 * (customer code, yyyymmdd, line_id); [] is an empty collection.
 */
export function keyedCollection<T extends z.ZodType>(record: T) {
  return z.preprocess(listAsObject, z.record(z.string(), record));
}

/** An object of optional members that PHP may send as [] when it has none. */
export function phpObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.preprocess((value) => (Array.isArray(value) && value.length === 0 ? {} : value), z.looseObject(shape));
}

/** 2.2: item meta and rules are JSON-encoded strings when unrated and objects when rated; both become objects. */
export function jsonEncoded<T extends z.ZodType>(schema: T) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      const decoded: unknown = JSON.parse(value);
      return Array.isArray(decoded) && decoded.length === 0 ? {} : decoded;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'expected a JSON-encoded object' });
      return z.NEVER;
    }
  }, schema);
}
