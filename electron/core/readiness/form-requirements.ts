// Which answers of the account's booking form are required, for staff and for a guest (spec 5.3: the form says so per
// audience, booking_form_ui's define.layout.staff.required and .customer.required), and which of them a booking is
// missing. The desk can check what a booking's record carries: the guest's name, e-mail and phone, and the account's
// own fields; the address and the policy agreement are not on the record, so they are not claimed missing.
import { z } from 'zod';
import type { BookingDetail } from '../../../shared/contract/model/booking.js';
import { FORM_FIELD_NAME, fieldNameAsLabel, isCustomFieldName } from '../../../shared/domain/form-fields.js';
import type { WireBookingForm, WireFormField } from '../../../shared/wire/index.js';

export const formRequirementSchema = z.object({
  name: z.string().regex(FORM_FIELD_NAME),
  label: z.string().max(200),
  staff: z.boolean(),
  customer: z.boolean(),
});
export type FormRequirement = z.infer<typeof formRequirementSchema>;

/** The record's members for the guest's contact fields. */
const CONTACT: Record<string, (detail: BookingDetail) => string> = {
  customer_name: (detail) => detail.customer.name,
  customer_email: (detail) => detail.customer.email,
  customer_phone: (detail) => detail.phone,
};

/** Whether the desk can tell from a booking's record that this field was answered. */
export const isCheckable = (name: string): boolean => name in CONTACT || isCustomFieldName(name);

function requirement(name: string, field: WireFormField): FormRequirement | null {
  const layout = field.define?.layout;
  const staff = Boolean(layout?.staff?.required);
  const customer = Boolean(layout?.customer?.required);
  if (!FORM_FIELD_NAME.test(name) || (!staff && !customer) || !isCheckable(name)) return null;
  return { name, label: layout?.lbl || fieldNameAsLabel(name.replace(/^customer_/, '')), staff, customer };
}

/** The fields the form requires of staff or of a guest that a record can show. */
export function formRequirements(form: WireBookingForm): FormRequirement[] {
  return Object.entries(form as Record<string, WireFormField>)
    .filter(([name]) => !['msg', 'errors', 'mode', '_cnf', 'booking_policy'].includes(name))
    .flatMap(([name, field]) => requirement(name, field) ?? []);
}

const answered = (value: string | readonly string[] | undefined): boolean =>
  value !== undefined && [value].flat().some((text) => text.trim() !== '');

/** The required fields the booking's record leaves empty. */
export function missingAnswers(detail: BookingDetail, requirements: readonly FormRequirement[]): FormRequirement[] {
  return requirements.filter((required) => {
    const contact = CONTACT[required.name];
    return !answered(contact ? contact(detail) : detail.customAnswers[required.name]);
  });
}
