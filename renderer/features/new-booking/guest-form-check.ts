// The guest's details checked in the browser before anything is sent: required fields filled, and the masks of the
// booking form (spec 2.11) kept. The service checks again; its refusals are marked the same way (serviceProblems).
import { defineMessages, type IntlShape } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { BookingForm, FormField, FormValues } from '../../../shared/contract/model/booking-form.js';

/** Field name → what is wrong with it, in the form's order. */
export type FieldProblems = Record<string, string>;

// One @, something on each side, a dot in the domain, no spaces: what a person can check at a glance.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// The simple mask: plain text, no markup. Letters and digits of any script, spaces, and + - ( ) . , / # '.
const PLAIN_TEXT = /^[\p{L}\p{M}\p{N} +\-().,/#']*$/u;

export function isFilled(field: FormField, value: FormValues[string] | undefined): boolean {
  if (field.type === 'checkbox') return value === true;
  return typeof value === 'string' && value.trim() !== '';
}

// The field's label is the account's: each sentence names it, as a person would read it out.
const SAID = words(defineMessages({
  email: { id: 'newBooking.guest.problem.email', defaultMessage: '{label}: this does not look like an e-mail address (name@example.com).' },
  simple: { id: 'newBooking.guest.problem.simple', defaultMessage: "{label}: use letters, digits, spaces and + - ( ) . , / # '' only." },
  tick: { id: 'newBooking.guest.problem.tick', defaultMessage: '{label}: this must be ticked to book.' },
  required: { id: 'newBooking.guest.problem.required', defaultMessage: '{label} is required.' },
}));

function maskProblem(field: FormField, text: string, intl: IntlShape): string | null {
  if (field.mask === 'email' && !LOOKS_LIKE_EMAIL.test(text)) return intl.formatMessage(SAID.email, { label: field.label });
  if (field.mask === 'simple' && !PLAIN_TEXT.test(text)) return intl.formatMessage(SAID.simple, { label: field.label });
  return null;
}

export function fieldProblem(field: FormField, value: FormValues[string] | undefined, intl: IntlShape): string | null {
  if (!isFilled(field, value)) {
    if (!field.required) return null;
    return intl.formatMessage(field.type === 'checkbox' ? SAID.tick : SAID.required, { label: field.label });
  }
  return typeof value === 'string' ? maskProblem(field, value.trim(), intl) : null;
}

export function formProblems(form: BookingForm, values: FormValues, intl: IntlShape): FieldProblems {
  const problems: FieldProblems = {};
  for (const field of form.fields) {
    const found = fieldProblem(field, values[field.name], intl);
    if (found) problems[field.name] = found;
  }
  return problems;
}

/** The service named these fields when it refused the booking: each is marked with its sentence. */
export function serviceProblems(form: BookingForm, fields: readonly string[], message: string): FieldProblems {
  const known = new Set(form.fields.map((field) => field.name));
  return Object.fromEntries(fields.filter((name) => known.has(name)).map((name) => [name, message]));
}

/** The first field in the form's order that has a problem, to move the focus to. */
export function firstProblemField(form: BookingForm, problems: FieldProblems): string | null {
  return form.fields.find((field) => problems[field.name] !== undefined)?.name ?? null;
}

/** What booking/create gets: the form's own fields, text trimmed, boxes as booleans. */
export function valuesToSend(form: BookingForm, values: FormValues): FormValues {
  const sent: FormValues = {};
  for (const field of form.fields) {
    const value = values[field.name];
    if (field.type === 'checkbox') sent[field.name] = value === true;
    else if (typeof value === 'string' && value.trim() !== '') sent[field.name] = value.trim();
  }
  return sent;
}
