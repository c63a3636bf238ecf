// GET help (spec 2.12): the resource names the service offers; resources is an array, not a collection (2.1).
import { z } from 'zod';
import { envelopeOf } from './envelope.js';
import { wireString } from './primitives.js';

export const helpSchema = z.looseObject({
  resources: z.array(wireString).optional(),
  /** A URL. */
  see: wireString.optional(),
});

export const helpResponseSchema = envelopeOf('help', helpSchema);

export type WireHelp = z.output<typeof helpSchema>;
export type WireHelpResponse = z.output<typeof helpResponseSchema>;
