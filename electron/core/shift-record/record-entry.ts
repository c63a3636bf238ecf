// What the shift's record keeps on disk, day by day: the writes (shiftEntrySchema, with the outbox entry each one
// follows), the manifests printed (what they showed, to tell what changed since), and the handovers. Read back with
// these schemas: the files were sealed by this desk, but a file of an older Frontdesk must not pass for this one.
import { z } from 'zod';
import { handoverSchema, shiftEntrySchema } from '../../../shared/contract/model/shift.js';

export const storedEntrySchema = shiftEntrySchema.extend({
  /** The outbox entry this write follows until the service has it; null for a write that never queued. */
  outboxId: z.string().nullable(),
  /** A departure closed or reopened: which one. */
  departure: z.object({ day: z.number().int(), itemId: z.number().int(), time: z.string(), label: z.string() }).nullable(),
  /** The status a closing changed its no-shows to; null when the account has none. */
  noShowStatus: z.string().nullable(),
});
export type StoredEntry = z.infer<typeof storedEntrySchema>;

/** A booking as a printed manifest showed it: what "changed since you printed" compares against. */
export const printedBookingSchema = z.object({
  code: z.string(),
  guestName: z.string(),
  statusId: z.string(),
  statusName: z.string(),
  /** Guests by the record's counts; null when the record was not read. */
  guests: z.number().int().nullable(),
  due: z.string().nullable(),
  /** The lines as "item@HH:MM×quantity", sorted: a line added, moved or resized changes it. */
  lines: z.string(),
  notes: z.number().int(),
});
export type PrintedBooking = z.infer<typeof printedBookingSchema>;

export const printMarkSchema = z.object({
  day: z.number().int(),
  /** Epoch ms on this desk's clock. */
  at: z.number(),
  /** Epoch ms on the service's clock, when it was known: notes are compared with the service's own times. */
  serviceAt: z.number().nullable(),
  bookings: z.array(printedBookingSchema),
});
export type PrintMark = z.infer<typeof printMarkSchema>;

export const RECORD_FORMAT = 1;

export const dayRecordSchema = z.object({
  format: z.literal(RECORD_FORMAT),
  entries: z.array(storedEntrySchema),
  prints: z.array(printMarkSchema),
  handovers: z.array(handoverSchema),
});
export type DayRecord = z.infer<typeof dayRecordSchema>;

export const emptyDay = (): DayRecord => ({ format: RECORD_FORMAT, entries: [], prints: [], handovers: [] });
