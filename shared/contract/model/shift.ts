// The shift's record as the screens see it: every write this desk made or took over from another desk, by whom and
// when, where it stands; and the handover that ends a shift, with its summary and the note for the next person.
import { z } from 'zod';
import { NOTE_MAX_LENGTH } from '../../domain/notes.js';
import { amountSchema } from './money.js';
import { pendingWriteSchema } from './outbox.js';

import { SHIFT_WRITE_KINDS } from './shift-kinds.js';

export { SHIFT_WRITE_KINDS, type ShiftWriteKind } from './shift-kinds.js';

/**
 * waiting: in this desk's outbox (its undo window, offline, or its turn); sent: the service has it; refused: the
 * service said no and a person decides in the Outbox; undone: taken back in its undo window; discarded: dropped
 * from the Outbox by a person; handed: another desk of the venue sends it; done: a desk's own act (a departure
 * closed) that asks nothing of the service.
 */
export const SHIFT_WRITE_STATES = ['waiting', 'sent', 'refused', 'undone', 'discarded', 'handed', 'done'] as const;
export type ShiftWriteState = (typeof SHIFT_WRITE_STATES)[number];

export const shiftEntrySchema = z.object({
  id: z.string(),
  /** Epoch ms on this desk's clock, when the person pressed (or the desk took the write over). */
  at: z.number(),
  kind: z.enum(SHIFT_WRITE_KINDS),
  /** The booking's code; '' for a departure closed or reopened (its bookings are in `codes`). */
  code: z.string(),
  guestName: z.string(),
  staffId: z.number().int().nullable(),
  staffName: z.string(),
  /** The desk it was made on: this desk's name in the venue, or "This desk" for a desk that never paired. */
  deskName: z.string(),
  /** Made on another desk of the venue and taken over here when that desk fell silent: its desk's name. */
  takenOverFrom: z.string().nullable(),
  /**
   * In English, for the log and the file on disk: "Check in", "Note: Late ferry…", "Closed 13:00 Sunset Cruise". The
   * screens word an entry from its parts below in the desk's language; this only for an entry recorded without them.
   */
  what: z.string(),
  /** Money this write settled (a check-out's settling), as the booking's balance stood when it was pressed. */
  amount: amountSchema.nullable(),
  currency: z.string(),
  /** How the money was taken, where the desk knows: "point of sale" for a settling at check-out. */
  method: z.string().nullable(),
  /** A status change: the status and whether the guest was notified. */
  statusId: z.string().nullable(),
  notify: z.boolean(),
  /** A note's text, as written (absent from entries recorded before desks kept it: `what` says it). */
  body: z.string().optional(),
  /** A bookmark set (true) or removed (false). */
  bookmarked: z.boolean().optional(),
  /** A departure closed or reopened: its label, "13:00 Sunset Cruise" (the service's time and item name). */
  departureLabel: z.string().optional(),
  /** A departure's bookings: closed as no-shows and marked late. */
  noShows: z.array(z.string()),
  late: z.array(z.string()),
  state: z.enum(SHIFT_WRITE_STATES),
});
export type ShiftEntry = z.infer<typeof shiftEntrySchema>;

export const shiftQuerySchema = z.strictObject({
  /** Epoch ms; absent: the ninety days the record keeps. */
  from: z.number().int().nonnegative().optional(),
  to: z.number().int().nonnegative().optional(),
  staffName: z.string().max(200).optional(),
  deskName: z.string().max(200).optional(),
  kinds: z.array(z.enum(SHIFT_WRITE_KINDS)).max(SHIFT_WRITE_KINDS.length).optional(),
  code: z.string().max(64).optional(),
});
export type ShiftQuery = z.infer<typeof shiftQuerySchema>;

/** At most this many entries answer one query, newest first: a screen and a file a person can use. */
export const SHIFT_ENTRIES_SHOWN = 5_000;

/**
 * The record's trouble on this computer, as data the page words: a day's file that would not open (set aside, kept
 * as `keptAs`), or the disk refusing a save (full, not writable, or else: its system code) while the record is kept
 * in memory and saved once the disk takes it.
 */
