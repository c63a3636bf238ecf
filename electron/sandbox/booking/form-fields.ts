// The account's booking form (spec 2.11): its fields, who sees and must fill each, and booking_form_ui.
import type { Actor } from '../http/context.js';

/** Spec 5.3: required fields depend on acting as staff or as a customer. */
export type Audience = 'staff' | 'customer';

interface Flags {
  invoice: 0 | 1;
  form: 0 | 1;
  required: 0 | 1;
}

export interface FormField {
  name: string;
  label: string;
  /** 2.11's four, and date: a type the spec does not list, on which the desk's reading of other types is tried. */
  type: 'text' | 'select' | 'checkbox' | 'textarea' | 'date';
  mask?: 'email' | 'simple';
  /** 1 for the service's own fields, 0 for fields the account added. */
  sys: 0 | 1;
  /**
   * Part of the customer's address block (layout.customer_address): Checkfront's documented form flags the phone
   * with the postal fields (booking-form.json).
   */
  addressPart?: boolean;
  options?: Record<string, string>;
  staff: Flags;
  customer: Flags;
}

const flags = (invoice: 0 | 1, form: 0 | 1, required: 0 | 1): Flags => ({ invoice, form, required });

export const COUNTRIES: Record<string, string> = {
  CA: 'Canada', US: 'United States', GB: 'United Kingdom', DE: 'Germany', JP: 'Japan', FR: 'France',
  AU: 'Australia', MX: 'Mexico',
};

export const REGIONS: Record<string, string> = {
  BC: 'British Columbia', AB: 'Alberta', ON: 'Ontario', QC: 'Quebec', WA: 'Washington', OR: 'Oregon',
  CA: 'California', NY: 'New York',
};

/** The channels the seeded customers came through (customer meta "source", spec 2.6). */
export const SOURCES: Record<string, string> = { web: 'Web', phone: 'Phone', 'walk-in': 'Walk-in', partner: 'Partner' };

/** Where a guest heard of the business: the demo account's own select. */
export const HEARD_FROM: Record<string, string> = {
  friend: 'A friend', search: 'A web search', guidebook: 'A guidebook', returning: 'Stayed before',
};

/** Staff need only a name; a customer books with name, email, phone and agreement (docs/api-assumptions.md). */
export const FORM_FIELDS: FormField[] = [
  { name: 'customer_name', label: 'Name', type: 'text', sys: 1, staff: flags(1, 1, 1), customer: flags(1, 1, 1) },
  { name: 'customer_email', label: 'Email', type: 'text', mask: 'email', sys: 1,
    staff: flags(1, 1, 0), customer: flags(1, 1, 1) },
  { name: 'customer_phone', label: 'Phone', type: 'text', mask: 'simple', sys: 1, addressPart: true,
    staff: flags(1, 1, 0), customer: flags(1, 1, 1) },
  { name: 'customer_address', label: 'Address', type: 'text', sys: 1, addressPart: true,
    staff: flags(1, 1, 0), customer: flags(1, 1, 0) },
  { name: 'customer_city', label: 'City', type: 'text', sys: 1, addressPart: true,
    staff: flags(1, 1, 0), customer: flags(1, 1, 0) },
  { name: 'customer_country', label: 'Country', type: 'select', sys: 1, addressPart: true, options: COUNTRIES,
    staff: flags(1, 1, 0), customer: flags(1, 1, 0) },
  { name: 'customer_region', label: 'Province / State', type: 'select', sys: 1, addressPart: true, options: REGIONS,
    staff: flags(1, 1, 0), customer: flags(1, 1, 0) },
  { name: 'customer_postal_zip', label: 'Postal / Zip code', type: 'text', mask: 'simple', sys: 1, addressPart: true,
    staff: flags(1, 1, 0), customer: flags(1, 1, 0) },
  { name: 'note', label: 'Notes or special requests', type: 'textarea', sys: 1,
    staff: flags(1, 1, 0), customer: flags(1, 1, 0) },
];

