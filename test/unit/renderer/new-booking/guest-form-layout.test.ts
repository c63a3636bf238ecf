import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../../shared/contract/model/booking-form.js';
import { formSections } from '../../../../renderer/features/new-booking/guest-form-layout.js';

function field(name: string, changes: Partial<FormField> = {}): FormField {
  return { name, label: name, type: 'text', required: false, mask: null, options: [], addressPart: false, policy: false, value: '', ...changes };
}

describe('the booking form’s layout', () => {
  it('keeps the address together where it starts and puts the policy agreement last', () => {
    const sections = formSections({
      audience: 'staff', policyHtml: '<p>Policy</p>',
      fields: [
        field('customer_name'), field('customer_tos_agree', { type: 'checkbox', policy: true }),
        field('customer_address', { addressPart: true }), field('customer_city', { addressPart: true }),
        field('note', { type: 'textarea' }), field('customer_postal_zip', { addressPart: true }),
      ],
    });
    expect(sections.map((section) => (section.kind === 'field'
      ? section.field.name : `${section.kind}: ${section.fields.map((f) => f.name).join(', ')}`))).toEqual([
      'customer_name', 'address: customer_address, customer_city, customer_postal_zip', 'note', 'policy: customer_tos_agree',
    ]);
  });

  it('says the block holds the phone where the form puts the phone in it, as Checkfront\'s documented form does', () => {
    const withPhone = (fields: FormField[]) => formSections({ audience: 'staff', policyHtml: null, fields })
      .flatMap((section) => (section.kind === 'address' ? [section.withPhone] : []));
    expect(withPhone([field('customer_phone', { addressPart: true }), field('customer_city', { addressPart: true })])).toEqual([true]);
    expect(withPhone([field('customer_phone'), field('customer_city', { addressPart: true })])).toEqual([false]);
  });

  it('shows a policy text even when the form has no agreement box', () => {
    expect(formSections({ audience: 'staff', policyHtml: '<p>Policy</p>', fields: [] })).toEqual([{ kind: 'policy', fields: [] }]);
    expect(formSections({ audience: 'staff', policyHtml: null, fields: [] })).toEqual([]);
  });
});
