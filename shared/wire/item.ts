// An item as GET item answers without dates (spec 2.2, unrated). The rated additions are in rated-item.ts.
import { z } from 'zod';
import { envelopeOf, envelopeSchema } from './envelope.js';
import {
  emptyArray,
  jsonEncoded,
  keyedCollection,
  phpObject,
  wireBool,
  wireInt,
  wireString,
  wireText,
} from './primitives.js';

/** 2.2 meta: keys seen are display_mode, item_package_rate, delay and (rated only) default_len. */
export const itemMetaSchema = phpObject({
  display_mode: wireString.optional(),
  item_package_rate: wireString.optional(),
  delay: wireInt.optional(),
  default_len: wireInt.optional(),
});

/** Per booking parameter, the count allowed; the sample sends "0" for no limit. */
const paramLimitSchema = phpObject({
  MIN: wireInt.optional(),
  MAX: wireInt.optional(),
});

/** 2.2 rules: param and fixed; date is the rule set of docs/api-assumptions.md ("Items, events and calendar"). */
export const itemRulesSchema = phpObject({
  param: keyedCollection(paramLimitSchema).optional(),
  fixed: phpObject({ start_time: wireString.optional() }).optional(),
  date: phpObject({
    min_len: wireInt.optional(),
    max_len: wireInt.optional(),
    start_days: z.array(wireString).optional(),
  }).optional(),
});

/** 2.2 image entry; the unrated answer also carries url, url_medium and url_small. */
export const itemImageSchema = z.looseObject({
  title: wireText.optional(),
  src: wireString.optional(),
  path: wireString.optional(),
  url: wireString.optional(),
  url_medium: wireString.optional(),
  url_small: wireString.optional(),
});

export const itemVideoSchema = z.looseObject({
  id: wireString.optional(),
  start: wireInt.optional(),
});

/** A grouped parent's child, of which the desk needs only the id (the rest is the child's stored row). */
const groupChildSchema = z.looseObject({ item_id: wireInt });

/** "205,206" (this desk's earlier sandbox; a spec "string") → one record per id, so both forms read the same. */
function childrenAsRecords(value: unknown): unknown {
  if (typeof value === 'number') return [{ item_id: value }];
  if (typeof value === 'string') return value.split(',').map((id) => id.trim()).filter((id) => id !== '').map((id) => ({ item_id: id }));
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : value;
}

/**
 * A grouped parent's children as their ids: the children's item records, as Checkfront documents the member ("the
 * Item object of the items that are children", ref/webhook/item-update.rst, in webhook-item-update.json) and a live
 * answer sends it, or their ids as comma-separated text; "" (a plain item, item.json) is none. One child that
 * cannot be read costs that child (tolerant-read.ts), 0 is PHP's "none".
 */
export const groupChildrenSchema = z.preprocess(childrenAsRecords, z.array(groupChildSchema))
  .transform((children) => children.map((child) => child.item_id).filter((id) => id > 0));

export const itemShape = {
  item_id: wireInt,
  /** Shown as "Item <id>" when missing. */
  name: wireText.optional(),
  sku: wireString.optional(),
  url: wireString.optional(),
  /** Booking unit; D is days. */
  unit: wireString.optional(),
  lock: wireInt.optional(),
  visibility: wireString.optional(),
  pos: wireInt.optional(),
  /** HTML from the service: sanitise before showing. */
  summary: wireString.optional(),
  details: wireString.optional(),
  meta: jsonEncoded(itemMetaSchema).optional(),
  stock: wireInt.optional(),
  unlimited: wireBool.optional(),
  /** An item without a video may send null rather than leave the member out. */
  video: itemVideoSchema.nullable().optional(),
  /** Keyed by position. */
  image: keyedCollection(itemImageSchema).optional(),
  category_id: wireInt.optional(),
  /** The category's name. */
  category: wireText.optional(),
  /** 1 when rated, though the recorded unrated sample sends 1 too: do not tell rated items by it. */
  rated: wireBool.optional(),
  product_group_type: wireString.optional(),
  product_group_children: groupChildrenSchema.optional(),
  type: wireString.optional(),
  status: wireString.optional(),
  alias_id: wireInt.optional(),
  len: wireInt.optional(),
  rules: jsonEncoded(itemRulesSchema).optional(),
};

export const itemSchema = z.looseObject(itemShape);

/** 2.2: "The unrated response has query as an empty array"; an object is tolerated too. */
const unratedQuerySchema = z.union([emptyArray, z.looseObject({})]).optional();

/** GET item/{item_id} without dates. */
export const itemResponseSchema = envelopeOf('item', itemSchema).extend({ query: unratedQuerySchema });

/**
 * A list of items keyed by item_id, as `items`: the live service answers a list there (Checkfront's PHP SDK reads
 * $response['items'], examples/cart/Cart.php), while one item answers under `item`; a list under `item` (this
 * desk's earlier reading of spec 2.2) is read too. Either way the desk reads `items`.
 */
export function listedAsItems<S extends z.ZodType<{ items?: object; item?: object }>>(answer: S) {
  return answer
    .refine((read) => read.items !== undefined || read.item !== undefined,
      { message: 'expected a list of items (items or item)', path: ['items'] })
    .transform((read) => {
      const answer = read as z.output<S>;
      return { ...answer, items: (answer.items ?? answer.item) as NonNullable<z.output<S>['items']> };
    });
}

const itemCollection = keyedCollection(itemSchema);

/** GET item without dates. */
export const itemListResponseSchema = listedAsItems(envelopeSchema.extend({
  items: itemCollection.optional(), item: itemCollection.optional(), query: unratedQuerySchema,
}));

export type WireItemMeta = z.output<typeof itemMetaSchema>;
export type WireItemRules = z.output<typeof itemRulesSchema>;
export type WireItemImage = z.output<typeof itemImageSchema>;
export type WireItem = z.output<typeof itemSchema>;
export type WireItemResponse = z.output<typeof itemResponseSchema>;
export type WireItemListResponse = z.output<typeof itemListResponseSchema>;
