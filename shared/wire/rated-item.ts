// An item as GET item answers with dates (spec 2.2, rated): the unrated item plus parameters, packages and rate.
import { z } from 'zod';
import { envelopeOf, envelopeSchema } from './envelope.js';
import { itemSchema, listedAsItems } from './item.js';
import { rateSchema } from './rate.js';
import { decimalString, keyedCollection, phpObject, wireDay, wireInt, wireNumber, wireString, wireText } from './primitives.js';

/** 2.2 package entry; optin O in the sample. */
export const itemPackageSchema = z.looseObject({
  package_id: wireInt,
  optin: wireString.optional(),
  select_package_params: wireInt.optional(),
});

/** 2.2 param entry, keyed by parameter id: "all integers except lbl". */
export const itemParamSchema = phpObject({
  price: wireNumber.optional(),
  lbl: wireText.optional(),
  lock: wireInt.optional(),
  qty: wireInt.optional(),
  hide: wireInt.optional(),
  customer_hide: wireInt.optional(),
  req: wireInt.optional(),
  range: wireInt.optional(),
  def: wireInt.optional(),
  MIN: wireInt.optional(),
  MAX: wireInt.optional(),
});

export const ratedItemSchema = itemSchema.extend({
  /** The rate is what makes an item rated: the rated flag alone cannot tell (see item.ts). */
  rate: rateSchema,
  package: z.array(itemPackageSchema).optional(),
  param: keyedCollection(itemParamSchema).optional(),
  qty: wireInt.optional(),
  days: wireInt.optional(),
  discount: phpObject({ amount: decimalString.optional() }).optional(),
  /** Per parameter id, range label → type letter. */
  gprice: keyedCollection(keyedCollection(wireString)).optional(),
  local_start_date: wireString.optional(),
  local_end_date: wireString.optional(),
});

/** 2.2: the rated response echoes the query. */
export const ratedQuerySchema = phpObject({
  start_date: wireDay.optional(),
  end_date: wireDay.optional(),
  param: keyedCollection(wireInt).optional(),
  local_start_date: wireString.optional(),
  local_end_date: wireString.optional(),
});

/** 2.2: the events that priced this answer, keyed by event id. */
export const ratedEventSummarySchema = phpObject({
  name: wireText.optional(),
  start_date: wireDay.optional(),
  end_date: wireDay.optional(),
});

const ratedAnswerShape = {
  query: ratedQuerySchema.optional(),
  events: keyedCollection(ratedEventSummarySchema).optional(),
};

/** GET item/{item_id} with dates. */
export const ratedItemResponseSchema = envelopeOf('item', ratedItemSchema).extend(ratedAnswerShape);

/** GET item with dates: a list of rated items (see itemListAnswer). */
const ratedCollection = keyedCollection(ratedItemSchema);
export const ratedItemListResponseSchema = listedAsItems(envelopeSchema.extend({
  items: ratedCollection.optional(), item: ratedCollection.optional(), ...ratedAnswerShape,
}));

export type WireItemPackage = z.output<typeof itemPackageSchema>;
export type WireItemParam = z.output<typeof itemParamSchema>;
export type WireRatedItem = z.output<typeof ratedItemSchema>;
export type WireRatedQuery = z.output<typeof ratedQuerySchema>;
export type WireRatedEventSummary = z.output<typeof ratedEventSummarySchema>;
export type WireRatedItemResponse = z.output<typeof ratedItemResponseSchema>;
export type WireRatedItemListResponse = z.output<typeof ratedItemListResponseSchema>;
