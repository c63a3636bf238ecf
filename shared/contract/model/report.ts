// A manager's report over the desk's copy of the account's bookings: what is asked (period, which date counts,
// which statuses are revenue, which categories and items) and every view it answers. Amounts are decimal text
// (shared/domain/money.ts), written with the decimals their bookings' amounts have.
import { z } from 'zod';
import { isValidDay } from '../../domain/dates.js';
import { amountSchema } from './money.js';
import { LIST_LIMIT } from './report-lists.js';

const day = z.number().int().refine(isValidDay, 'a day (yyyymmdd)');
const money = amountSchema;
const count = z.number().int().nonnegative();
/**
 * A row's guests are summed over the bookings whose counts are known (a record read); `guestsNotKnown` says how many
 * of the row's bookings have none, so that no sum of the known ones passes for the whole, and none passes for 0.
 */
const guestCounts = { guests: count, guestsNotKnown: count.default(0) };

export const periodChoiceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.enum(['this', 'last']), unit: z.enum(['week', 'month', 'quarter', 'year']) }),
  z.strictObject({ kind: z.literal('custom'), from: day, to: day })
    .refine((period) => period.from <= period.to, 'The period must end on or after its first day.')
    .refine((period) => period.to - period.from <= 50_000, 'A period covers at most five years.'),
]);

/** Which of a booking's dates places it in a period. */
export const dateBasisSchema = z.enum(['created', 'start', 'end']);

export const reportQuerySchema = z.strictObject({
  period: periodChoiceSchema,
  basis: dateBasisSchema.default('start'),
  /** Status ids counted as revenue. */
  revenueStatuses: z.array(z.string().trim().min(1).max(40)).max(50),
  /** Empty: every category (and every item). */
  categoryIds: z.array(z.number().int().positive()).max(500).default([]),
  itemIds: z.array(z.number().int().positive()).max(2000).default([]),
});

/** What a report's period needs read from the service: exact items (a list per item), and guest counts if asked. */
export const reportLearnSchema = z.strictObject({
  period: periodChoiceSchema,
  basis: dateBasisSchema.default('start'),
  /** Also read the full record of each booking in the period whose guest counts are not held (one request each). */
  counts: z.boolean().default(false),
});

export const reportLearnedSchema = z.object({ requests: count, records: count });

export const reportTotalsSchema = z.object({
  bookings: count, ...guestCounts, revenue: money, paid: money, due: money, average: money, cancellations: count,
});

export const salesBucketSchema = z.object({ start: day, bookings: count, ...guestCounts, revenue: money });

export const breakdownRowSchema = z.object({
  id: z.number().int(), name: z.string(), bookings: count, ...guestCounts, amount: money,
});

export const statusRowSchema = z.object({
  statusId: z.string(), name: z.string(), bookings: count, ...guestCounts, total: money, paid: money, due: money,
  revenue: z.boolean(),
});

export const reportBookingSchema = z.object({
  code: z.string(), guest: z.string(), status: z.string(), startDay: z.number().int().nullable(),
  /** Unix seconds. */
  /** Null while the booking's guests are not known (its record not read): never 0 for unknown. */
  createdAt: z.number().nullable(), guests: count.nullable(),
  /** null: the service's amounts for this booking could not be read. */
  total: money.nullable(), paid: money.nullable(), due: money.nullable(),
});

export const busyRowSchema = z.object({ label: z.string(), bookings: count, ...guestCounts });

export { LIST_LIMIT, LIST_PAGE } from './report-lists.js';

export const reportListSchema = z.enum(['outstanding', 'cancellations', 'noShows']);

/** Rows `from`… of one of a report's lists of bookings, in the list's order. */
export const reportRowsQuerySchema = z.strictObject({
  ...reportQuerySchema.shape,
  list: reportListSchema,
  from: z.number().int().min(0).max(LIST_LIMIT),
  count: z.number().int().min(1).max(LIST_LIMIT),
});

export const reportSchema = z.object({
  period: z.object({ from: day, to: day }),
  previousPeriod: z.object({ from: day, to: day }),
  totals: reportTotalsSchema,
  previousTotals: reportTotalsSchema,
  sales: z.object({
    day: z.array(salesBucketSchema), week: z.array(salesBucketSchema), month: z.array(salesBucketSchema),
  }),
  byCategory: z.array(breakdownRowSchema),
  byItem: z.array(breakdownRowSchema),
  byStatus: z.array(statusRowSchema),
  /** Revenue bookings with money due, oldest first: the first LIST_PAGE (`listed` says how many there are). */
  outstanding: z.array(reportBookingSchema),
  cancellations: z.array(reportBookingSchema),
  /** Past their first day, not cancelled, and never checked in (known only for bookings whose record the desk holds). */
  noShows: z.array(reportBookingSchema),
  /** How many bookings each list holds in all (reports.rows reads the rows after the first, up to LIST_LIMIT). */
  listed: z.object({ outstanding: count, cancellations: count, noShows: count }),
  busiestDays: z.array(busyRowSchema),
  busiestTimes: z.array(busyRowSchema),
  completeness: z.object({
    /** Bookings of the account the desk holds, and how many the account has (null until a sync has told). */
    held: count, accountTotal: count.nullable(),
    /** Of the bookings in the period: how many the desk knows the exact items of, and the guest counts of. */
    inPeriod: count, withItems: count, withContents: count,
    /** Unix seconds of the last sync, null when never synced. */
    syncedAt: z.number().nullable(),
    /** Bookings held whose date for the chosen basis could not be read: no period holds them. */
    undated: count.default(0),
    /** Bookings in the period whose amounts could not be read: counted, but left out of every sum. */
    unknownAmounts: count.default(0),
    /** What the service's counters said the account holds when they disagreed with the records it served. */
    serviceSaid: count.nullable().default(null),
  }),
});

export type PeriodChoiceInput = z.input<typeof periodChoiceSchema>;
export type DateBasis = z.infer<typeof dateBasisSchema>;
export type ReportQuery = z.output<typeof reportQuerySchema>;
export type ReportTotals = z.infer<typeof reportTotalsSchema>;
export type SalesBucket = z.infer<typeof salesBucketSchema>;
export type BreakdownRow = z.infer<typeof breakdownRowSchema>;
export type StatusRow = z.infer<typeof statusRowSchema>;
export type ReportBooking = z.infer<typeof reportBookingSchema>;
export type ReportList = z.infer<typeof reportListSchema>;
export type BusyRow = z.infer<typeof busyRowSchema>;
export type Report = z.infer<typeof reportSchema>;
