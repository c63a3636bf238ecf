// GET ping (spec 2.12): connection details; its timezone is the account's, in which date strings are read.
import { z } from 'zod';
import { envelopeOf } from './envelope.js';
import { wireInt } from './primitives.js';

export const pongSchema = z.looseObject({
  remote_addr: z.string().optional(),
  /** Unix seconds, the service's clock. */
  time: wireInt.optional(),
  /** An IANA zone such as Canada/Pacific. */
  timezone: z.string().optional(),
  provider: z.string().optional(),
});

export const pingResponseSchema = envelopeOf('pong', pongSchema);

export type WirePong = z.output<typeof pongSchema>;
export type WirePingResponse = z.output<typeof pingResponseSchema>;
