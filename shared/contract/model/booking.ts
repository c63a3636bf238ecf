// Bookings as the screens see them: the domain's words, not the wire's.
import { z } from 'zod';
import { NOTE_FILTER_TEXT_MAX } from '../../domain/note-filter.js';
import { answerSourceShape } from './answer-source.js';
import { customAnswersSchema } from './booking-form.js';
import { amountSchema } from './money.js';
import { orderLineSchema } from './order-line.js';
import { pendingWriteSchema } from './outbox.js';

export const bookingStatusSchema = z.object({ id: z.string(), name: z.string() });

/** Who did something and when (check-in, check-out). */
export const stampSchema = z.object({
  /** ISO 8601 with the account's offset; the day alone ("2026-11-24") when only that is known; '' when not known. */
  at: z.string(),
  staffId: z.number().int().nullable(),
  staffName: z.string(),
  /**
   * The desk of the venue this stamp was pressed on, shown before this desk's copy (or the service) has it: another
   * desk's check-in is on every screen at once, marked as that desk's.
   */
  sharedBy: z.string().optional(),
});

export const bookingSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: bookingStatusSchema,
  /** Unix seconds; null when the service's date could not be read for certain (or was not sent). */
  createdAt: z.number().nullable(),
  /** null: not known (not sent, or written in a form the desk cannot read for certain), never shown as 0. */
  total: amountSchema.nullable(),
  paid: amountSchema.nullable(),
  due: amountSchema.nullable(),
  tax: amountSchema.nullable(),
  customer: z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string() }),
  /** What was booked, e.g. "Harbour View Double, Breakfast Basket". */
  summary: z.string(),
  /** The booked dates as the service words them. */
  dates: z.string(),
  /** yyyymmdd, when the service tells (the sandbox does; the live service's listing may not). */
  startDay: z.number().int().nullable(),
  endDay: z.number().int().nullable(),
  /** Unix seconds of the last change, when known. */
  lastModified: z.number().nullable(),
  /** A check-in or check-out another desk of the venue made today that the listing does not show yet. */
  sharedStamp: stampSchema.extend({ kind: z.enum(['checkIn', 'checkOut']), sharedBy: z.string() }).optional(),
});

export const noteSchema = z.object({
  id: z.number().int(),
  bookingCode: z.string(),
  /** Staff account id; 0 for a note the customer wrote while booking. */
  staffId: z.number().int(),
  /** ISO 8601 with the account's offset; the day alone when only that is known; '' when not known. */
  at: z.string(),
  body: z.string(),
  /** Hidden from the invoice. */
  private: z.boolean(),
  /** The desk of the venue this note was added on, shown before this desk's copy of the booking holds it. */
  sharedBy: z.string().optional(),
  /**
   * Who wrote it, in words, for a note the service does not hold yet (queued on a desk): its staffId may be the
   * desk's signed-in staff member, whose account id the desk does not know, and must not read as 0, the guest.
   */
  staffName: z.string().optional(),
});

/** A note in the notes log, with the guest of its booking as the desk's copy knows them ("" when it does not). */
export const listedNoteSchema = noteSchema.extend({ guestName: z.string() });

/** One stamp as the booking's record has it: who (null when the record names nobody) and when (the account's time). */
const stampSeenSchema = z.object({ by: z.string().nullable(), at: z.string().nullable() });

/** What the person should know about a booking at once. */
export const bookingNoticeSchema = z.discriminatedUnion('id', [
  /** A write of theirs waits out a pause the service asked for, and goes out by itself after it. */
  z.object({ id: z.literal('queuedInPause') }),
  /** A stamp landed twice, moments apart: two desks pressed at the same instant (the API has no conditional check-in). */
  z.object({ id: z.literal('landedTwice'), kind: z.enum(['checkIn', 'checkOut']), code: z.string(), first: stampSeenSchema,
    latest: stampSeenSchema }),
  /**
   * Another desk of the venue pressed the same guest at the same moment, and its press is the one sent: this desk's
   * was withdrawn. `at` is the account's time of day; a desk or person the venue does not name is null.
   */
  z.object({ id: z.literal('withdrawn'), kind: z.enum(['checkIn', 'checkOut']), at: z.string(), deskName: z.string().nullable(),
    staffName: z.string().nullable() }),
]);
export type BookingNotice = z.infer<typeof bookingNoticeSchema>;

