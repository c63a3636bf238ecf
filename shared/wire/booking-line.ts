// The lines of a full booking record: what was booked, each with its own item, start and end, quantity, counts,
// total, tax and status. Spec 2.7 leaves the full record "not shown"; what decides (docs/api-assumptions.md,
// "Bookings"): Checkfront's docs show a booking's lines as booking.order.items.item[] (ref/webhook/booking.rst,
// examples/response/webhook-booking.json), public clients read a full record's lines as booking.items, and this
// desk's earlier sandbox named them lines. All three are read, into one shape.
import { z } from 'zod';
import { wireMoment, type WireMoment } from './moment.js';
import { decimalString, keyedCollection, phpObject, wireInt, wireString, wireText } from './primitives.js';

const counts = keyedCollection(wireInt);

/** One line as any of the three forms writes it; only its item is required. */
export const wireLineSchema = z.looseObject({
  line_id: wireString.optional(),
  /** The docs' order lines carry their ids as XML attributes: "@attributes": {line_id, item_id}. */
  '@attributes': phpObject({ line_id: wireString.optional(), item_id: wireInt.optional() }).optional(),
  item_id: wireInt.optional(),
  name: wireText.optional(),
  sku: wireString.optional(),
  qty: wireInt.optional(),
  /** Count per booking parameter id (2.4): param as in rated items, params in this desk's earlier sandbox. */
  param: counts.optional(),
  params: counts.optional(),
  total: decimalString.optional(),
  tax_total: decimalString.optional(),
  status: wireString.optional(),
  status_id: wireString.optional(),
  start_date: wireMoment.optional(),
  end_date: wireMoment.optional(),
  /** HH:MM, when a service writes the time apart from the date. */
  start_time: wireString.optional(),
  end_time: wireString.optional(),
  /** The session's form of a line (2.10): date {summary, start_date, end_date} and rate {total, qty}. */
  date: phpObject({
    summary: wireText.optional(), start_date: wireMoment.optional(), end_date: wireMoment.optional(),
  }).optional(),
  date_desc: wireText.optional(),
  rate: phpObject({ total: decimalString.optional(), qty: wireInt.optional() }).optional(),
  /** A package line's main line (the sandbox's; a line id "1.1" says the same). */
  package_of: wireString.optional(),
}).refine((line) => line.item_id !== undefined || line['@attributes']?.item_id !== undefined,
  { message: 'expected the line\'s item', path: ['item_id'] });

type WireLine = z.output<typeof wireLineSchema>;

/** A line as the desk reads it, whichever form it came in. */
export interface WireBookingLine {
  lineId: string | null;
  itemId: number;
  name?: string;
  qty?: number;
  counts: Record<string, number>;
  total?: string;
  tax?: string;
  status?: string;
  start?: WireMoment;
  end?: WireMoment;
  /** HH:MM given apart from the start and end (start_time, end_time). */
  startTime?: string;
  endTime?: string;
  /** The dates as the service words them. */
  dateText?: string;
  packageOf: string | null;
}

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined)) as T;

export function readLine(line: WireLine, key: string | null): WireBookingLine {
  const lineId = line.line_id ?? line['@attributes']?.line_id ?? key;
  return defined({
    lineId: lineId ?? null,
    itemId: (line.item_id ?? line['@attributes']?.item_id)!,
    name: line.name, qty: line.qty ?? line.rate?.qty,
    counts: { ...(line.params ?? {}), ...(line.param ?? {}) },
    total: line.total ?? line.rate?.total, tax: line.tax_total, status: line.status ?? line.status_id,
    start: line.start_date ?? line.date?.start_date, end: line.end_date ?? line.date?.end_date,
    startTime: line.start_time, endTime: line.end_time, dateText: line.date_desc ?? line.date?.summary,
    packageOf: line.package_of ?? (lineId?.includes('.') ? lineId.split('.')[0]! : null),
  });
}

/** "1" < "1.1" < "2" < "10": number-like keys arrive in any order (a JSON object puts integer keys first). */
export function compareLineIds(a: string | null, b: string | null): number {
  const [aMain = 0, aPart = 0] = (a ?? '').split('.').map(Number);
  const [bMain = 0, bPart = 0] = (b ?? '').split('.').map(Number);
  return aMain - bMain || aPart - bPart;
}

/** XML turned into JSON writes one child as an object and several as a list: both are a list here. */
const oneOrMany = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? [value] : value),
    z.array(schema));

/** booking.order (the docs' webhook form): the order's money and items.item[] of lines. */
export const wireOrderSchema = phpObject({
  total: decimalString.optional(),
  tax_total: decimalString.optional(),
  paid_total: decimalString.optional(),
  items: phpObject({ item: oneOrMany(wireLineSchema).optional() }).optional(),
});

/** The record members that may hold lines, in the order they are preferred. */
export const lineMembers = {
  items: keyedCollection(wireLineSchema).optional(),
  lines: z.array(wireLineSchema).optional(),
  order: wireOrderSchema.optional(),
};

type LineMembers = { items?: Record<string, WireLine>; lines?: WireLine[]; order?: z.output<typeof wireOrderSchema> };

/** The record's lines, in line order; [] when it holds none the desk can read. */
export function linesOf(record: LineMembers): WireBookingLine[] {
  // Keys are line ids ("1", "1.1") when items is keyed as the session's lines are; a list read as an object is keyed
  // from "0", and its keys say nothing.
  const keyed = record.items !== undefined && !Object.hasOwn(record.items, '0');
  const read = record.items !== undefined
    ? Object.entries(record.items).map(([key, line]) => readLine(line, keyed && /^\d+(\.\d+)?$/.test(key) ? key : null))
    : (record.lines ?? record.order?.items?.item ?? []).map((line) => readLine(line, null));
  return read.every((line) => line.lineId !== null) ? read.sort((a, b) => compareLineIds(a.lineId, b.lineId)) : read;
}
