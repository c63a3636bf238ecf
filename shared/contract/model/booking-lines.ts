// What each booking of a list holds, as far as the desk knows it, for files a spreadsheet reads: guest counts
// and per-item amounts (the listing has neither, spec 2.7).
import { z } from 'zod';
import { amountSchema } from './money.js';

export const listedLineSchema = z.object({
  itemId: z.number().int(),
  name: z.string(),
  /** Null when the booking's record is not held: its listing names the item, not how many. */
  quantity: z.number().int().nullable(),
  /** Null when the booking's record (the only source of counts) is not held. */
  guests: z.number().int().nullable(),
  /** Null when the line's own amount is not known. */
  amount: amountSchema.nullable(),
});

export const bookingLinesSchema = z.object({
  code: z.string(),
  guests: z.number().int().nullable(),
  lines: z.array(listedLineSchema),
});

export const bookingLinesQuerySchema = z.strictObject({
  codes: z.array(z.string().trim().min(1).max(64)).max(1000),
});

export type ListedLine = z.infer<typeof listedLineSchema>;
export type BookingLines = z.infer<typeof bookingLinesSchema>;
