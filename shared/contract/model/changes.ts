// What changed: the bookings of a printed day that changed since it was printed, a booking's own timeline, and
// the account's statuses with the one the desk uses for no-shows.
import { z } from 'zod';
import { bookingStatusSchema } from './booking.js';

export const printChangeSchema = z.object({
  code: z.string(),
  guestName: z.string(),
  /** For a person: "new booking", "status Pending → Paid", "4 → 5 guests", "balance $95.55 → paid", "a new note". */
  what: z.array(z.string()),
});

export const printChangesSchema = z.object({
  day: z.number().int(),
  /** Epoch ms of the day's last print on this desk; null when it was never printed here. */
  printedAt: z.number().nullable(),
  changes: z.array(printChangeSchema),
});
export type PrintChanges = z.infer<typeof printChangesSchema>;

/** One thing that happened to a booking, for its timeline. */
export const timelineEventSchema = z.object({
  /** Epoch ms; null when the service did not say when (a note of a record written before times were kept). */
  at: z.number().nullable(),
  /** thisDesk: a write made (or taken over) here; service: a note on the service's record; venue: another desk's stamp. */
  source: z.enum(['thisDesk', 'service', 'venue']),
  who: z.string(),
  where: z.string(),
  what: z.string(),
  /** A write of this desk that is not at the service (yet): waiting, refused, undone. */
  state: z.string().nullable(),
});
export const bookingTimelineSchema = z.object({ code: z.string(), events: z.array(timelineEventSchema) });
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const accountStatusesSchema = z.object({
  /** The statuses the desk knows the account has: the defaults and every one seen on its bookings. */
  statuses: z.array(bookingStatusSchema),
  /** The status a no-show is changed to; null: the account has none (chosen so); absent: not chosen yet. */
  noShow: bookingStatusSchema.nullable().optional(),
});
export type AccountStatuses = z.infer<typeof accountStatusesSchema>;

/** The service's bookings that changed since the desk last asked (the change feed), for the screens to refresh. */
export const changesArrivedSchema = z.object({ codes: z.array(z.string()), at: z.number() });
