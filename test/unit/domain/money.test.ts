// The one money type: exact decimal text, summed exactly, written in each currency's own decimals: two
// (CAD), three (KWD, BHD) and none (JPY, ISK).
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AmountSum, amountInCurrency, currencyDecimals, isPositiveAmount, readAmount, subtractAmounts, sumAmounts, writtenLike,
} from '../../../shared/domain/money.js';

/** Whole minor units as decimal text with `places` decimals: 12345, 3 → "12.345". */
const asText = (minor: number, places: number) => (places === 0 ? String(minor) : (minor / 10 ** places).toFixed(places));

const exactSum = (amounts: readonly string[]) => {
  const sum = new AmountSum();
  for (const amount of amounts) sum.add(readAmount(amount)!);
  return sum;
};

describe('a currency\'s own decimals', () => {
  it('takes them from Intl: two for CAD, three for KWD and BHD, none for JPY and ISK', () => {
    expect(['CAD', 'KWD', 'BHD', 'JPY', 'ISK'].map(currencyDecimals)).toEqual([2, 3, 3, 0, 0]);
  });

  it('gives a code Intl cannot read two, as Intl does a code it does not know', () => {
    expect(currencyDecimals('')).toBe(2);
    expect(currencyDecimals('not a code')).toBe(2);
  });
});

describe.each([
  ['CAD', 2], ['KWD', 3], ['JPY', 0],
] as const)('exact sums in %s', (currency, places) => {
  const amount = fc.integer({ min: 0, max: 100_000_000 }).map((minor) => asText(minor, places));

  it('adds any number of amounts without losing a minor unit', () => {
    fc.assert(fc.property(fc.array(amount, { maxLength: 300 }), (amounts) => {
      const minor = amounts.reduce((sum, text) => sum + Math.round(Number(text) * 10 ** places), 0);
      expect(exactSum(amounts).inCurrency(currency)).toBe(asText(minor, places));
      expect(sumAmounts(amounts)).toBe(amounts.length === 0 ? '0' : asText(minor, places));
    }));
  });

  it('writes a sum in the currency\'s decimals, however its amounts were written', () => {
    expect(exactSum(['1200.00', '300']).inCurrency(currency)).toBe(asText(1500 * 10 ** places, places));
    expect(new AmountSum().inCurrency(currency)).toBe(asText(0, places));
  });
});

describe('the same answers as a decimal library (big.js)', () => {
  /** Decimal text with 0 to 4 places, either sign, up to fifteen digits. */
  const decimal = fc.tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 4 }))
    .map(([units, places]) => new Big(units.toString()).div(10 ** places).toFixed(places));

  it('adds, takes away and compares exactly, at any size and in any decimals', () => {
    fc.assert(fc.property(fc.array(decimal, { minLength: 1, maxLength: 50 }), (amounts) => {
      const library = amounts.reduce((sum, amount) => sum.plus(amount), new Big(0));
      expect(new Big(sumAmounts(amounts)!).eq(library)).toBe(true);
      expect(new Big(subtractAmounts(amounts[0]!, sumAmounts(amounts))!).eq(new Big(amounts[0]!).minus(library))).toBe(true);
      expect(exactSum(amounts).compare(exactSum(amounts.slice(1)))).toBe(new Big(amounts[0]!).cmp(0));
    }));
  });

  it('rounds an average half away from zero, as big.js rounds half up', () => {
    fc.assert(fc.property(fc.array(decimal, { minLength: 1, maxLength: 20 }), fc.constantFrom('CAD', 'KWD', 'JPY'),
      (amounts, currency) => {
        const library = amounts.reduce((sum, amount) => sum.plus(amount), new Big(0)).div(amounts.length);
        expect(exactSum(amounts).averageOver(amounts.length, currency))
          .toBe(library.round(currencyDecimals(currency), Big.roundHalfUp).toFixed(currencyDecimals(currency)));
      }));
  });
});

describe('three decimals are kept everywhere (the issue\'s 12.345 + 0.001)', () => {
  it('adds and takes away to the thousandth', () => {
    expect(sumAmounts(['12.345', '0.001'])).toBe('12.346');
    expect(exactSum(['12.345', '0.001']).inCurrency('KWD')).toBe('12.346');
    expect(subtractAmounts('10.125', '0.1')).toBe('10.025');
  });

  it('rounds an average half up to the currency\'s decimals, and to whole yen', () => {
    expect(exactSum(['10.000', '0.001', '0.000']).averageOver(3, 'KWD')).toBe('3.334');
    expect(exactSum(['1000', '0', '0']).averageOver(3, 'JPY')).toBe('333');
    expect(exactSum(['100.00', '0.01']).averageOver(2, 'CAD')).toBe('50.01');
    expect(new AmountSum().averageOver(0, 'KWD')).toBe('0.000');
  });
});

describe('an amount in a currency\'s decimals, as reports and files write it', () => {
  it('pads to the currency\'s decimals and drops zero decimals it does not have', () => {
    expect(amountInCurrency('12.3', 'KWD')).toBe('12.300');
    expect(amountInCurrency('1200.00', 'JPY')).toBe('1200');
    expect(amountInCurrency('141.9', 'CAD')).toBe('141.90');
    expect(amountInCurrency('-5', 'BHD')).toBe('-5.000');
  });

  it('writes an amount with as many decimals as another, for an offer\'s amounts alike', () => {
    expect(writtenLike('0', '169.00')).toBe('0.00');
    expect(writtenLike('12.5', '1.000')).toBe('12.500');
    expect(writtenLike('12.345', '1.00')).toBe('12.345');
  });

  it('never rounds away a decimal the amount has', () => {
    expect(amountInCurrency('0.125', 'CAD')).toBe('0.125');
    expect(amountInCurrency('1200.50', 'JPY')).toBe('1200.5');
  });
});

describe('an amount that is not known', () => {
  it('makes a sum or a difference not known, never 0', () => {
    expect(sumAmounts(['12.345', null])).toBeNull();
    expect(sumAmounts(['12.345', '1,5'])).toBeNull();
    expect(subtractAmounts(null, '1.000')).toBeNull();
    expect(readAmount('NaN')).toBeNull();
  });

  it('is not claimed to be more than nothing', () => {
    expect(isPositiveAmount(null)).toBe(false);
    expect(isPositiveAmount('abc')).toBe(false);
    expect(isPositiveAmount('0.001')).toBe(true);
    expect(isPositiveAmount('0.000')).toBe(false);
  });
});
