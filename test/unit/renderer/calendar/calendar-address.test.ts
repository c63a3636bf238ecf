import { describe, expect, it } from 'vitest';
import { calendarPath, readCalendarAddress } from '../../../../renderer/features/calendar/calendar-address.js';
import { customRange, monthOf, weekFrom } from '../../../../renderer/features/calendar/calendar-range.js';

const TODAY = 20261121;
const read = (query: string) => readCalendarAddress(new URLSearchParams(query), TODAY);

describe('the calendar address', () => {
  it('opens on the week from today when the address says nothing', () => {
    expect(read('')).toEqual({ range: weekFrom(TODAY) });
  });

  it('reads back every kind of range and the category it wrote', () => {
    for (const address of [
      { range: weekFrom(20261205) },
      { range: monthOf(20270101), categoryId: 3 },
      { range: customRange(20261201, 20270115), categoryId: 1 },
    ]) {
      const path = calendarPath(address);
      expect(path.startsWith('calendar?')).toBe(true);
      expect(read(path.split('?')[1]!)).toEqual(address);
    }
  });

  it('writes the first day and the view, and the last day only for a custom range', () => {
    expect(calendarPath({ range: weekFrom(20261121) })).toBe('calendar?view=week&from=20261121');
    expect(calendarPath({ range: customRange(20261121, 20261125), categoryId: 2 }))
      .toBe('calendar?view=custom&from=20261121&to=20261125&category=2');
  });

  it('makes a month of any day in it, and accepts ISO dates', () => {
    expect(read('view=month&from=2026-11-17').range).toEqual(monthOf(20261101));
  });

  it('falls back on malformed parts instead of failing', () => {
    expect(read('view=year&from=20261340&category=abc')).toEqual({ range: weekFrom(TODAY) });
    expect(read('view=custom&from=20261121&to=20300101').range).toEqual(customRange(20261121, 20270220));
    expect(read('view=custom&from=20261121').range).toEqual(customRange(20261121, 20261127));
  });
});
