// A category of items (spec 2.5) and GET category, whose member is keyed by category_id.
import { z } from 'zod';
import { envelopeOf } from './envelope.js';
import { keyedCollection, wireInt, wireString, wireText } from './primitives.js';

export const categorySchema = z.looseObject({
  category_id: wireInt,
  /** Shown as "Category <id>" when missing. */
  name: wireText.optional(),
  description: wireText.optional(),
  /** Display order. */
  pos: wireInt.optional(),
  /** A path; image_url is the full URL (missing in the recorded sample). */
  image: wireString.optional(),
  image_url: wireString.optional(),
  /** Item count. */
  qty: wireInt.optional(),
});

export const categoryResponseSchema = envelopeOf('category', keyedCollection(categorySchema));

export type WireCategory = z.output<typeof categorySchema>;
export type WireCategoryResponse = z.output<typeof categoryResponseSchema>;
