// The basket: the service's booking session (spec 2.10, 4.5) as the desk shows it. One per staff member per desk.
import { z } from 'zod';
import { amountSchema } from './money.js';
import { bookedLengthSchema } from './rates.js';

/** "1" for a main line, "1.1" for its package lines. */
export const lineIdSchema = z.string().regex(/^\d{1,4}(\.\d{1,4})?$/, 'a basket line');

export const basketLineSchema = z.object({
  lineId: lineIdSchema,
  /** Package lines name their main line. */
  mainLineId: lineIdSchema.nullable(),
  itemId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: amountSchema.nullable(),
  /** What the line adds: 0.00 for an opted-out package. */
  total: amountSchema.nullable(),
  /** The dates as the service words them. */
  dates: z.string(),
  /** The first day (yyyymmdd) in the account's zone; null when the service's date cannot be read for certain. */
  firstDay: z.number().int().nullable(),
  /**
   * Who is coming, per parameter as the account labels it ({label: "Children", count: 1}), parameters hidden to all
   * left out; null where not known: the session does not say (spec 2.10), so only lines this desk rated since it
   * started are known.
   */
  counts: z.array(z.object({ label: z.string(), count: z.number().int().min(0) })).max(50).nullable(),
  /** Nights or days booked, from the line's unit and dates; null for a line by the hour and for packages. */
  length: bookedLengthSchema.nullable(),
  /** Units left for the line's dates; null for unlimited items. */
  left: z.number().int().nullable(),
  /** Package lines only. */
  package: z.object({ optional: z.boolean(), optedIn: z.boolean() }).nullable(),
});

export const basketSchema = z.object({
  lines: z.array(basketLineSchema),
  /** Every amount comes from the service (2.10), never added up here. */
  subTotal: amountSchema,
  tax: amountSchema,
  discount: amountSchema,
  total: amountSchema,
  due: amountSchema,
  currency: z.string(),
  /** The staff member whose basket this is; null: the signed-in staff member. */
  staffId: z.number().int().nullable(),
});

export type BasketLine = z.infer<typeof basketLineSchema>;
export type Basket = z.infer<typeof basketSchema>;
