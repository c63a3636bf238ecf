// A customer (spec 2.6): GET customer/{customer_id} answers member customer, a search answers member customers.
import { z } from 'zod';
import { envelopeOf } from './envelope.js';
import { keyedCollection, nullOrValue, phpObject, wireInt, wireString, wireText, wireTimestamp } from './primitives.js';

/** 2.6 bookings: keyed by booking code. */
export const customerBookingRefSchema = phpObject({
  /** ISO 8601. */
  created_date: wireString.optional(),
});

export const customerSchema = z.looseObject({
  customer_id: wireInt,
  code: wireString.optional(),
  status_id: wireString.optional(),
  meta_id: nullOrValue,
  last_booking_date: wireTimestamp.nullable().optional(),
  customer_name: wireText.optional(),
  customer_email: wireString.optional(),
  customer_email_optin: nullOrValue,
  customer_region: wireText.optional(),
  customer_city: wireText.optional(),
  customer_address: wireText.optional(),
  /** The live service sends "0" for an unknown country or phone (samples/README.md): keep it, do not trust it. */
  customer_country: wireString.optional(),
  customer_postal_zip: wireString.optional(),
  customer_phone: wireString.optional(),
  customer_crm_id: nullOrValue,
  notes: nullOrValue,
  /** Custom flags (source, diet, diet_allergies…): booleans in the spec's sample, any JSON on a real account. */
  meta: keyedCollection(z.unknown()).optional(),
  referer: nullOrValue,
  bookings: keyedCollection(customerBookingRefSchema).optional(),
  /** Not in 2.6 but sent by the live service's search (samples/README.md), null there. */
  token: wireString.nullable().optional(),
  created_date: wireTimestamp.nullable().optional(),
  updated_date: wireTimestamp.nullable().optional(),
});

export const customerResponseSchema = envelopeOf('customer', customerSchema);

/** A search: keyed by customer_id per 2.1, by customer code on the live service; read the id from each record. */
export const customersResponseSchema = envelopeOf('customers', keyedCollection(customerSchema));

export type WireCustomerBookingRef = z.output<typeof customerBookingRefSchema>;
export type WireCustomer = z.output<typeof customerSchema>;
export type WireCustomerResponse = z.output<typeof customerResponseSchema>;
export type WireCustomersResponse = z.output<typeof customersResponseSchema>;