export const bookingDetailSchema = bookingSummarySchema.extend({
  currency: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  phone: z.string(),
  /** The order's lines, each with its own item, days, times, counts, money and status (order-line.ts). */
  lines: z.array(orderLineSchema),
  notes: z.array(noteSchema),
  /** The guest's answers to the account's own form fields ("Arrival by"…); a copy from before they were kept has none. */
  customAnswers: customAnswersSchema.default({}),
  checkedIn: stampSchema.nullable(),
  checkedOut: stampSchema.nullable(),
  /**
   * Whether checkedIn and checkedOut are known: false for a booking the desk knows only from a listing (its record
   * never read, the service out of reach), whose "null" means "not known", not "not checked in".
   */
  stampsKnown: z.boolean().default(true),
  bookmarked: z.boolean(),
  invoiceUrl: z.string().nullable(),
  /** Writes queued for this booking that have not landed yet (or were refused), newest last. */
  pending: z.array(pendingWriteSchema),
  /** What the person should know at once, said by the page in the desk's language. */
  notices: z.array(bookingNoticeSchema).optional(),
  /** A copy from the working set when the service could not answer; skipped counts unreadable lines and notes. */
  ...answerSourceShape,
});

export const invoiceSchema = z.object({
  code: z.string(),
  /** The service's HTML, unsanitised: the renderer sanitises it before showing it. */
  html: z.string(),
  total: amountSchema.nullable(),
  paid: amountSchema.nullable(),
  due: amountSchema.nullable(),
  currency: z.string(),
});

export const bookingPageSchema = z.object({
  bookings: z.array(bookingSummarySchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  /** Why pages and total are not the service's own counters (they disagreed with what it listed); null: they hold. */
  countUncertain: z.string().nullable().default(null),
  /** Asked sorted, answered in the service's order: the desk has no copy to sort yet (its first sync is under way). */
  unsorted: z.boolean().default(false),
  ...answerSourceShape,
});

/** A page of the desk's copy of a list (bookings.held); `generation` changes whenever the copy does. */
export const heldPageSchema = bookingPageSchema.extend({ generation: z.number().int().nonnegative() });

/**
 * What changed in a held list since the page's copy of it (bookings.heldChanges): each booking changed since and in
 * the list now, with its place in the list now (put in ascending order of place after taking out every booking
 * named, the page's list is the desk's); the codes of those changed and no longer in it. `whole`: the desk cannot say
 * (another list was read since, the day turned, too much changed): the page reads the list whole again.
 */
export const heldChangesSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('changes'), generation: z.number().int().nonnegative(), total: z.number().int().nonnegative(),
    asOf: z.number().int(), put: z.array(z.object({ at: z.number().int().nonnegative(), booking: bookingSummarySchema })),
    drop: z.array(z.string()),
  }),
  z.object({ kind: z.literal('whole') }),
]);

/** What the Notes screen narrows a period to (shared/domain/note-filter.ts says how a note is matched). */
export const noteFilterSchema = z.object({
  text: z.string().max(NOTE_FILTER_TEXT_MAX),
  authorId: z.number().int().nonnegative().nullable(),
  kind: z.enum(['all', 'written', 'automatic']),
}).strict();

/** booking/notes: the notes of a period, newest first. */
export const notesAnswerSchema = z.object({
  notes: z.array(listedNoteSchema),
  /** The period's notes. */
  total: z.number().int().nonnegative(),
  /** Those of them the filter asked with keeps (all of them without one), of which `notes` are the newest. */
  matching: z.number().int().nonnegative(),
  ...answerSourceShape,
});

export type BookingStatus = z.infer<typeof bookingStatusSchema>;
export type Stamp = z.infer<typeof stampSchema>;
export type BookingSummary = z.infer<typeof bookingSummarySchema>;
export type BookingDetail = z.infer<typeof bookingDetailSchema>;
export type BookingNote = z.infer<typeof noteSchema>;
export type ListedNote = z.infer<typeof listedNoteSchema>;
export type Invoice = z.infer<typeof invoiceSchema>;
export type BookingPage = z.infer<typeof bookingPageSchema>;
export type HeldPage = z.infer<typeof heldPageSchema>;
export type HeldChanges = z.infer<typeof heldChangesSchema>;
export type NotesAnswer = z.infer<typeof notesAnswerSchema>;
