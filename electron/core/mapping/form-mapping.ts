// booking_form_ui (spec 2.11) into fields the desk renders, and booking/create's answer into the created booking.
import type { BookingForm, CreatedBooking, FormField } from '../../../shared/contract/model/booking-form.js';
import { FORM_FIELD_NAME, isCustomFieldName } from '../../../shared/domain/form-fields.js';
import type { WireBookingForm, WireCreateBookingResponse, WireFormField } from '../../../shared/wire/index.js';
import { safeLink } from './safe-link.js';

export type Audience = BookingForm['audience'];

/** The members of booking_form_ui that are not fields (2.11). */
const NOT_FIELDS = new Set(['msg', 'errors', 'mode', '_cnf', 'booking_policy']);
const TYPES = new Set<FormField['type']>(['text', 'select', 'checkbox', 'textarea', 'date']);
const isFieldName = (name: string) => FORM_FIELD_NAME.test(name);

function fieldType(type: string | undefined): FormField['type'] {
  return TYPES.has(type as FormField['type']) ? (type as FormField['type']) : 'text';
}

function mask(value: string | undefined): FormField['mask'] {
  return value === 'email' || value === 'simple' ? value : null;
}

const valueText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

function field(name: string, wire: WireFormField, audience: Audience, policy: boolean, shownOnly = true): FormField | null {
  const define = wire.define;
  const layout = define?.layout;
  // A field the audience's form does not show is not asked for (4.7: the customer form shows fewer).
  if (shownOnly && layout?.[audience]?.form === false) return null;
  return {
    name, label: layout?.lbl || name.replace(/^customer_/, '').replaceAll('_', ' '),
    type: fieldType(layout?.type), required: Boolean(define?.required ?? layout?.[audience]?.required),
    mask: mask(define?.mask),
    options: Object.entries(layout?.options ?? {}).map(([code, label]) => ({ code, label })),
    addressPart: Boolean(layout?.customer_address), policy, value: valueText(wire.value),
  };
}

export function bookingForm(wire: WireBookingForm, audience: Audience): BookingForm {
  const entries = (fields: Record<string, WireFormField>, policy: boolean) => Object.entries(fields)
    .filter(([name]) => !NOT_FIELDS.has(name) && isFieldName(name))
    .flatMap(([name, wireField]) => { const shown = field(name, wireField, audience, policy); return shown ? [shown] : []; });
  const policy = wire.booking_policy;
  return {
    audience,
    fields: [...entries(wire as Record<string, WireFormField>, false), ...entries(policy?.fields ?? {}, true)],
    policyHtml: policy?.body ?? null,
  };
}

/**
 * The account's own fields (shared/domain/form-fields.ts): what a booking's answers mean. Every one, whichever form
 * shows it: a field only guests fill in still has answers on bookings.
 */
export function customFields(wire: WireBookingForm): FormField[] {
  return Object.entries(wire as Record<string, WireFormField>)
    .filter(([name]) => isCustomFieldName(name))
    .flatMap(([name, wireField]) => field(name, wireField, 'staff', false, false) ?? []);
}

/** booking_id is a number; read as a code when it is not (a booking is addressed by either, 2.7). */
const BOOKING_NUMBER = /^\d{1,12}$/;

export function createdBooking(answer: WireCreateBookingResponse, currency: string): CreatedBooking {
  const wire = answer.booking ?? {};
  const number = wire.booking_id !== undefined && BOOKING_NUMBER.test(wire.booking_id) ? Number(wire.booking_id) : null;
  const code = wire.code?.trim() || (number === null ? wire.booking_id?.trim() : String(number)) || null;
  return {
    bookingId: number, code, customerId: wire.customer_id ?? null, statusId: wire.status_id ?? null,
    total: wire.total ?? null, currency,
    // Checkfront's cart sends the guest on to request.data.url: the invoice or the payment page.
    invoiceUrl: safeLink(answer.request?.data?.url) ?? safeLink(wire.invoice_url),
  };
}
