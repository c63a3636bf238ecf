// Readiness: the bookings of the days ahead with something to do before the guests arrive, grouped by what, from
// the desk's copy (at once, offline too), saying what the copy could not tell.
import { z } from 'zod';
import { isValidDay } from '../../domain/dates.js';
import { answerSourceShape } from './answer-source.js';
import { amountSchema } from './money.js';
import { pendingWriteSchema } from './outbox.js';

export const READINESS_GROUPS = ['balance', 'answers', 'status', 'stock', 'noShows', 'notes'] as const;
export type ReadinessGroupId = (typeof READINESS_GROUPS)[number];

/** At most two weeks ahead: a board a person reads before the guests come. */
export const READINESS_MAX_DAYS = 14;

export const readinessQuerySchema = z.strictObject({
  from: z.number().int().refine(isValidDay, 'a calendar day, written yyyymmdd'),
  days: z.number().int().min(1).max(READINESS_MAX_DAYS).default(1),
});

/**
 * Why a booking is in a group, as facts for the screen to word in the desk's language: a balance part paid or not
 * paid at all; a required answer missing (the form's label, and whom the form asks it of); a status not confirmed
 * (the account's id and name); an item booked beyond its stock on a day; an earlier no-show; a note added since the
 * last print (by a staff member, or by the guest when `by` is null); a record the desk never read.
 */
export const readinessReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('partPaid') }),
  z.object({ kind: z.literal('nothingPaid') }),
  z.object({ kind: z.literal('answerMissing'), label: z.string(), staff: z.boolean(), guest: z.boolean() }),
  z.object({ kind: z.literal('status'), statusId: z.string(), statusName: z.string() }),
  z.object({ kind: z.literal('overbooked'), itemName: z.string(), day: z.number().int(), booked: z.number().int(), stock: z.number().int() }),
  z.object({ kind: z.literal('noShow'), day: z.number().int(), code: z.string() }),
  z.object({ kind: z.literal('note'), by: z.string().nullable(), excerpt: z.string() }),
  z.object({ kind: z.literal('neverRead') }),
]);
export type ReadinessReason = z.infer<typeof readinessReasonSchema>;

export const readinessRowSchema = z.object({
  code: z.string(),
  guestName: z.string(),
  /** The day the guest is expected (the first of the range the booking starts on). */
  day: z.number().int(),
  /** HH:MM of the first activity that day; '' for a stay or when not known. */
  time: z.string(),
  /** What was booked, as the copy names it. */
  what: z.string(),
  status: z.object({ id: z.string(), name: z.string() }),
  due: amountSchema.nullable(),
  bookmarked: z.boolean(),
  /** Why it is in this group. */
  reasons: z.array(readinessReasonSchema),
  /** Writes of this desk still waiting for the booking (a note, a status change). */
  pending: z.array(pendingWriteSchema),
});
export type ReadinessRow = z.infer<typeof readinessRowSchema>;

export const readinessGroupSchema = z.object({
  id: z.enum(READINESS_GROUPS),
  /**
   * Whether the desk has what the group is judged by: the booking form read (required answers), the account's no-show
   * status chosen (earlier no-shows). The screen says what the group means, or what is missing to judge it.
   */
  judged: z.boolean(),
  rows: z.array(readinessRowSchema),
  /** Bookings the group could not judge (no record read, a balance not known): counted, and named in `unknown`. */
  notKnown: z.number().int().nonnegative(),
});
export type ReadinessGroup = z.infer<typeof readinessGroupSchema>;

export const readinessBoardSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  /** Bookings expected in the range (void and cancelled ones left out). */
  bookings: z.number().int(),
  groups: z.array(readinessGroupSchema),
  /** Bookings whose full record the desk has never read, with what could not be checked for them. */
  unknown: z.array(readinessRowSchema),
  /** Records being read behind the answer (online only); the next answer has them. */
  reading: z.number().int().nonnegative(),
  currency: z.string(),
  ...answerSourceShape,
});
export type ReadinessBoard = z.infer<typeof readinessBoardSchema>;
