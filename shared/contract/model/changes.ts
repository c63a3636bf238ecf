// What changed: the bookings of a printed day that changed since it was printed, a booking's own timeline, and
// the account's statuses with the one the desk uses for no-shows.
import { z } from 'zod';
import { bookingStatusSchema } from './booking.js';
import { amountSchema } from './money.js';
import { SHIFT_WRITE_KINDS } from './shift-kinds.js';

/**
 * One thing that changed on a printed booking, as data the page words: new on the day, no longer on it, its status
 * (as the account names it), its guests, its balance (null: not known), its items or times, its new notes.
 */
export const printChangeWhatSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('new') }),
  z.object({ kind: z.literal('gone') }),
  z.object({ kind: z.literal('status'), from: z.string(), to: z.string() }),
  z.object({ kind: z.literal('guests'), from: z.number().int(), to: z.number().int() }),
  z.object({ kind: z.literal('balance'), from: amountSchema.nullable(), to: amountSchema.nullable() }),
  z.object({ kind: z.literal('items') }),
  z.object({ kind: z.literal('notes'), count: z.number().int().positive() }),
]);
export type PrintChangeWhat = z.infer<typeof printChangeWhatSchema>;

export const printChangeSchema = z.object({
  code: z.string(),
  guestName: z.string(),
  what: z.array(printChangeWhatSchema),
});

export const printChangesSchema = z.object({
  day: z.number().int(),
  /** The account's currency, that the balances are in. */
  currency: z.string(),
  /** Epoch ms of the day's last print on this desk; null when it was never printed here. */
  printedAt: z.number().nullable(),
  changes: z.array(printChangeSchema),
});
export type PrintChanges = z.infer<typeof printChangesSchema>;

/**
 * What happened, as data the page words in the desk's language (the main process sends no sentence): a stamp the
 * service or another desk recorded, a note on the service's record (its text is the service's), or a write of this
 * desk with the parts it is said from.
 */
export const timelineWhatSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('stamped'), stamp: z.enum(['checkIn', 'checkOut']) }),
  z.object({ kind: z.literal('note'), body: z.string() }),
  z.object({
    kind: z.literal('write'),
    write: z.enum(SHIFT_WRITE_KINDS),
    /** A status change's status, as the service names it. */
    statusId: z.string().nullable(),
    notify: z.boolean(),
    /** A settling's amount, in `currency`; null when the desk did not know the balance. */
    amount: amountSchema.nullable(),
    currency: z.string(),
    /** A note's text; a bookmark set or removed; a booking created's code; a departure closed or reopened. */
    body: z.string().optional(),
    bookmarked: z.boolean().optional(),
    code: z.string(),
    departure: z.string().optional(),
    /** A departure closed: how many of its bookings it marked no-shows and late. */
    noShows: z.number().int().nonnegative().optional(),
    late: z.number().int().nonnegative().optional(),
    /** A departure's closing marked this booking a no-show or late. */
    mark: z.enum(['noShow', 'late']).nullable(),
    /** The English the write was recorded with: said as it is when an older record lacks the parts above. */
    recorded: z.string(),
  }),
]);
export type TimelineWhat = z.infer<typeof timelineWhatSchema>;

/** One thing that happened to a booking, for its timeline. */
export const timelineEventSchema = z.object({
  /** Epoch ms; null when the service did not say when (a note of a record written before times were kept). */
  at: z.number().nullable(),
  /** thisDesk: a write made (or taken over) here; service: a note on the service's record; venue: another desk's stamp. */
  source: z.enum(['thisDesk', 'service', 'venue']),
  /** A staff member by name (or number), the guest (a note the guest wrote), or nobody the desk can name. */
  who: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('staff'), name: z.string().min(1) }),
    z.object({ kind: z.literal('guest') }),
    /** A staff member of the account this desk has no name for. */
    z.object({ kind: z.literal('staffNumber'), id: z.number().int() }),
    z.object({ kind: z.literal('unknown') }),
  ]),
  /** The desk it was done at, by its name in the venue (null: this desk never paired, or the service's record). */
  desk: z.string().nullable(),
  /** A write this desk took over from a desk of the venue that fell silent: that desk's name. */
  takenOverFrom: z.string().nullable(),
  what: timelineWhatSchema,
  /** A write of this desk that is not at the service (yet): waiting, refused, undone, discarded, handed. */
  state: z.enum(['waiting', 'refused', 'undone', 'discarded', 'handed']).nullable(),
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
