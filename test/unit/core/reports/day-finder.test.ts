// Placing an instant on the account's calendar day must agree with Intl everywhere, clock changes included.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DayFinder } from '../../../../electron/core/reports/day-finder.js';
import { dayInZone } from '../../../../shared/domain/dates.js';

const FIRST = 20250101;
const LAST = 20261231;
const from = Date.UTC(2025, 0, 1) / 1000 - 86_400;
const to = Date.UTC(2027, 0, 1) / 1000 + 86_400;

describe('the day an instant falls on, by the account\'s clock', () => {
  it.each(['America/Vancouver', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu'])('agrees with Intl in %s', (zone) => {
    const finder = new DayFinder(FIRST, LAST, zone);
    fc.assert(fc.property(fc.integer({ min: from, max: to }), (instant) => {
      const day = dayInZone(instant, zone);
      expect(finder.dayOf(instant)).toBe(day >= FIRST && day <= LAST ? day : null);
    }), { numRuns: 3000 });
  });

  it('puts 23:59:59 and 00:00 around a spring-forward night on their own days', () => {
    const finder = new DayFinder(20260301, 20260331, 'America/Vancouver');
    // 8 March 2026: clocks go from 02:00 to 03:00 in Vancouver; that day is 23 hours long.
    expect(finder.dayOf(Date.UTC(2026, 2, 8, 8, 0, 0) / 1000)).toBe(20260308);
    expect(finder.dayOf(Date.UTC(2026, 2, 9, 6, 59, 59) / 1000)).toBe(20260308);
    expect(finder.dayOf(Date.UTC(2026, 2, 9, 7, 0, 0) / 1000)).toBe(20260309);
  });
});
