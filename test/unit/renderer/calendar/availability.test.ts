import { describe, expect, it } from 'vitest';
import {
  UNLIMITED_UNITS, availabilityOf, availabilityWords, cellWords, unitsText,
} from '../../../../renderer/features/calendar/availability.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';

const intl = englishIntl();

describe('availability of a day', () => {
  it('calls a day with no units left sold out, whatever the stock', () => {
    expect(availabilityOf(0, 8)).toBe('none');
    expect(availabilityWords(0, 'none', intl)).toBe('sold out');
    expect(unitsText(0, 'none')).toBe('0');
  });

  it('calls a quarter of the stock or less "few"', () => {
    expect(availabilityOf(5, 20)).toBe('few');
    expect(availabilityOf(6, 20)).toBe('plenty');
  });

  it('calls two units or fewer "few" even for a small stock', () => {
    expect(availabilityOf(2, 6)).toBe('few');
    expect(availabilityOf(3, 6)).toBe('plenty');
    expect(availabilityOf(1, 1)).toBe('few');
  });

  it('shows an unlimited item as ∞, from the flag or from the service’s 1000000000', () => {
    expect(availabilityOf(UNLIMITED_UNITS, 0)).toBe('unlimited');
    expect(availabilityOf(50, 0, true)).toBe('unlimited');
    expect(unitsText(UNLIMITED_UNITS, 'unlimited')).toBe('∞');
    expect(availabilityWords(UNLIMITED_UNITS, 'unlimited', intl)).toBe('unlimited');
  });

  it('still shows a closed day of an unlimited item as sold out', () => {
    expect(availabilityOf(0, 0, true)).toBe('none');
  });

  it('says so when the service sent no figure', () => {
    expect(availabilityOf(undefined, 6)).toBe('unknown');
    expect(unitsText(undefined, 'unknown')).toBe('–');
    expect(availabilityWords(undefined, 'unknown', intl)).toBe('no figure');
  });

  it('words a plain figure as units left', () => {
    expect(availabilityWords(4, 'plenty', intl)).toBe('4 left');
  });

  it('words a day overbooked after what the service says of it', () => {
    expect(cellWords(0, 'none', { booked: 3, stock: 2 }, intl)).toBe('sold out, overbooked: 3 booked, 2 in stock');
    expect(cellWords(5, 'plenty', null, intl)).toBe('5 left');
  });
});
