// The tolerances a live PHP service needs: numbers as strings, 0/1 flags, PHP's [] for empty objects.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  decimalString,
  jsonEncoded,
  keyedCollection,
  phpObject,
  wireBool,
  wireDay,
  wireInt,
  wireNumber,
  wireString,
} from '../../../shared/wire/index.js';

describe('numbers that arrive as strings', () => {
  it('reads "12" as the integer 12 and refuses what is not an integer', () => {
    expect(wireInt.parse('12')).toBe(12);
    expect(wireInt.parse(-3)).toBe(-3);
    for (const bad of ['abc', '1.5', 1.5, '', '12abc', '99999999999999999999', null]) {
      expect(wireInt.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('reads decimal text as a number', () => {
    expect(wireNumber.parse('0.0003')).toBe(0.0003);
    expect(wireNumber.parse(150.5)).toBe(150.5);
    expect(wireNumber.safeParse('ten').success).toBe(false);
  });

  it('keeps money as a decimal string and pads a bare number to two decimals', () => {
    expect(decimalString.parse('141.90')).toBe('141.90');
    expect(decimalString.parse(141.9)).toBe('141.90');
    expect(decimalString.parse(12)).toBe('12.00');
    expect(decimalString.parse(0.125)).toBe('0.125');
    expect(decimalString.safeParse('$141.90').success).toBe(false);
  });

  it('turns a number into text where the spec says string', () => {
    expect(wireString.parse(12345)).toBe('12345');
    expect(wireString.parse('0')).toBe('0');
  });
});

describe('flags and days', () => {
  it('reads true/false, 1/0 and "1"/"0" as booleans, and nothing else', () => {
    expect([true, 1, '1', 'true'].map((flag) => wireBool.parse(flag))).toEqual([true, true, true, true]);
    expect([false, 0, '0', 'false'].map((flag) => wireBool.parse(flag))).toEqual([false, false, false, false]);
    expect(wireBool.safeParse(2).success).toBe(false);
    expect(wireBool.safeParse('yes').success).toBe(false);
  });

  it('reads a day as a yyyymmdd number whether sent as a number, digits or an ISO date', () => {
    expect(wireDay.parse(20161221)).toBe(20161221);
    expect(wireDay.parse('20161221')).toBe(20161221);
    expect(wireDay.parse('2016-12-21')).toBe(20161221);
    expect(wireDay.parse(0)).toBe(0);
    expect(wireDay.safeParse('21/12/2016').success).toBe(false);
  });
});

describe('objects a PHP service sends', () => {
  const names = keyedCollection(z.looseObject({ name: z.string() }));

  it('reads an empty [] as an empty collection', () => {
    expect(names.parse([])).toEqual({});
  });

  it('reads a list as a collection keyed by position, and an object as it is', () => {
    expect(names.parse([{ name: 'a' }])).toEqual({ '0': { name: 'a' } });
    expect(names.parse({ '7': { name: 'b', extra: 1 } })).toEqual({ '7': { name: 'b', extra: 1 } });
  });

  it('refuses a collection whose records are malformed', () => {
    expect(names.safeParse({ '7': { name: 7 } }).success).toBe(false);
    expect(names.safeParse('7').success).toBe(false);
  });

  it('reads [] as an empty object of optional members', () => {
    expect(phpObject({ amount: wireNumber.optional() }).parse([])).toEqual({});
  });

  it('decodes a JSON-encoded object and refuses text that is not JSON', () => {
    const meta = jsonEncoded(phpObject({ delay: wireInt.optional() }));
    expect(meta.parse('{"delay":"2"}')).toEqual({ delay: 2 });
    expect(meta.parse({ delay: 3 })).toEqual({ delay: 3 });
    expect(meta.parse('[]')).toEqual({});
    const refused = meta.safeParse('{delay');
    expect(refused.error?.issues[0]?.message).toBe('expected a JSON-encoded object');
  });
});
