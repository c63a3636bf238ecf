// GET booking/{booking_id}/invoice: 2.7 says only "pre-formatted invoice"; the shape is docs/api-assumptions.md's.
import { z } from 'zod';
import { envelopeOf } from './envelope.js';
import { decimalString, wireInt, wireString } from './primitives.js';

export const invoiceSchema = z.looseObject({
  booking_id: wireInt.optional(),
  code: wireString.optional(),
  /** The service's HTML document fragment: sanitise before showing. The invoice is nothing without it. */
  html: wireString,
  total: decimalString.optional(),
  paid_total: decimalString.optional(),
  due_total: decimalString.optional(),
  currency: wireString.optional(),
});

export const invoiceResponseSchema = envelopeOf('invoice', invoiceSchema);

export type WireInvoice = z.output<typeof invoiceSchema>;
export type WireInvoiceResponse = z.output<typeof invoiceResponseSchema>;
