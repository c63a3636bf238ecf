import { describe, expect, it } from 'vitest';
import { periodRange, previousRange, type PeriodChoice } from '../../../shared/domain/report-period.js';

// Saturday 21 November 2026.
const TODAY = 20261121;

describe('report periods', () => {
  const cases: [PeriodChoice, [number, number], [number, number]][] = [
    [{ kind: 'this', unit: 'week' }, [20261116, 20261122], [20261109, 20261115]],
    [{ kind: 'last', unit: 'week' }, [20261109, 20261115], [20261102, 20261108]],
    [{ kind: 'this', unit: 'month' }, [20261101, 20261130], [20261001, 20261031]],
    [{ kind: 'last', unit: 'month' }, [20261001, 20261031], [20260901, 20260930]],
    [{ kind: 'this', unit: 'quarter' }, [20261001, 20261231], [20260701, 20260930]],
    [{ kind: 'last', unit: 'quarter' }, [20260701, 20260930], [20260401, 20260630]],
    [{ kind: 'this', unit: 'year' }, [20260101, 20261231], [20250101, 20251231]],
    [{ kind: 'last', unit: 'year' }, [20250101, 20251231], [20240101, 20241231]],
    [{ kind: 'custom', from: 20261101, to: 20261110 }, [20261101, 20261110], [20261022, 20261031]],
  ];
  it.each(cases)('%o covers the days a manager expects, compared with the period before', (choice, now, before) => {
    expect(periodRange(choice, TODAY)).toEqual({ from: now[0], to: now[1] });
    expect(previousRange(choice, TODAY)).toEqual({ from: before[0], to: before[1] });
  });

  it('last month in January is December of the year before, and February knows leap years', () => {
    expect(periodRange({ kind: 'last', unit: 'month' }, 20270115)).toEqual({ from: 20261201, to: 20261231 });
    expect(periodRange({ kind: 'this', unit: 'month' }, 20280210)).toEqual({ from: 20280201, to: 20280229 });
    expect(periodRange({ kind: 'this', unit: 'week' }, 20270101)).toEqual({ from: 20261228, to: 20270103 });
  });
});
