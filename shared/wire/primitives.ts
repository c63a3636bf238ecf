// Tolerant building blocks of the wire schemas. DESIGN.md 5: "unknown members pass through, numbers that arrive as
// strings are accepted". The live service is PHP: it sends numbers as strings, flags as 0/1 and empty objects as [].
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

/** A money amount as a decimal string ("141.90"), the form the spec uses (2.7, 2.10); a number is converted. */
export const decimalString = z.union([
  z.string().regex(DECIMAL_TEXT, 'expected a decimal amount'),
  z.number().transform(decimalText),
]);

/** A flag: true/false, or the 0/1 (number or text) that the spec's integer flags use (2.2 unlimited, 2.9 enabled). */
export const wireBool = z.union([
  z.boolean(),
  z.literal([0, 1]).transform((flag) => flag === 1),
  z.enum(['0', '1', 'true', 'false']).transform((flag) => flag === '1' || flag === 'true'),
]);

/** A string where the spec says string, though a PHP service may send a number (a phone, a zip, a code). */
export const wireString = z.union([z.string(), z.number().transform(String)]);

/** A calendar day as a yyyymmdd number; 2.9 sends it as an integer "or string in some samples", 0 = no end. */
export const wireDay = z.union([
  z.int().nonnegative(),
  z
    .string()
    .regex(/^(\d{8}|\d{4}-\d{2}-\d{2}|0)$/, 'expected a yyyymmdd day')
    .transform((day) => Number(day.replaceAll('-', ''))),
]);

/** 2.7 calls created_date a "timestamp" (Unix seconds in the sample): a number, else the date text as sent. */
export const wireTimestamp = z.union([wireNumber, z.string()]);

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
