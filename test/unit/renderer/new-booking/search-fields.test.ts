import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import type { BookingParameter } from '../../../../shared/contract/model/rates.js';
import { blankSearch, countText, readSearch, readTerms, type SearchFields } from '../../../../renderer/features/new-booking/search-fields.js';

const PARAMETERS: BookingParameter[] = [
  { id: 'adults', label: 'Adults', min: 0, max: 8, initial: 1, hidden: false, locked: false },
  { id: 'children', label: 'Children', min: 0, max: 6, initial: 0, hidden: false, locked: false },
];

const intl = englishIntl();
const typed = (changes: Partial<SearchFields>): SearchFields => ({ ...blankSearch(20261121, PARAMETERS), ...changes });

describe('reading the search as typed', () => {
  it('starts from the day it is given, one adult and no children, rules checked', () => {
    const fields = blankSearch(20261121, PARAMETERS);
    expect(fields.firstDay).toBe('2026-11-21');
    expect(countText(fields, PARAMETERS[0]!)).toBe('1');
    expect(readSearch(fields, PARAMETERS, intl)).toEqual({
      ok: true, value: { startDay: 20261121, counts: { adults: 1, children: 0 }, rules: 'checked' },
    });
  });

  it('shows a parameter’s initial count until something is typed for it (the parameters arrive later)', () => {
    const fields = blankSearch(20261121);
    expect(countText(fields, PARAMETERS[0]!)).toBe('1');
    expect(readSearch(fields, PARAMETERS, intl)).toMatchObject({ ok: true, value: { counts: { adults: 1, children: 0 } } });
  });

  it('sends a period, times, filters and the overrides only when they are filled in', () => {
    const reading = readSearch(typed({
      lastDay: '2026-11-23', startTime: '09:00', endTime: '12:30', counts: { adults: '2', children: '1' }, rules: 'soft',
      discountCode: ' EARLYBIRD ', categoryId: '2', keyword: ' kayak ', minAvailable: '3',
    }), PARAMETERS, intl);
    expect(reading).toEqual({
      ok: true,
      value: {
        startDay: 20261121, endDay: 20261123, startTime: '09:00', endTime: '12:30', counts: { adults: 2, children: 1 },
        rules: 'soft', discountCode: 'EARLYBIRD', categoryId: 2, keyword: 'kayak', minAvailable: 3,
      },
    });
  });

  it('treats a blank count as none', () => {
    expect(readSearch(typed({ counts: { adults: '2', children: '' } }), PARAMETERS, intl)).toMatchObject({ ok: true, value: { counts: { adults: 2, children: 0 } } });
  });

  it('names the field that cannot be read, in words a person can act on', () => {
    expect(readSearch(typed({ firstDay: '' }), PARAMETERS, intl))
      .toEqual({ ok: false, problem: { field: 'firstDay', message: 'Choose the first day.' } });
    expect(readSearch(typed({ lastDay: '2026-11-20' }), PARAMETERS, intl))
      .toEqual({ ok: false, problem: { field: 'lastDay', message: 'The last day must be on or after the first.' } });
    expect(readSearch(typed({ startTime: '25:00' }), PARAMETERS, intl))
      .toMatchObject({ ok: false, problem: { field: 'startTime' } });
    expect(readSearch(typed({ counts: { adults: '9' } }), PARAMETERS, intl))
      .toEqual({ ok: false, problem: { field: 'count:adults', message: 'Adults: a whole number from 0 to 8.' } });
    expect(readSearch(typed({ counts: { children: '1.5' } }), PARAMETERS, intl))
      .toMatchObject({ ok: false, problem: { field: 'count:children' } });
    expect(readSearch(typed({ minAvailable: '0' }), PARAMETERS, intl))
      .toMatchObject({ ok: false, problem: { field: 'minAvailable' } });
  });

  it('reads the terms of a line change without the search’s filters', () => {
    expect(readTerms(typed({ keyword: 'bike', counts: { adults: '3' } }), PARAMETERS, intl)).toEqual({
      ok: true, value: { startDay: 20261121, counts: { adults: 3, children: 0 }, rules: 'checked' },
    });
  });
});
