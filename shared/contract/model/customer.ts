// Customers (spec 2.6).
import { z } from 'zod';
import { answerSourceShape } from './answer-source.js';

export const customerSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  postalCode: z.string(),
  /** Booking codes of this customer. */
  bookingCodes: z.array(z.string()),
});

export const customerSearchSchema = z
  .object({
    email: z.string().max(320).optional(),
    name: z.string().max(200).optional(),
    phone: z.string().max(60).optional(),
  })
  .refine((q) => Boolean(q.email || q.name || q.phone), 'Give an e-mail address, a name or a phone number.');

/** What a search found; customers the service sent that could not be read are counted in skipped. */
export const customerMatchesSchema = z.object({
  customers: z.array(customerSchema),
  ...answerSourceShape,
});

export type Customer = z.infer<typeof customerSchema>;
export type CustomerMatches = z.infer<typeof customerMatchesSchema>;
export type CustomerSearch = z.infer<typeof customerSearchSchema>;