/**
 * The fields the demo account added to its form (sys 0), as a front desk asks its guests; their answers stay on the
 * booking (the record's fields, as Checkfront's booking carries them: ref/webhook/booking.rst, booking.fields).
 */
export const CUSTOM_FIELDS: FormField[] = [
  { name: 'arrival_by', label: 'Arrival by', type: 'text', sys: 0, staff: flags(1, 1, 0), customer: flags(1, 1, 0) },
  { name: 'dietary_needs', label: 'Dietary needs', type: 'text', sys: 0,
    staff: flags(1, 1, 0), customer: flags(1, 1, 0) },
  { name: 'step_free', label: 'Step-free access needed', type: 'checkbox', sys: 0,
    staff: flags(1, 1, 0), customer: flags(1, 1, 0) },
  { name: 'heard_from', label: 'Heard of us from', type: 'select', sys: 0, options: HEARD_FROM,
    staff: flags(0, 1, 0), customer: flags(0, 1, 0) },
  { name: 'occasion_date', label: 'Special occasion on', type: 'date', sys: 0,
    staff: flags(1, 1, 0), customer: flags(1, 1, 0) },
  // Only the desk fills it in: it is why booking/forms (4.7) shows fewer fields.
  { name: 'source', label: 'Booking source', type: 'select', sys: 0, options: SOURCES,
    staff: flags(0, 1, 0), customer: flags(0, 0, 0) },
];

/** booking_policy.fields (2.11): the agreement a customer ticks; staff do not agree on a guest's behalf. */
export const POLICY_FIELDS: FormField[] = [
  { name: 'customer_tos_agree', label: 'I have read and agree to the booking policy', type: 'checkbox', sys: 1,
    staff: flags(0, 0, 0), customer: flags(0, 1, 1) },
];

const POLICY_BODY = '<h3>Booking policy</h3><p>Check-in is from 3 pm; tours leave on time from the harbour dock.</p>' +
  '<p>Cancel up to 48 hours before arrival for a full refund; later cancellations are charged one night or the ' +
  'full tour price.</p>';

export function audienceOf(actor: Actor): Audience {
  return actor.kind === 'staff' ? 'staff' : 'customer';
}

export function allFields(): FormField[] {
  return [...FORM_FIELDS, ...CUSTOM_FIELDS, ...POLICY_FIELDS];
}

/** Names of the fields booking/create insists on, in form order. */
export function requiredFields(audience: Audience): string[] {
  return allFields().filter((field) => field[audience].required === 1).map((field) => field.name);
}

function fieldRecord(field: FormField, audience: Audience) {
  return {
    // An unticked box is 0, as the documented form's agreement (booking-form.json); other fields are empty text.
    value: field.type === 'checkbox' ? 0 : '',
    define: {
      required: field[audience].required,
      ...(field.mask ? { mask: field.mask } : {}),
      layout: {
        staff: { ...field.staff }, customer: { ...field.customer }, sys: field.sys, lbl: field.label, type: field.type,
        ...(field.addressPart ? { customer_address: true } : {}),
        ...(field.options ? { options: { ...field.options } } : {}),
      },
    },
  };
}

/** booking_form_ui; customerFormOnly keeps the fields set to show on the customer booking form (4.7). */
export function bookingFormRecord(audience: Audience, customerFormOnly: boolean) {
  const shown = (field: FormField) => !customerFormOnly || field.customer.form === 1;
  const entries = (fields: FormField[]) => fields.filter(shown).map((field) => [field.name, fieldRecord(field, audience)]);
  const policyFields = entries(POLICY_FIELDS);
  return {
    msg: [],
    errors: 0,
    mode: 'html',
    _cnf: [],
    ...Object.fromEntries(entries([...FORM_FIELDS, ...CUSTOM_FIELDS])),
    ...(policyFields.length > 0 ? { booking_policy: { body: POLICY_BODY, fields: Object.fromEntries(policyFields) } } : {}),
  };
}
