// A booking is an order of lines (Checkfront's booking.order.items): each line its own item, on its own days and
// times, with its own counts, money and status. A stay and the next morning's tour in one booking are two lines on
// two days. Screens that work by line (the manifest, reports, printouts) build on this shape.
import { z } from 'zod';
import { amountSchema } from './money.js';

const daySchema = z.number().int();

export const orderLineSchema = z.object({
  /** The service's line id: "1", or "1.1" for a package that came with line 1; null when it sent none. */
  lineId: z.string().nullable().default(null),
  itemId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  /** Count per booking parameter id. Ids are the account's words (adults, guests, noofrooms): opaque text. */
  counts: z.record(z.string(), z.number().int()),
  /** First and last day of the line (yyyymmdd, the account's zone); null when the service did not say. */
  startDay: daySchema.nullable().default(null),
  endDay: daySchema.nullable().default(null),
  /** HH:MM for a line booked by the hour; '' for a day or a stay. */
  startTime: z.string().default(''),
  endTime: z.string().default(''),
  /** The line's days and times as the service words them; '' when it did not. */
  dates: z.string().default(''),
  /** What the line costs, tax included. */
  total: amountSchema.nullable(),
  /** The tax inside total, when the service says. */
  tax: amountSchema.nullable().default(null),
  /** The line's own status (HOLD, PAID, VOID…); null when the service did not say, and the booking's holds. */
  statusId: z.string().nullable().default(null),
  /** The main line a package line came with. */
  packageOf: z.string().nullable().default(null),
});

export type OrderLine = z.infer<typeof orderLineSchema>;
