// A category of items (spec 2.5) and GET category, whose member is keyed by category_id.
import { z } from 'zod';
import { envelopeOf } from './envelope.js';
import { keyedCollection, wireInt } from './primitives.js';

export const categorySchema = z.looseObject({
  category_id: wireInt,
  name: z.string(),
  description: z.string().optional(),
  /** Display order. */
  pos: wireInt.optional(),
  /** A path; image_url is the full URL (missing in the recorded sample). */
  image: z.string().optional(),
  image_url: z.string().optional(),
  /** Item count. */
  qty: wireInt.optional(),
});

export const categoryResponseSchema = envelopeOf('category', keyedCollection(categorySchema));

export type WireCategory = z.output<typeof categorySchema>;
export type WireCategoryResponse = z.output<typeof categoryResponseSchema>;
