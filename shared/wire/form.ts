// GET booking/form (spec 2.11): which customer fields booking/create needs, for staff or for a customer (5.3).
import { z } from 'zod';
import { envelopeOf } from './envelope.js';
import { keyedCollection, nullOrValue, phpObject, wireBool, wireInt, wireString, wireText } from './primitives.js';

/** Whether a field shows on the invoice and the form, and is required, for one audience. */
export const formAudienceSchema = phpObject({
  invoice: wireBool.optional(),
  form: wireBool.optional(),
  required: wireBool.optional(),
});

export const formLayoutSchema = phpObject({
  staff: formAudienceSchema.optional(),
  customer: formAudienceSchema.optional(),
  sys: wireBool.optional(),
  /** The label to show. */
  lbl: wireText.optional(),
  /** text, select, checkbox or textarea. */
  type: wireString.optional(),
  customer_address: wireBool.optional(),
  /** Select fields: code → label. */
  options: keyedCollection(wireText).optional(),
});

export const formFieldDefinitionSchema = phpObject({
  /** Required for the acting identity: 2.11 sends it as an integer 0/1. */
  required: wireBool.optional(),
  /** email or simple. */
  mask: wireString.optional(),
  layout: formLayoutSchema.optional(),
});

export const formFieldSchema = z.looseObject({
  value: nullOrValue,
  define: formFieldDefinitionSchema.optional(),
});

/** 2.11: booking_policy is no field but a policy text (HTML) with fields of its own (customer_tos_agree). */
export const bookingPolicySchema = phpObject({
  body: wireString.optional(),
  fields: keyedCollection(formFieldSchema).optional(),
});

/**
 * 2.11: besides msg, errors, mode and _cnf, "one member per form field", so every other member is read as a
 * field (accounts configure their own fields, so the names cannot be listed here).
 */
export const bookingFormSchema = z
  .object({
    msg: z.array(z.unknown()).optional(),
    errors: wireInt.optional(),
    /** html in the sample. */
    mode: wireString.optional(),
    _cnf: z.union([z.array(z.unknown()), z.looseObject({})]).optional(),
    booking_policy: bookingPolicySchema.optional(),
  })
  .catchall(formFieldSchema);

export const bookingFormResponseSchema = envelopeOf('booking_form_ui', bookingFormSchema);

/**
 * One answer on a booking (the record's fields): text (a select's code, a day as written), a number, a box's flag,
 * or a list where several were chosen; null and PHP's other empties are no answer. Anything else (an object) is
 * refused, and the tolerant reader leaves that one answer out.
 */
export const formAnswerSchema = z.union([
  wireText, z.boolean(), z.array(z.union([wireText, z.boolean()])), z.null(),
]);

export type WireFormAudience = z.output<typeof formAudienceSchema>;
export type WireFormLayout = z.output<typeof formLayoutSchema>;
export type WireFormFieldDefinition = z.output<typeof formFieldDefinitionSchema>;
export type WireFormField = z.output<typeof formFieldSchema>;
export type WireBookingPolicy = z.output<typeof bookingPolicySchema>;
export type WireBookingForm = z.output<typeof bookingFormSchema>;
export type WireBookingFormResponse = z.output<typeof bookingFormResponseSchema>;
export type WireFormAnswer = z.output<typeof formAnswerSchema>;
