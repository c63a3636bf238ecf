// The rate object of a rated item (spec 2.2 "rate object"): availability, the SLIP and the price per day.
import { z } from 'zod';
import { decimalString, keyedCollection, phpObject, wireDay, wireInt, wireNumber, wireString, wireText } from './primitives.js';

/** 2.2 summary.price: formatted prices for display, per parameter id too. */
const ratePriceSummarySchema = phpObject({
  total: wireString.optional(),
  title: wireText.optional(),
  unit: wireString.optional(),
  param: keyedCollection(wireString).optional(),
});

export const rateSummarySchema = phpObject({
  title: wireText.optional(),
  /** HTML from the service: sanitise before showing. */
  details: wireString.optional(),
  price: ratePriceSummarySchema.optional(),
  date: wireString.optional(),
});

/** 2.2 rate.event entries, keyed by parameter id (with a range suffix where a range applies). */
export const rateEventChargeSchema = phpObject({
  amount: wireNumber.optional(),
  type: wireString.optional(),
  days: wireInt.optional(),
  range: wireString.optional(),
});

/** 2.2 stock keys T, B, A, MinA; their meaning is "not shown", so they are only carried. */
const dayStockSchema = phpObject({
  T: wireInt.optional(),
  B: wireInt.optional(),
  A: wireInt.optional(),
  MinA: wireInt.optional(),
});

/** One day of rate.dates, keyed by yyyymmdd. */
export const rateDaySchema = phpObject({
  status: wireString.optional(),
  price: keyedCollection(wireNumber).optional(),
  dow: wireString.optional(),
  stock: dayStockSchema.optional(),
  rates: z.array(z.unknown()).optional(),
  discount: z.array(z.unknown()).optional(),
  sub_total: decimalString.optional(),
});

export const rateSchema = z.looseObject({
  /** AVAILABLE in the sample; RULE when a date rule is broken (docs/api-assumptions.md). */
  status: wireString.optional(),
  /** Units left. */
  available: wireInt.optional(),
  /** Opaque (2.3): carried to booking/session, never parsed. Absent when the item cannot be booked. */
  slip: wireString.optional(),
  summary: rateSummarySchema.optional(),
  sub_total: decimalString.optional(),
  event: z.array(keyedCollection(rateEventChargeSchema)).optional(),
  start_date: wireDay.optional(),
  end_date: wireDay.optional(),
  dates: keyedCollection(rateDaySchema).optional(),
  /** Rule breaches (status RULE) and, with rules=soft, warnings; their entries' shape is ours to read loosely. */
  errors: z.array(z.unknown()).optional(),
  warnings: z.array(z.unknown()).optional(),
});

export type WireRateSummary = z.output<typeof rateSummarySchema>;
export type WireRateEventCharge = z.output<typeof rateEventChargeSchema>;
export type WireRateDay = z.output<typeof rateDaySchema>;
export type WireRate = z.output<typeof rateSchema>;
