// Money as a live service's locale may write it: read when it can be read one way only, refused (not known, never
// 0.00) when it could be two amounts.
import { describe, expect, it } from 'vitest';
import { decimalString, plainDecimal } from '../../../shared/wire/index.js';

describe('reading an amount', () => {
  it.each([
    ['141.90', '141.90'], ['1,536.00', '1536.00'], ['12,345,678.5', '12345678.5'], ['1.536,00', '1536.00'],
    ['712,00', '712.00'], ['712,5', '712.5'], ['1 536,00', '1536.00'], ['1\u00a0536.00', '1536.00'], ['-1,200.00', '-1200.00'],
    ['  99.00 ', '99.00'],
  ])('reads %s as %s', (text, wanted) => {
    expect(plainDecimal(text)).toBe(wanted);
    expect(decimalString.parse(text)).toBe(wanted);
  });

  it.each([['1,536', 'grouped, or a decimal comma with three places'], ['$12.00', 'a currency sign'], ['12.00 CAD', 'a code'],
    ['1,53,6.00', 'groups of the wrong size'], ['', 'nothing'], ['abc', 'words'], ['1.536.00', 'two points']])(
    'refuses %s (%s)', (text) => {
      expect(plainDecimal(text)).toBeNull();
      expect(decimalString.safeParse(text).success).toBe(false);
    });

  it('writes a number with its cents', () => {
    expect(decimalString.parse(141.9)).toBe('141.90');
    expect(decimalString.safeParse(Number.NaN).success).toBe(false);
  });
});
