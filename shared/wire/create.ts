// POST booking/create: 2.7 and 4.4 promise only "the booking id, the customer id and, if applicable, an
// invoice/payment URL", so only the ids are required; the rest is docs/api-assumptions.md's shape.
import { z } from 'zod';
import { envelopeOf } from './envelope.js';
import { decimalString, wireInt, wireString } from './primitives.js';

export const createdBookingSchema = z.looseObject({
  booking_id: wireInt,
  customer_id: wireInt,
  code: wireString.optional(),
  status_id: wireString.optional(),
  total: decimalString.optional(),
  /** Where the customer pays, when the account takes payments. */
  invoice_url: wireString.optional(),
});

export const createBookingResponseSchema = envelopeOf('booking', createdBookingSchema);

export type WireCreatedBooking = z.output<typeof createdBookingSchema>;
export type WireCreateBookingResponse = z.output<typeof createBookingResponseSchema>;
