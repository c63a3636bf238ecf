// Finding what is free (spec 2.2 rated items, 4.2): a search in the desk's words and the offers it answers.
import { z } from 'zod';
import { isValidDay } from '../../domain/dates.js';
import { amountSchema } from './money.js';

const daySchema = z.number().int().refine(isValidDay, 'a day (yyyymmdd)');
const clockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time such as 09:30');

/**
 * A booking parameter id (2.4): a word the account configured (adults, guests, noofrooms, familyticket2ad), opaque
 * to the desk, never read as a number. Limited to what goes safely into param[<id>].
 */
export const parameterIdSchema = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'a parameter id');

/** What the guest wants, without the period's own check (the replace call reuses it). */
export const rateTermsSchema = z.strictObject({
  startDay: daySchema,
  /** Absent: one day ("date", same-day bookings, 4.2). */
  endDay: daySchema.optional(),
  /** Hourly items (unit H). */
  startTime: clockSchema.optional(),
  endTime: clockSchema.optional(),
  /** Count per booking parameter id, e.g. {adults: 2, children: 1} for two adults and a child. */
  counts: z.record(parameterIdSchema, z.number().int().min(0).max(999)).default({}),
  /** soft rates despite broken date rules, off skips rule checks (7); for staff who must override. */
  rules: z.enum(['checked', 'soft', 'off']).default('checked'),
  discountCode: z.string().trim().max(60).optional(),
});

const periodInOrder = (terms: { startDay: number; endDay?: number | undefined }) =>
  terms.endDay === undefined || terms.endDay >= terms.startDay;
const periodMessage = { message: 'The last day must be on or after the first.', path: ['endDay'] };

export const rateSearchSchema = rateTermsSchema.extend({
  categoryId: z.number().int().positive().optional(),
  /** Name contains. */
  keyword: z.string().trim().max(100).optional(),
  itemIds: z.array(z.number().int().positive()).max(200).optional(),
  /** Only items with at least this many units left. */
  minAvailable: z.number().int().min(1).max(100_000).optional(),
}).refine(periodInOrder, periodMessage);

export const replaceTermsSchema = rateTermsSchema.refine(periodInOrder, periodMessage);

/** A booking parameter of the account with the widest MIN/MAX any item allows. */
export const bookingParameterSchema = z.object({
  id: parameterIdSchema,
  label: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  /** The count a search starts with. */
  initial: z.number().int(),
  /**
   * Hidden to all (hide 1 on every item that takes it): not shown, and sent with its default, which the service
   * enforces (Checkfront's "Hidden to All" visibility).
   */
  hidden: z.boolean().default(false),
  /** Fixed: every item that takes it allows one count only (MIN = MAX), so it is shown and cannot be changed. */
  locked: z.boolean().default(false),
});

export const offerParameterSchema = z.object({
  id: parameterIdSchema,
  label: z.string(),
  count: z.number().int(),
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  /** Price of one unit of this parameter for the whole period, as the service formats it ("$65.00"). */
  unitPrice: z.string().nullable(),
});

/**
 * How long a booking is, in the item's own unit: nights for a stay by the night (Checkfront's "N": arrival to
 * departure), days for one by the day ("D", every day counted); none for one by the hour or the time slot.
 */
export const bookedLengthSchema = z.object({
  count: z.number().int().min(0),
  unit: z.enum(['night', 'day']),
});

/** An event (2.9) that changed this offer's price. */
export const priceEventSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  kind: z.enum(['special', 'seasonal', 'discount', 'other']),
});

export const packageOptionSchema = z.object({
  packageId: z.number().int(),
  itemId: z.number().int().nullable(),
  name: z.string(),
  price: amountSchema.nullable(),
  /** O: the guest may opt out in the basket. */
  optional: z.boolean(),
});

/** A broken rule (min_len, start_days, param_max…), as the service words it. */
export const ruleProblemSchema = z.object({
  rule: z.string(),
  message: z.string(),
  parameterId: parameterIdSchema.nullable(),
});

const offerShape = {
  itemId: z.number().int(),
  name: z.string(),
  categoryName: z.string(),
  /** D by the day, H by the hour. */
  unit: z.string(),
  /** The service's HTML, unsanitised. */
  summaryHtml: z.string(),
  /** bookable: has a SLIP; rule: a rule is broken; unavailable: closed or sold out; group: choose a child. */
  status: z.enum(['bookable', 'rule', 'unavailable', 'group']),
  /** Units left over the period; null for unlimited items. */
  left: z.number().int().nullable(),
  /** Opaque (2.3): handed back to basket.add as it came. */
  slip: z.string().nullable(),
  subTotal: amountSchema.nullable(),
  discount: amountSchema.nullable(),
  total: amountSchema.nullable(),
  /** The period as the service words it, e.g. "Sun 22 Nov 09:00–12:00". */
  period: z.string(),
  /** Nights or days priced; null for an item by the hour. */
  length: bookedLengthSchema.nullable(),
  parameters: z.array(offerParameterSchema),
  events: z.array(priceEventSchema),
  packages: z.array(packageOptionSchema),
  problems: z.array(ruleProblemSchema),
  /** Rules broken but overridden with rules=soft. */
  warnings: z.array(ruleProblemSchema),
};

export const childOfferSchema = z.object(offerShape);

export const rateOfferSchema = z.object({
  ...offerShape,
  /** A grouped parent's items: the SLIP comes from one of these (2.2). */
  children: z.array(childOfferSchema),
});

export const rateResultsSchema = z.object({
  offers: z.array(rateOfferSchema),
  currency: z.string(),
});

export type RateTerms = z.input<typeof rateTermsSchema>;
export type RateSearch = z.input<typeof rateSearchSchema>;
export type BookingParameter = z.infer<typeof bookingParameterSchema>;
export type OfferParameter = z.infer<typeof offerParameterSchema>;
export type BookedLength = z.infer<typeof bookedLengthSchema>;
export type PriceEvent = z.infer<typeof priceEventSchema>;
export type PackageOption = z.infer<typeof packageOptionSchema>;
export type RuleProblem = z.infer<typeof ruleProblemSchema>;
export type ChildOffer = z.infer<typeof childOfferSchema>;
export type RateOffer = z.infer<typeof rateOfferSchema>;
export type RateResults = z.infer<typeof rateResultsSchema>;
