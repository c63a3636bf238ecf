// A price/availability modifier (spec 2.9), not a notification (6). GET event answers member events keyed by
// rate_id; GET event/{id} answers member event.
import { z } from 'zod';
import { envelopeOf } from './envelope.js';
import { keyedCollection, phpObject, wireBool, wireDay, wireInt, wireNumber, wireString, wireText } from './primitives.js';

/** A Yield level: at or below this inventory, multiply by rate percent. */
export const yieldLevelSchema = z.looseObject({
  level: wireInt,
  rate: wireNumber,
});

/** 2.9 apply_to: item_id "may hold the word all". */
export const eventScopeSchema = phpObject({
  item_id: z.array(z.union([z.literal('all'), wireInt])).optional(),
  category_id: z.array(wireInt).optional(),
});

export const eventSchema = z.looseObject({
  rate_id: wireInt,
  name: wireText.optional(),
  /** SP special, SE seasonal, DC discount. */
  type: wireString.optional(),
  /** yyyymmdd, "string in some samples" (2.9). */
  start_date: wireDay.optional(),
  /** 0 when the event has no end. */
  end_date: wireDay.optional(),
  /** Item length forced to the event dates. */
  span: wireBool.optional(),
  /** B, N, D, Yield, or empty. */
  price_src: wireString.optional(),
  dynamic_rate: wireNumber.optional(),
  /** P percent, F fixed amount. */
  dynamic_type: wireString.optional(),
  /** A available, U unavailable. */
  status: wireString.optional(),
  /** Blank, W weekly, * always. */
  repeat_id: wireString.optional(),
  enabled: wireBool.optional(),
  rule_set_id: wireInt.optional(),
  vouchers: wireInt.optional(),
  details: z.array(yieldLevelSchema).optional(),
  /** Weekday abbreviations: mon, tue… */
  repeat: z.array(wireString).optional(),
  apply_to: eventScopeSchema.optional(),
});

export const eventsResponseSchema = envelopeOf('events', keyedCollection(eventSchema));

export const eventResponseSchema = envelopeOf('event', eventSchema);

export type WireYieldLevel = z.output<typeof yieldLevelSchema>;
export type WireEventScope = z.output<typeof eventScopeSchema>;
export type WireEvent = z.output<typeof eventSchema>;
export type WireEventsResponse = z.output<typeof eventsResponseSchema>;
export type WireEventResponse = z.output<typeof eventResponseSchema>;
