import { describe, expect, it } from 'vitest';
import { customRange, monthOf, weekFrom } from '../../../../renderer/features/calendar/calendar-range.js';
import { dayColumnClass, dayHeading, isWeekend } from '../../../../renderer/features/calendar/day-labels.js';
import { rangeLabel } from '../../../../renderer/features/calendar/range-label.js';

describe('calendar labels', () => {
  it('names a month by its name and other ranges by their first and last day', () => {
    expect(rangeLabel(monthOf(20261121), 'en-US')).toBe('November 2026');
    expect(rangeLabel(weekFrom(20261121), 'en-US')).toMatch(/^Nov 21\s*–\s*27, 2026$/);
    expect(rangeLabel(customRange(20261220, 20270105), 'en-US')).toMatch(/Dec 20, 2026\s*–\s*Jan 5, 2027/);
  });

  it('heads a day column with weekday and date, and the month where a month starts', () => {
    expect(dayHeading(20261121, 'en-US', true)).toEqual({ weekday: 'Sat', date: '21', month: 'Nov' });
    expect(dayHeading(20261122, 'en-US', false)).toEqual({ weekday: 'Sun', date: '22', month: null });
    expect(dayHeading(20261201, 'en-US', false).month).toBe('Dec');
  });

  it('sets weekends and today apart', () => {
    expect(isWeekend(20261121)).toBe(true);
    expect(isWeekend(20261123)).toBe(false);
    expect(dayColumnClass(20261122, 20261122)).toBe('is-weekend is-today');
    expect(dayColumnClass(20261124, 20261122)).toBe('');
  });
});
