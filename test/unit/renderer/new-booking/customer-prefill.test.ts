import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import type { FormField } from '../../../../shared/contract/model/booking-form.js';
import type { Customer } from '../../../../shared/contract/model/customer.js';
import { customerValues, lookupOutcome, optionCodeFor } from '../../../../renderer/features/new-booking/customer-prefill.js';

const ANN: Customer = {
  id: 42, code: 'C42', name: 'Ann Lee', email: 'ann@example.com', phone: '+1 604 555 0100', address: '1 Wharf St',
  city: 'Victoria', region: 'BC', country: 'CA', postalCode: 'V8W 1T3', bookingCodes: [],
};

describe('a returning customer in the booking form', () => {
  it('fills every customer field of the form from the record', () => {
    expect(customerValues(ANN)).toEqual({
      customer_name: 'Ann Lee', customer_email: 'ann@example.com', customer_phone: '+1 604 555 0100',
      customer_address: '1 Wharf St', customer_city: 'Victoria', customer_country: 'CA', customer_region: 'BC',
      customer_postal_zip: 'V8W 1T3',
    });
  });

  it('leaves out what the record does not hold, so it cannot wipe what was typed', () => {
    expect(customerValues({ ...ANN, phone: '', address: '' })).not.toHaveProperty('customer_phone');
  });

  it('selects an option whatever the case of the stored code', () => {
    const country: FormField = {
      name: 'customer_country', label: 'Country', type: 'select', required: false, mask: null, addressPart: true,
      policy: false, value: '', options: [{ code: 'CA', label: 'Canada' }, { code: 'US', label: 'United States' }],
    };
    expect(optionCodeFor(country, 'ca')).toBe('CA');
    expect(optionCodeFor(country, 'MX')).toBe('MX');
  });

  it('fills the form from a search by e-mail only when exactly one guest matches', () => {
    expect(lookupOutcome([ANN], englishIntl())).toEqual({ customer: ANN, message: "Filled in from Ann Lee's record (returning customer)." });
    expect(lookupOutcome([], englishIntl())).toEqual({ customer: null, message: 'No guest has this e-mail yet: the booking makes a new customer.' });
    expect(lookupOutcome([ANN, { ...ANN, id: 43 }], englishIntl()).customer).toBeNull();
  });
});
