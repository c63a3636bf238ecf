// The booking form's fields in the order the service lists them, with the customer's address block kept together
// (where its first part stands) and the policy agreement last, beside the policy it agrees to.
import type { BookingForm, FormField } from '../../../shared/contract/model/booking-form.js';

export type FormSection =
  | { kind: 'field'; field: FormField }
  /** `withPhone`: Checkfront's own form flags the phone as part of the address block (customer_address): the legend says so. */
  | { kind: 'address'; withPhone: boolean; fields: FormField[] }
  | { kind: 'policy'; fields: FormField[] };

export function formSections(form: BookingForm): FormSection[] {
  const sections: FormSection[] = [];
  const address: FormField[] = [];
  const policy: FormField[] = [];
  for (const field of form.fields) {
    if (field.policy) {
      policy.push(field);
    } else if (field.addressPart) {
      if (address.length === 0) sections.push({ kind: 'address', withPhone: false, fields: address });
      address.push(field);
    } else {
      sections.push({ kind: 'field', field });
    }
  }
  if (policy.length > 0 || form.policyHtml) sections.push({ kind: 'policy', fields: policy });
  return sections.map((section) => (section.kind === 'address'
    ? { ...section, withPhone: section.fields.some((field) => field.name === 'customer_phone') } : section));
}

export const guestFieldId = (name: string) => `guest-${name}`;
