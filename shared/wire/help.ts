// GET help (spec 2.12): the resource names the service offers; resources is an array, not a collection (2.1).
import { z } from 'zod';
import { envelopeOf } from './envelope.js';

export const helpSchema = z.looseObject({
  resources: z.array(z.string()).optional(),
  /** A URL. */
  see: z.string().optional(),
});

export const helpResponseSchema = envelopeOf('help', helpSchema);

export type WireHelp = z.output<typeof helpSchema>;
export type WireHelpResponse = z.output<typeof helpResponseSchema>;
