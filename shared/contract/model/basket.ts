// The basket: the service's booking session (spec 2.10, 4.5) as the desk shows it. One per staff member per desk.
import { z } from 'zod';
import { amountSchema } from './money.js';

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
  /** What was chosen, e.g. "2 Adults, 1 Children". */
  summary: z.string(),
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
