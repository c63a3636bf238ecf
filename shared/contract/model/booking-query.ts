// What a list of bookings can be filtered by: every filter of booking/index (spec 4.4), in the domain's words.
import { z } from 'zod';

/** A date bound: a day (yyyymmdd) or "today"; `after` and `before` are inclusive. */
export const dateBoundsSchema = z.object({
  on: z.union([z.number().int(), z.literal('today')]).optional(),
  after: z.union([z.number().int(), z.literal('today')]).optional(),
  before: z.union([z.number().int(), z.literal('today')]).optional(),
});

/** An instant bound in Unix seconds, for created and last-modified times. */
export const instantBoundsSchema = z.object({
  after: z.number().int().nonnegative().optional(),
  before: z.number().int().nonnegative().optional(),
});

/** The orders the bookings list offers; the service cannot sort, so a sorted list is answered from the desk's copy. */
export const BOOKING_SORT_KEYS = ['code', 'status', 'guest', 'email', 'what', 'dates', 'total', 'paid', 'due', 'created'] as const;

export const bookingSortSchema = z.strictObject({ by: z.enum(BOOKING_SORT_KEYS), descending: z.boolean() });

export const bookingQuerySchema = z.object({
  statusId: z.string().max(40).optional(),
  customerId: z.number().int().positive().optional(),
  customerEmail: z.string().max(320).optional(),
  itemId: z.number().int().positive().optional(),
  partnerId: z.number().int().nonnegative().optional(),
  start: dateBoundsSchema.optional(),
  end: dateBoundsSchema.optional(),
  created: instantBoundsSchema.optional(),
  lastModified: instantBoundsSchema.optional(),
  /** Only the acting staff member's bookmarks. */
  bookmarked: z.boolean().optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  /** 1..1000; the service's default page is 100. */
  limit: z.number().int().min(1).max(1000).default(100),
  /** Sorts every matching booking of the working set, not only one page. */
  sort: bookingSortSchema.optional(),
  /** Words every matching booking's code, guest, e-mail or items must hold (the desk's copy answers it). */
  text: z.string().max(200).optional(),
});

export type BookingSort = z.infer<typeof bookingSortSchema>;
export type DateBounds = z.infer<typeof dateBoundsSchema>;
export type BookingQuery = z.input<typeof bookingQuerySchema>;
