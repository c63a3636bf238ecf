// GET ping (spec 2.12): connection details; its timezone is the account's, in which date strings are read.
import { z } from 'zod';
import { envelopeOf } from './envelope.js';
import { wireInt, wireString } from './primitives.js';

export const pongSchema = z.looseObject({
  remote_addr: wireString.optional(),
  /** Unix seconds, the service's clock. */
  time: wireInt.optional(),
  /** An IANA zone such as Canada/Pacific. */
  timezone: wireString.optional(),
  provider: wireString.optional(),
});

export const pingResponseSchema = envelopeOf('pong', pongSchema);

export type WirePong = z.output<typeof pongSchema>;
export type WirePingResponse = z.output<typeof pingResponseSchema>;
