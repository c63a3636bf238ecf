// POST booking/create: 2.7 and 4.4 promise only "the booking id, the customer id and, if applicable, an
// invoice/payment URL", in members they do not name. Checkfront's own cart reads success from request.status and
// sends the person on to request.data.url, the invoice or payment page (PHP-SDK examples/cart/create.php); the ids
// are read from the booking member where it has them. Nothing here is required: a create that says OK made a
// booking, whatever else it leaves out (docs/api-assumptions.md, "Booking session and create").
import { z } from 'zod';
import { envelopeSchema, requestInfoSchema } from './envelope.js';
import { decimalString, phpObject, wireInt, wireString } from './primitives.js';

export const createdBookingSchema = z.looseObject({
  /** The booking's number, or (some clients read it so) its code: which one is told by its form. */
  booking_id: wireString.optional(),
  customer_id: wireInt.optional(),
  code: wireString.optional(),
  status_id: wireString.optional(),
  total: decimalString.optional(),
  /** Where the customer sees the invoice and pays, when the account takes payments. */
  invoice_url: wireString.optional(),
});

export const createBookingResponseSchema = envelopeSchema.extend({
  request: requestInfoSchema.extend({
    data: phpObject({ url: wireString.optional() }).optional(),
  }).optional(),
  booking: createdBookingSchema.optional(),
});

export type WireCreatedBooking = z.output<typeof createdBookingSchema>;
export type WireCreateBookingResponse = z.output<typeof createBookingResponseSchema>;
