import { describe, expect, it } from 'vitest';
import {
  addMonths, customRange, dayCount, daysIn, lastOfMonth, monthOf, rangeAtToday, shiftRange, switchView, weekFrom,
} from '../../../../renderer/features/calendar/calendar-range.js';

describe('calendar ranges', () => {
  it('shows a week as seven days from its first day, across a month end', () => {
    expect(weekFrom(20261128)).toEqual({ view: 'week', from: 20261128, to: 20261204 });
    expect(daysIn(weekFrom(20261128))).toEqual([20261128, 20261129, 20261130, 20261201, 20261202, 20261203, 20261204]);
  });

  it('shows a month as its calendar month, leap years included', () => {
    expect(monthOf(20261121)).toEqual({ view: 'month', from: 20261101, to: 20261130 });
    expect(monthOf(20280215).to).toBe(20280229);
    expect(monthOf(20261231)).toEqual({ view: 'month', from: 20261201, to: 20261231 });
  });

  it('counts months across a year end, both ways', () => {
    expect(addMonths(20261215, 1)).toBe(20270101);
    expect(addMonths(20260115, -1)).toBe(20251201);
    expect(addMonths(20260131, 13)).toBe(20270201);
    expect(lastOfMonth(20270210)).toBe(20270228);
  });

  it('cuts a custom range to 92 days and turns a backwards one round', () => {
    const long = customRange(20260101, 20261231);
    expect(long).toEqual({ view: 'custom', from: 20260101, to: 20260402 });
    expect(dayCount(long)).toBe(92);
    expect(customRange(20260310, 20260301)).toEqual({ view: 'custom', from: 20260301, to: 20260310 });
  });

  it('moves by the range: a week by seven days, a month by a month, a custom range by its length', () => {
    expect(shiftRange(weekFrom(20261121), 1)).toEqual(weekFrom(20261128));
    expect(shiftRange(weekFrom(20261121), -1)).toEqual(weekFrom(20261114));
    expect(shiftRange(monthOf(20261231), 1)).toEqual(monthOf(20270101));
    expect(shiftRange(monthOf(20260315), -1)).toEqual({ view: 'month', from: 20260201, to: 20260228 });
    expect(shiftRange(customRange(20260101, 20260110), 1)).toEqual(customRange(20260111, 20260120));
  });

  it('goes back to today keeping the kind of range', () => {
    expect(rangeAtToday(weekFrom(20200101), 20261121)).toEqual(weekFrom(20261121));
    expect(rangeAtToday(monthOf(20200101), 20261121)).toEqual(monthOf(20261101));
    expect(rangeAtToday(customRange(20200101, 20200114), 20261121)).toEqual(customRange(20261121, 20261204));
  });

  it('switches view around today when today is shown, else around the first day', () => {
    expect(switchView(monthOf(20261101), 'week', 20261121)).toEqual(weekFrom(20261121));
    expect(switchView(monthOf(20270101), 'week', 20261121)).toEqual(weekFrom(20270101));
    expect(switchView(weekFrom(20261128), 'month', 20261121)).toEqual(monthOf(20261128));
    expect(switchView(weekFrom(20261128), 'custom', 20261121)).toEqual(customRange(20261128, 20261204));
  });
});
