// The booking session, a cart of SLIPs (spec 2.10, 4.5): every session call answers member booking.session.
import { z } from 'zod';
import { envelopeOf } from './envelope.js';
import { decimalString, keyedCollection, phpObject, wireInt, wireKey, wireNumber, wireString, wireText, wireTimestamp } from './primitives.js';

export const sessionLineSchema = z.looseObject({
  item_id: wireInt,
  sku: wireString.optional(),
  name: wireText.optional(),
  unit: wireString.optional(),
  rate: phpObject({
    total: decimalString.optional(),
    item_total: decimalString.optional(),
    qty: wireInt.optional(),
    summary: wireText.optional(),
  }).optional(),
  /** 2.10 does not say whether these dates are days or instants, so both are read. */
  date: phpObject({
    summary: wireText.optional(),
    start_date: wireTimestamp.optional(),
    end_date: wireTimestamp.optional(),
  }).optional(),
  /** Opaque (2.3). */
  slip: wireString.optional(),
  /** 1000000000 for unlimited package lines (8). */
  available: wireInt.optional(),
  /** Package lines only: optin O, opt out. */
  optin: wireString.optional(),
  opt: wireString.optional(),
});

export const sessionSchema = z.looseObject({
  /** The session_id every later call and booking/create need (4.5 rule 4). */
  id: wireKey,
  age: wireInt.optional(),
  summary: wireText.optional(),
  /** Unix timestamps. */
  start_date: wireInt.optional(),
  end_date: wireInt.optional(),
  date_desc: wireText.optional(),
  time_desc: wireText.optional(),
  account_id: wireInt.optional(),
  partner_id: wireInt.optional(),
  currency_id: wireString.optional(),
  sub_total: decimalString.optional(),
  tax_total: decimalString.optional(),
  tax_inc_total: decimalString.optional(),
  discount: decimalString.optional(),
  total: decimalString.optional(),
  due: decimalString.optional(),
  paid_total: decimalString.optional(),
  flat_discount: phpObject({ total: wireNumber.optional(), total_pretax: wireNumber.optional() }).optional(),
  /** "null or value" of a shape 2.10 does not show: carried, not read. */
  deposit: z.unknown().optional(),
  tax: z.array(z.unknown()).optional(),
  qty: wireInt.optional(),
  /** Keyed by line_id: "1" for a main item, "1.1" for its package lines. An empty cart may come as []. */
  item: keyedCollection(sessionLineSchema).optional(),
});

export const sessionResponseSchema = envelopeOf('booking', z.looseObject({ session: sessionSchema }));

export type WireSessionLine = z.output<typeof sessionLineSchema>;
export type WireSession = z.output<typeof sessionSchema>;
export type WireSessionResponse = z.output<typeof sessionResponseSchema>;
