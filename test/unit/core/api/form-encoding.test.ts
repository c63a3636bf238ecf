// The PHP-style parameters of spec 4 and 4.5, as the client writes them.
import { describe, expect, it } from 'vitest';
import { Repeated, encodeForm } from '../../../../electron/core/api/form-encoding.js';

const decoded = (search: URLSearchParams) => decodeURIComponent(search.toString());

describe('encodeForm', () => {
  it('writes lists as key[] and keyed records as key[k]', () => {
    expect(decoded(encodeForm({ slip: ['a', 'b'], alter: { 1: 2, '1.1': 'optout' } })))
      .toBe('slip[]=a&slip[]=b&alter[1]=2&alter[1.1]=optout');
  });

  it('writes form[<field>] for booking/create', () => {
    expect(decoded(encodeForm({ session_id: 's1', form: { customer_name: 'Ann Lee', customer_tos_agree: true } })))
      .toBe('session_id=s1&form[customer_name]=Ann+Lee&form[customer_tos_agree]=1');
  });

  it('repeats a plain key for a range', () => {
    expect(decoded(encodeForm({ start_date: new Repeated(['>2026-11-01', '<2026-11-30']) })))
      .toBe('start_date=>2026-11-01&start_date=<2026-11-30');
  });

  it('writes flags as 1 and 0, and leaves out undefined members', () => {
    expect(encodeForm({ notify: false, set_paid: true, page: undefined }).toString()).toBe('notify=0&set_paid=1');
  });

  it('escapes what would break the form: & = + and non-ASCII', () => {
    const search = encodeForm({ body: 'a&b=c+d é' });
    expect(search.toString()).toBe('body=a%26b%3Dc%2Bd+%C3%A9');
    expect(new URLSearchParams(search.toString()).get('body')).toBe('a&b=c+d é');
  });
});
