// The common envelope of every JSON answer (spec 2.1), and envelopeOf() to add the resource member. Errors are read
// by service-error.ts, whatever member carries them.
import { z } from 'zod';
import { wireInt, wireNumber, wireString, wireText } from './primitives.js';

/** 2.1: "presence varies by endpoint", so every request member is optional (samples lack total_records). */
export const requestInfoSchema = z.looseObject({
  /** OK on success, ERROR on an error; "may be empty on some responses" (2.1). */
  status: wireString.optional(),
  resource: wireString.optional(),
  id: wireString.optional(),
  path: z.array(wireString).optional(),
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
  method: wireString.optional(),
});

export const localeSchema = z.looseObject({
  id: wireString.optional(),
  lang: wireString.optional(),
  currency: wireString.optional(),
});

/**
 * Every envelope member is optional: the desk uses only the paging fields of request and the account's name and
 * locale, and envelope members it does not use must never refuse an answer (a 401 is also answered "before the
 * account is known", docs/api-assumptions.md).
 */
export const envelopeShape = {
  version: wireString.optional(),
  account_id: wireInt.optional(),
  host_id: wireString.optional(),
  name: wireText.optional(),
  locale: localeSchema.optional(),
  request: requestInfoSchema.optional(),
};

export const envelopeSchema = z.looseObject(envelopeShape);

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
