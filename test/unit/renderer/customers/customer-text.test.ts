// How a customer's record reads: the place column, the address block, the phone link and the booking count.
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../../../shared/contract/model/customer.js';
import { addressLines, bookingCount, countryName, placeText, telHref } from '../../../../renderer/features/customers/customer-text.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';

const intl = englishIntl();

function customer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 7, code: 'CG3-468-007', name: 'Ava Smith', email: 'ava@example.com', phone: '+1 250 555 0123',
    address: '919 Harbour Rd', city: 'Seattle', region: 'WA', country: 'US', postalCode: '98101', bookingCodes: [],
    ...overrides,
  };
}

describe('countryName', () => {
  it('names a region code in the account’s language', () => {
    expect(countryName('CA', 'en')).toBe('Canada');
    expect(countryName('de', 'en')).toBe('Germany');
    expect(countryName('CA', 'fr')).toBe('Canada');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
  });

  it('keeps what the service wrote when it is not a code', () => {
    expect(countryName('Canada', 'en')).toBe('Canada');
    expect(countryName('', 'en')).toBe('');
  });
});

describe('placeText', () => {
  it('writes city, region and country, leaving out what is missing', () => {
    expect(placeText(customer(), 'en')).toBe('Seattle, WA, United States');
    expect(placeText(customer({ city: 'London', region: '', country: 'GB' }), 'en')).toBe('London, United Kingdom');
    expect(placeText(customer({ city: '', region: '', country: '' }), 'en')).toBe('');
  });
});

describe('addressLines', () => {
  it('lays the address out as an envelope does', () => {
    expect(addressLines(customer(), 'en')).toEqual(['919 Harbour Rd', 'Seattle, WA  98101', 'United States']);
  });

  it('leaves out empty lines', () => {
    expect(addressLines(customer({ address: ' ', region: '', postalCode: '' }), 'en')).toEqual(['Seattle', 'United States']);
    expect(addressLines(customer({ address: '', city: '', region: '', postalCode: '', country: '' }), 'en')).toEqual([]);
  });
});

describe('telHref', () => {
  it('keeps the digits and the plus sign only', () => {
    expect(telHref('+1 (250) 555-0123')).toBe('tel:+12505550123');
  });
});

describe('bookingCount', () => {
  it('counts in words a person reads', () => {
    expect(bookingCount(0, intl)).toBe('No bookings, latest stay first');
    expect(bookingCount(1, intl)).toBe('1 booking, latest stay first');
    expect(bookingCount(1200, intl)).toBe('1,200 bookings, latest stay first');
  });
});
