// What a day holds, booking by booking: the items, the start time and the guest counts the manifest groups and
// rolls up. The listing (spec 2.7) names none of these exactly, so each booking says where its contents came from.
import { z } from 'zod';
import { answerSourceShape } from './answer-source.js';
import { amountSchema } from './money.js';
import { bookingSummarySchema, stampSchema } from './booking.js';
import { customAnswersSchema } from './booking-form.js';
import { pendingWriteSchema } from './outbox.js';

export const contentsLineSchema = z.object({
  itemId: z.number().int(),
  quantity: z.number().int(),
  /** Count per booking parameter id; null until the booking's full record has been read. */
  counts: z.record(z.string(), z.number().int()).nullable(),
  /** The line's own name, days, times, amount and status (order-line.ts), from the full record; until it is read
   *  (or where the service did not say) null or '', and the booking's own span and time stand for the line. */
  name: z.string().default(''),
  startDay: z.number().int().nullable().default(null),
  endDay: z.number().int().nullable().default(null),
  startTime: z.string().default(''),
  total: amountSchema.nullable().default(null),
  statusId: z.string().nullable().default(null),
  /** The service's line id ("2", "2.1"), and for a package line the main line it was booked with ("2"); null until
   *  the record is read, or where the service did not say. */
  lineId: z.string().nullable().default(null),
  packageOf: z.string().nullable().default(null),
});

/**
 * record: the full record's lines (exact, with counts); listing: the service's item-filtered lists (exact items,
 * no counts); summary: items guessed from the names in the listing's summary; unknown: nothing to go by.
 */
export const contentsSourceSchema = z.enum(['record', 'listing', 'summary', 'unknown']);

export const bookingContentsSchema = z.object({
  booking: bookingSummarySchema,
  /** The wall-clock start ("13:00") of a booking by the hour; "" for a day or a stay. */
  startTime: z.string(),
  endTime: z.string(),
  lines: z.array(contentsLineSchema),
  source: contentsSourceSchema,
  checkedIn: stampSchema.nullable(),
  checkedOut: stampSchema.nullable(),
  noteCount: z.number().int().nonnegative(),
  /** The notes' text, newest last, when the record is held (the printed manifest and its CSV show them). */
  notes: z.array(z.string()).default([]),
  /** Whether check-in and check-out are known: from a record (a stale one still knows them). Until then the desk
   *  flags no no-show, and a stamp pressed is read against the service's record before it is sent. */
  stampsKnown: z.boolean().default(true),
  /** The guest's answers to the account's own form fields, from the record (a stale one too); known, like the
   *  stamps, only once a record is held (stampsKnown). */
  customAnswers: customAnswersSchema.default({}),
  /** Check-ins and check-outs this desk queued that have not reached the service (or were refused). */
  pending: z.array(pendingWriteSchema),
});

export const dayContentsSchema = z.object({
  /** yyyymmdd. */
  day: z.number().int(),
  bookings: z.array(bookingContentsSchema),
  /** asOf: unix seconds up to which the answer is known current; null when it came live just now. */
  ...answerSourceShape,
  /** Bookings of the day whose guest counts are still being read (the desk reads them in the background). */
  countsPending: z.number().int().nonnegative(),
  /** Service requests this answer cost. */
  requests: z.number().int().nonnegative(),
});

export type ContentsLine = z.infer<typeof contentsLineSchema>;
export type ContentsSource = z.infer<typeof contentsSourceSchema>;
export type BookingContents = z.infer<typeof bookingContentsSchema>;
export type DayContents = z.infer<typeof dayContentsSchema>;
