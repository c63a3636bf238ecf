// Items, categories and the availability calendar (spec 2.2, 2.5, 4.2).
import { z } from 'zod';
import { answerSourceShape } from './answer-source.js';

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  position: z.number(),
  itemCount: z.number().int(),
});

export const itemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string(),
  /** D by the day, H by the hour. */
  unit: z.string(),
  stock: z.number().int(),
  unlimited: z.boolean(),
  /** The service's HTML, unsanitised. */
  summaryHtml: z.string(),
  position: z.number(),
});

export const calendarQuerySchema = z.object({
  itemIds: z.array(z.number().int().positive()).max(500).optional(),
  categoryId: z.number().int().positive().optional(),
  from: z.number().int(),
  to: z.number().int(),
});

/** Units left per item per day (yyyymmdd); 0 is sold out or closed. */
export const calendarSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  items: z.array(z.object({ itemId: z.number().int(), days: z.record(z.string(), z.number()) })),
});

/** The calendar as a screen gets it: live, or the desk's copy of the range. */
export const calendarAnswerSchema = calendarSchema.extend(answerSourceShape);

export type Category = z.infer<typeof categorySchema>;
export type Item = z.infer<typeof itemSchema>;
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;
export type Calendar = z.infer<typeof calendarSchema>;
export type CalendarAnswer = z.infer<typeof calendarAnswerSchema>;