export const shiftRecordWarningSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('notRead'), day: z.number().int(), keptAs: z.string() }),
  z.object({ kind: z.literal('notSaved'), cause: z.enum(['full', 'notWritable', 'other']), folder: z.string(), code: z.string().nullable() }),
]);
export type ShiftRecordWarning = z.infer<typeof shiftRecordWarningSchema>;

export const shiftRecordSchema = z.object({
  entries: z.array(shiftEntrySchema),
  /** Matching entries beyond SHIFT_ENTRIES_SHOWN, left out (the oldest). */
  more: z.number().int().nonnegative(),
  /** Every staff member and desk named in the record, to filter by. */
  staffNames: z.array(z.string()),
  deskNames: z.array(z.string()),
  /** The record could not be read or written on this computer's disk (full, read-only): kept in memory and said. */
  warning: shiftRecordWarningSchema.nullable(),
});
export type ShiftRecord = z.infer<typeof shiftRecordSchema>;

export const settledSchema = z.object({ method: z.string(), amount: amountSchema, count: z.number().int() });

/** A booking in a summary's list: what a person needs to act on it. */
export const summaryBookingSchema = z.object({
  code: z.string(), guestName: z.string(), what: z.string(), due: amountSchema.nullable(),
});

/** A write still in the outbox, with the parts the page words it from (`description`: its English, for the log). */
export const handoverWriteSchema = pendingWriteSchema.pick({
  kind: true, bookingCode: true, description: true, body: true, bookmarked: true, status: true, staffName: true,
});
export type HandoverWrite = z.infer<typeof handoverWriteSchema>;

/**
 * What the next person should look at, as data the page words: a write the service refused (with the service's
 * reason, in its words), a departure's guests marked late and not in, a departure started and not closed. A handover
 * saved by an older desk holds its question as an English sentence, said as it is.
 */
export const openQuestionSchema = z.union([
  z.string(),
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('refused'), write: handoverWriteSchema, reason: z.string() }),
    z.object({ kind: z.literal('lateNotIn'), departure: z.string(), codes: z.array(z.string()) }),
    z.object({ kind: z.literal('startedOpen'), departure: z.string(), notIn: z.number().int() }),
  ]),
]);
export type OpenQuestion = z.infer<typeof openQuestionSchema>;

export const handoverSummarySchema = z.object({
  /** Epoch ms: the shift began at the last handover on this desk, or at the start of the day. */
  since: z.number(),
  until: z.number(),
  currency: z.string(),
  /** The writes of the shift that reached the service, or wait to, by kind (undone and discarded ones left out). */
  writes: z.record(z.enum(SHIFT_WRITE_KINDS), z.number().int()),
  guestsIn: z.object({ bookings: z.number().int(), guests: z.number().int(), guestsNotKnown: z.number().int() }),
  guestsOut: z.object({ bookings: z.number().int(), guests: z.number().int(), guestsNotKnown: z.number().int() }),
  settled: z.array(settledSchema),
  settledTotal: amountSchema,
  /** Today's bookings with money still due, and their sum; notKnown: bookings whose balance the desk cannot tell. */
  dueToday: z.object({ bookings: z.array(summaryBookingSchema), total: amountSchema, notKnown: z.number().int() }),
  noShows: z.array(summaryBookingSchema),
  /** What the next person should look at: refused writes, guests marked late and not in, departures left open. */
  openQuestions: z.array(openQuestionSchema),
  /** Writes still in this desk's outbox (an English sentence in a handover saved by an older desk). */
  outbox: z.array(z.union([z.string(), handoverWriteSchema])),
});
export type HandoverSummary = z.infer<typeof handoverSummarySchema>;

export const handoverNoteSchema = z.string().trim().max(NOTE_MAX_LENGTH, `A handover note holds at most ${NOTE_MAX_LENGTH} characters.`);

export const handoverSchema = z.object({
  id: z.string(),
  at: z.number(),
  staffName: z.string(),
  deskName: z.string(),
  note: z.string(),
  summary: handoverSummarySchema,
  /** A person at this desk has read it since (the next shift's start shows it until then). */
  read: z.boolean(),
});
export type Handover = z.infer<typeof handoverSchema>;
