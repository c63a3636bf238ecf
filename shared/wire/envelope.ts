// The common envelope of every JSON answer (spec 2.1), the error body we chose where 7 says "not shown"
// (docs/api-assumptions.md, "Envelope and errors"), and envelopeOf() to add the resource member.
import { z } from 'zod';
import { wireInt, wireNumber, wireString } from './primitives.js';

/** 2.1: "presence varies by endpoint", so every request member is optional (samples lack total_records). */
export const requestInfoSchema = z.looseObject({
  /** OK on success, ERROR on an error; "may be empty on some responses" (2.1). */
  status: z.string().optional(),
  resource: z.string().optional(),
  id: wireString.optional(),
  path: z.array(z.string()).optional(),
  records: wireInt.optional(),
  total_records: wireInt.optional(),
  /** 0 when not paged. */
  limit: wireInt.optional(),
  page: wireInt.optional(),
  pages: wireInt.optional(),
  /** Seconds spent by the service. */
  time: wireNumber.optional(),
  /** Sent by booking/notes only. */
  timestamp: wireNumber.optional(),
  method: z.string().optional(),
});

export const localeSchema = z.looseObject({
  id: z.string().optional(),
  lang: z.string().optional(),
  currency: z.string().optional(),
});

/**
 * Only version and request are required: a 401 is answered "before the account is known" (assumptions), so the
 * account members may be missing there.
 */
export const envelopeShape = {
  version: z.string(),
  account_id: wireInt.optional(),
  host_id: z.string().optional(),
  name: z.string().optional(),
  locale: localeSchema.optional(),
  request: requestInfoSchema,
};

export const envelopeSchema = z.looseObject(envelopeShape);

/** The error member: code for programs, message for people, fields when parameters are at fault. */
export const apiErrorSchema = z.looseObject({
  code: z.string(),
  message: z.string(),
  fields: z.array(z.string()).optional(),
});

export const errorEnvelopeSchema = envelopeSchema.extend({ error: apiErrorSchema });

/**
 * The envelope plus the resource member named after the resource (2.1: "item", "booking/index", "notes"…).
 * The cast only gives the computed key its literal name; the runtime object is exactly that one member.
 */
export function envelopeOf<Member extends string, T extends z.ZodType>(member: Member, schema: T) {
  const resource = { [member]: schema } as { [Key in Member]: T };
  return envelopeSchema.extend(resource);
}

export type WireRequestInfo = z.output<typeof requestInfoSchema>;
export type WireLocale = z.output<typeof localeSchema>;
export type WireEnvelope = z.output<typeof envelopeSchema>;
export type WireApiError = z.output<typeof apiErrorSchema>;
export type WireErrorEnvelope = z.output<typeof errorEnvelopeSchema>;
