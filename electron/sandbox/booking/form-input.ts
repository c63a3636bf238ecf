// Reading and checking the customer fields sent to booking/create (spec 4.4, 7; 2.11 masks and options).
import { isoDay, parseDay } from '../../../shared/domain/dates.js';
import { NOTE_MAX_LENGTH, noteLength } from '../../../shared/domain/notes.js';
import { badRequest } from '../http/api-error.js';
import type { Params } from '../http/params.js';
import { optionalText, textRecord } from '../http/read.js';
import { CUSTOM_FIELDS, allFields, requiredFields, type Audience, type FormField } from './form-fields.js';

/** Trimmed values by field name; an absent field is the empty string. */
export type FormValues = Record<string, string>;

const MAX_TEXT_LENGTH = 255;
const CHECKED = new Set(['1', 'true', 'yes', 'on']);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The simple mask (2.11 names it, docs/api-assumptions.md defines it): letters, digits, spaces, light punctuation. */
const SIMPLE = /^[\p{L}\p{N} +\-().,/#']+$/u;

export function isChecked(value: string): boolean {
  return CHECKED.has(value.toLowerCase());
}

/** A select value as its option code, in any case: "ca" becomes "CA", "GUIDEBOOK" becomes "guidebook". */
function optionCode(field: FormField, value: string): string {
  if (!field.options || Object.hasOwn(field.options, value)) return value;
  return Object.keys(field.options).find((code) => code.toLowerCase() === value.toLowerCase()) ?? value;
}

/** form[<field>] wins over a plain <field> (docs/api-assumptions.md accepts both). */
export function readForm(params: Params, audience: Audience): FormValues {
  const form = textRecord(params, 'form');
  const values: FormValues = {};
  for (const field of allFields()) {
    // A customer cannot set what the customer form does not show (such as the desk's booking source).
    if (audience === 'customer' && field.customer.form === 0) continue;
    const value = (form[field.name] ?? optionalText(params, field.name) ?? '').trim();
    values[field.name] = optionCode(field, value);
  }
  return values;
}

function isFilled(field: FormField, value: string): boolean {
  return field.type === 'checkbox' ? isChecked(value) : value !== '';
}

/** Spec 7: missing required fields are refused, all named at once so that the form can mark every one. */
export function checkForm(values: FormValues, audience: Audience): void {
  const fields = allFields();
  const missing = requiredFields(audience).filter((name) => {
    const field = fields.find((f) => f.name === name)!;
    return !isFilled(field, values[name] ?? '');
  });
  if (missing.length > 0) {
    const labels = missing.map((name) => fields.find((f) => f.name === name)!.label);
    throw badRequest('missing_fields', `Fill in the required fields: ${labels.join(', ')}.`, missing);
  }
  for (const field of fields) checkValue(field, values[field.name] ?? '');
}

function checkValue(field: FormField, value: string): void {
  if (value === '') return;
  const refuse = (why: string) => badRequest('invalid_parameter', `${field.label} ${why}`, [field.name]);
  if (field.mask === 'email' && !EMAIL.test(value)) throw refuse('must be an email address, such as ann@example.com.');
  if (field.mask === 'simple' && !SIMPLE.test(value)) {
    throw refuse("may hold letters, digits, spaces and + - ( ) . , / # ' only.");
  }
  if (field.type === 'date' && parseDay(value) === null) throw refuse('must be a day, such as 2026-11-24.');
  if (field.options && !Object.hasOwn(field.options, value)) {
    throw refuse(`must be one of ${Object.keys(field.options).join(', ')}.`);
  }
  if (field.type === 'textarea') {
    if (noteLength(value) > NOTE_MAX_LENGTH) {
      throw badRequest('note_too_long', `${field.label} can hold up to ${NOTE_MAX_LENGTH} characters.`, [field.name]);
    }
  } else if (noteLength(value) > MAX_TEXT_LENGTH) {
    throw refuse(`can hold up to ${MAX_TEXT_LENGTH} characters.`);
  }
}

/**
 * The answers to the account's own fields, kept on the booking: a ticked box as "1", a day as YYYY-MM-DD, and an
 * empty field not at all. Call after checkForm.
 */
export function customAnswers(values: FormValues): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const field of CUSTOM_FIELDS) {
    const value = values[field.name] ?? '';
    if (field.type === 'checkbox') {
      if (isChecked(value)) answers[field.name] = '1';
    } else if (value !== '') {
      answers[field.name] = field.type === 'date' ? isoDay(parseDay(value)!) : value;
    }
  }
  return answers;
}
