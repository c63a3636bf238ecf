// The booking form's fields (spec 2.11) the desk tells apart: the account's own questions ("Arrival by", "Dietary
// needs"), whose answers a booking carries, and the fields the desk shows elsewhere.

/** A form field's name as booking/form keys it: customer_email, arrival_by (letters, digits, _; up to 64). */
export const FORM_FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** The note (a customer note once booked) and the members of booking_form_ui that are no fields at all (2.11). */
const NOT_CUSTOM = new Set(['note', 'msg', 'errors', 'mode', 'booking_policy']);

/**
 * The account's own field, not the guest's contact (customer_*: shown as the guest), the note (shown as a note) or
 * the policy agreement (customer_tos_agree). By name: the docs' sample marks customer_name `sys: 0` too, so `sys`
 * cannot tell them apart (docs/api-assumptions.md, "The booking form's answers").
 */
export function isCustomFieldName(name: string): boolean {
  return FORM_FIELD_NAME.test(name) && !name.startsWith('customer_') && !NOT_CUSTOM.has(name);
}

/** A name as a person reads it, for a field the form no longer describes: "arrival_by" → "Arrival by". */
export function fieldNameAsLabel(name: string): string {
  const words = name.replaceAll('_', ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
