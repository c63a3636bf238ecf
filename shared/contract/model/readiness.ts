// Readiness: the bookings of the days ahead with something to do before the guests arrive, grouped by what, from
// the desk's copy (at once, offline too), saying what the copy could not tell.
import { z } from 'zod';
import { isValidDay } from '../../domain/dates.js';
import { answerSourceShape } from './answer-source.js';
import { amountSchema } from './money.js';

export const READINESS_GROUPS = ['balance', 'answers', 'status', 'stock', 'noShows', 'notes'] as const;
export type ReadinessGroupId = (typeof READINESS_GROUPS)[number];

/** At most two weeks ahead: a board a person reads before the guests come. */
export const READINESS_MAX_DAYS = 14;

export const readinessQuerySchema = z.strictObject({
  from: z.number().int().refine(isValidDay, 'a calendar day, written yyyymmdd'),
  days: z.number().int().min(1).max(READINESS_MAX_DAYS).default(1),
});

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
  /** Why it is in this group, for a person: "$95.55 due", "Phone missing: the guest's form asks for it". */
  reasons: z.array(z.string()),
  /** Writes of this desk still waiting for the booking ("Note", "Status → Paid"). */
  pending: z.array(z.string()),
});
export type ReadinessRow = z.infer<typeof readinessRowSchema>;

export const readinessGroupSchema = z.object({
  id: z.enum(READINESS_GROUPS),
  title: z.string(),
  /** What the group means and where its facts come from, in a sentence. */
  about: z.string(),
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
