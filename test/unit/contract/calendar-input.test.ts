// items.calendar takes what a calendar can show and nothing more (red-team finding: a range of 2^53 days kept the
// desk, in Electron its main process and so every window, busy for 19–31 s).
import { describe, expect, it } from 'vitest';
import { calls } from '../../../shared/contract/calls.js';
import { CALENDAR_MAX_DAYS } from '../../../shared/domain/desk-limits.js';
import { addDays } from '../../../shared/domain/dates.js';

const takes = (input: unknown) => calls['items.calendar'].input.safeParse(input).success;

describe('the calendar call', () => {
  it('takes a week, a month and the longest custom range the calendar offers', () => {
    expect(takes({ from: 20261123, to: 20261129 })).toBe(true);
    expect(takes({ from: 20261101, to: 20261130, categoryId: 3 })).toBe(true);
    expect(takes({ from: 20261101, to: addDays(20261101, CALENDAR_MAX_DAYS - 1), itemIds: [1, 2] })).toBe(true);
  });

  it('refuses a range longer than that, one that ends before it starts, and days that are not days', () => {
    expect(takes({ from: 20261101, to: addDays(20261101, CALENDAR_MAX_DAYS) })).toBe(false);
    expect(takes({ from: 0, to: 2 ** 53 })).toBe(false);
    expect(takes({ from: 19700101, to: 29991231 })).toBe(false);
    expect(takes({ from: 20261130, to: 20261101 })).toBe(false);
    expect(takes({ from: 20261131, to: 20261201 })).toBe(false);
  });
});
