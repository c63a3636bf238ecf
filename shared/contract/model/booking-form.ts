// The booking form (spec 2.11) as the desk renders it, and what booking/create answers (4.4).
import { z } from 'zod';
import { FORM_FIELD_NAME } from '../../domain/form-fields.js';
import { amountSchema } from './money.js';

/** A form field's name as booking/form keys it (customer_email, customer_tos_agree…). */
export const formFieldNameSchema = z.string().regex(FORM_FIELD_NAME, 'a form field name');

export const formFieldSchema = z.object({
  name: formFieldNameSchema,
  label: z.string(),
  /** 2.11's four, and date (a day, YYYY-MM-DD); a type the desk does not know is read as text. */
  type: z.enum(['text', 'select', 'checkbox', 'textarea', 'date']),
  required: z.boolean(),
  /** email: an address; simple: plain text without markup (docs/api-assumptions.md). */
  mask: z.enum(['email', 'simple']).nullable(),
  options: z.array(z.object({ code: z.string(), label: z.string() })),
  /** Part of the postal address block. */
  addressPart: z.boolean(),
  /** The agreement that goes with the booking policy. */
  policy: z.boolean(),
  /** What the service fills in; usually empty. */
  value: z.string(),
});

export const bookingFormSchema = z.object({
  /** Whose form this is: staff fill fewer required fields than a guest (5.3). */
  audience: z.enum(['staff', 'customer']),
  fields: z.array(formFieldSchema),
  /** The service's HTML, unsanitised. */
  policyHtml: z.string().nullable(),
});

/**
 * A booking's answers to the account's own form fields (shared/domain/form-fields.ts), by field name, as the service
 * wrote them: text, a select's code, "1" for a ticked box, a day as written; a list where several were chosen. What
 * each means (an option's label, Yes, a day) is read with the form's fields, which may have changed since.
 */
export const customAnswersSchema = z.record(formFieldNameSchema, z.union([z.string(), z.array(z.string())]));

export const formValuesSchema = z.record(formFieldNameSchema, z.union([z.string().max(3000), z.boolean()]))
  .refine((values) => Object.keys(values).length <= 100, 'The form has too many fields.');

/** What booking/create said of the booking it made; a service that names neither id still made it. */
export const createdBookingSchema = z.object({
  bookingId: z.number().int().nullable(),
  /** The booking's code, to open it; null when the service did not name it (look for it under Bookings). */
  code: z.string().nullable(),
  customerId: z.number().int().nullable(),
  statusId: z.string().nullable(),
  total: amountSchema.nullable(),
  currency: z.string(),
  /** Where the guest sees the invoice and pays (request.data.url, else the booking's invoice_url); https (or
   * loopback http) only. */
  invoiceUrl: z.string().nullable(),
});

export type FormField = z.infer<typeof formFieldSchema>;
export type BookingForm = z.infer<typeof bookingFormSchema>;
export type FormValues = z.infer<typeof formValuesSchema>;
export type CustomAnswers = z.infer<typeof customAnswersSchema>;
export type CreatedBooking = z.infer<typeof createdBookingSchema>;
