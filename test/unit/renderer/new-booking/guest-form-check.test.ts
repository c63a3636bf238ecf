import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import type { BookingForm, FormField } from '../../../../shared/contract/model/booking-form.js';
import {
  fieldProblem, firstProblemField, formProblems, serviceProblems, valuesToSend,
} from '../../../../renderer/features/new-booking/guest-form-check.js';

function field(name: string, changes: Partial<FormField> = {}): FormField {
  return {
    name, label: name, type: 'text', required: false, mask: null, options: [], addressPart: false, policy: false,
    value: '', ...changes,
  };
}

const intl = englishIntl();

const FORM: BookingForm = {
  audience: 'staff',
  policyHtml: '<p>Cancel up to 48 hours ahead.</p>',
  fields: [
    field('customer_name', { label: 'Name', required: true }),
    field('customer_email', { label: 'Email', mask: 'email' }),
    field('customer_phone', { label: 'Phone', mask: 'simple' }),
    field('note', { label: 'Notes', type: 'textarea' }),
    field('customer_tos_agree', { label: 'I agree', type: 'checkbox', policy: true, required: true }),
  ],
};

describe('checking the guest’s details before booking', () => {
  it('asks for every required field, a ticked box for an agreement', () => {
    expect(formProblems(FORM, {}, intl)).toEqual({
      customer_name: 'Name is required.',
      customer_tos_agree: 'I agree: this must be ticked to book.',
    });
    expect(formProblems(FORM, { customer_name: '   ', customer_tos_agree: false }, intl)).toHaveProperty('customer_name');
  });

  it('leaves optional empty fields alone', () => {
    expect(formProblems(FORM, { customer_name: 'Ann Lee', customer_tos_agree: true }, intl)).toEqual({});
  });

  it('checks that an e-mail looks like an address', () => {
    const email = FORM.fields[1]!;
    for (const bad of ['marta@example', 'marta.example.com', 'marta @example.com', '@example.com', 'a@b@c.com']) {
      expect(fieldProblem(email, bad, intl), bad).toBe('Email: this does not look like an e-mail address (name@example.com).');
    }
    for (const good of ['marta@example.com', 'M.Kowalczyk+desk@harbour.co.uk', ' ann@example.ca ']) {
      expect(fieldProblem(email, good, intl), good).toBeNull();
    }
  });

  it('keeps simple fields to plain text, in any script', () => {
    const phone = FORM.fields[2]!;
    expect(fieldProblem(phone, "+1 (604) 555-0142, ext. 2/3 #4 O'Neil", intl)).toBeNull();
    expect(fieldProblem(phone, 'Zoë Łukasz 東京', intl)).toBeNull();
    expect(fieldProblem(phone, '<b>555</b>', intl)).toBe("Phone: use letters, digits, spaces and + - ( ) . , / # ' only.");
    expect(fieldProblem(phone, 'call me; now', intl)).not.toBeNull();
  });

  it('marks the fields the service refused with its sentence, ignoring names the form does not have', () => {
    expect(serviceProblems(FORM, ['customer_email', 'session_id'], 'The e-mail address is not valid.'))
      .toEqual({ customer_email: 'The e-mail address is not valid.' });
  });

  it('finds the first field with a problem in the form’s order, not the order the problems came in', () => {
    expect(firstProblemField(FORM, { customer_tos_agree: 'x', customer_email: 'y' })).toBe('customer_email');
    expect(firstProblemField(FORM, {})).toBeNull();
  });

  it('sends the form’s own fields: text trimmed, empty text left out, boxes as true or false', () => {
    expect(valuesToSend(FORM, {
      customer_name: '  Ann Lee ', customer_email: '', note: 'Late', customer_tos_agree: true, unknown: 'x',
    })).toEqual({ customer_name: 'Ann Lee', note: 'Late', customer_tos_agree: true });
    expect(valuesToSend(FORM, { customer_name: 'Ann' })).toEqual({ customer_name: 'Ann', customer_tos_agree: false });
  });
});
