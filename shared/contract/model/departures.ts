// Closing a departure: after its start time, the guests who never checked in are marked no-show or late, in one
// step for the group; a closed departure shows closed on every desk of the venue, and may be reopened.
import { z } from 'zod';
import { isValidDay } from '../../domain/dates.js';

/** A departure is a manifest group: an item at its start time on a day. */
export const departureRefSchema = z.strictObject({
  day: z.number().int().refine(isValidDay, 'a calendar day, written yyyymmdd'),
  itemId: z.number().int().nonnegative(),
  time: z.string().regex(/^\d{2}:\d{2}$/, 'a time as HH:MM'),
});
export type DepartureRef = z.infer<typeof departureRefSchema>;

/** The most bookings one departure closes at once: a full boat, with room. */
export const DEPARTURE_MAX_BOOKINGS = 200;

const code = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9-]+$/, 'a booking code');

export const closeDepartureSchema = departureRefSchema.extend({
  /** Each guest who never checked in: a no-show, or late (still expected). */
  marks: z.array(z.strictObject({ code, mark: z.enum(['noShow', 'late']) })).min(1).max(DEPARTURE_MAX_BOOKINGS),
  /** Only when the person asks: the account's own notification of the no-show status goes to each guest. */
  notify: z.boolean().default(false),
  /** The departure's name for its notes and the record ("13:00 Sunset Cruise"). */
  label: z.string().trim().min(1).max(200),
});

export const closingSchema = z.object({
  day: z.number().int(),
  itemId: z.number().int(),
  time: z.string(),
  label: z.string(),
  /** Epoch ms; who closed it, on which desk. */
  closedAt: z.number(),
  closedBy: z.string(),
  deskName: z.string(),
  noShows: z.array(z.string()),
  late: z.array(z.string()),
  /** Reopened since (then it is open again): when and by whom. */
  reopenedAt: z.number().nullable(),
  reopenedBy: z.string().nullable(),
  /** The status each no-show was changed to; null: the account has none, so they are kept as notes and marks here. */
  noShowStatus: z.string().nullable(),
});
export type Closing = z.infer<typeof closingSchema>;

/**
 * What closing did, for the person who pressed, as data the page words: the no-shows set to the account's status
 * (as the account names it), the stock not released (the account has no no-show status), a write the service refused
 * (with its reason in the service's words; null: it gave none).
 */
export const closingSaidSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('noShowsSet'), count: z.number().int().positive(), status: z.string(), notify: z.boolean() }),
  z.object({ kind: z.literal('stockNotReleased') }),
  z.object({ kind: z.literal('refused'), code: z.string(), reason: z.string().nullable() }),
]);
export type ClosingSaid = z.infer<typeof closingSaidSchema>;

/** What closing did, for the person who pressed. */
export const closedDepartureSchema = z.object({
  closing: closingSchema,
  said: z.array(closingSaidSchema),
});
