// A customer search is kept in the address (#/customers?q=…&by=…) so Back and Forward step through searches.
import { describe, expect, it } from 'vitest';
import { customerSearchPath, readCustomerSearch } from '../../../../renderer/features/customers/search-address.js';

describe('customerSearchPath', () => {
  it('writes the text alone when the guess stands', () => {
    expect(customerSearchPath(' ann@example.com ', null)).toBe('customers?q=ann%40example.com');
    expect(customerSearchPath('Ava Smith', 'name')).toBe('customers?q=Ava+Smith');
  });

  it('writes the field when the person chose another than the guess', () => {
    expect(customerSearchPath('12 Harbour', 'phone')).toBe('customers?q=12+Harbour&by=phone');
  });

  it('is the bare screen when nothing is typed', () => {
    expect(customerSearchPath('  ', 'email')).toBe('customers');
  });
});

describe('readCustomerSearch', () => {
  it('reads back what customerSearchPath wrote', () => {
    const read = (path: string) => readCustomerSearch(new URLSearchParams(path.split('?')[1] ?? ''));
    expect(read(customerSearchPath('ann@example.com', null))).toEqual({ text: 'ann@example.com', kind: 'email', chosen: null });
    expect(read(customerSearchPath('+1 250 555 0123', null))).toEqual({ text: '+1 250 555 0123', kind: 'phone', chosen: null });
    expect(read(customerSearchPath('12 Harbour', 'phone'))).toEqual({ text: '12 Harbour', kind: 'phone', chosen: 'phone' });
  });

  it('ignores a field it does not know and guesses instead', () => {
    expect(readCustomerSearch(new URLSearchParams('q=Ava+Smith&by=shoe-size'))).toEqual({ text: 'Ava Smith', kind: 'name', chosen: null });
  });

  it('is an empty search without q', () => {
    expect(readCustomerSearch(new URLSearchParams())).toEqual({ text: '', kind: 'name', chosen: null });
  });
});
