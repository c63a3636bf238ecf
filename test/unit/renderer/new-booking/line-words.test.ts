import { describe, expect, it } from 'vitest';
import { countWords, lengthWords, lineWords } from '../../../../renderer/features/new-booking/line-words.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import { createIntl } from 'react-intl';
import german from '../../../../renderer/i18n/catalogues/de.json' with { type: 'json' };

const intl = englishIntl();

describe('a booking\'s counts and length in words', () => {
  it('writes each count in the right number, as a sentence writes it', () => {
    expect(lineWords({ counts: [{ label: 'Children', count: 1 }, { label: 'Rooms', count: 1 }], length: { count: 1, unit: 'night' } }, 'en-CA', intl))
      .toEqual({ counts: '1 child, 1 room', length: '1 night' });
    expect(lineWords({ counts: [{ label: 'Adults', count: 2 }, { label: 'Children', count: 0 }], length: { count: 3, unit: 'day' } }, 'en-CA', intl))
      .toEqual({ counts: '2 adults', length: '3 days' });
    expect(countWords([{ label: 'Adult', count: 3 }, { label: 'BBQ pack', count: 1 }], 'en-CA')).toBe('3 adults, 1 BBQ pack');
  });

  it('says what is known: the length alone where the counts are not, nothing for a booking by the hour', () => {
    expect(lineWords({ counts: null, length: { count: 2, unit: 'night' } }, 'en-CA', intl)).toEqual({ counts: '', length: '2 nights' });
    expect(lineWords({ counts: [{ label: 'Adults', count: 1 }], length: null }, 'en-CA', intl)).toEqual({ counts: '1 adult', length: '' });
    expect(lengthWords(null, intl)).toBe('');
  });

  it('counts the length in the desk\'s language, the account\'s labels as the account wrote them', () => {
    const deutsch = createIntl({ locale: 'de', defaultLocale: 'en', messages: german });
    expect(lengthWords({ count: 1, unit: 'night' }, deutsch)).toBe('1 Nacht');
    expect(lengthWords({ count: 2, unit: 'night' }, deutsch)).toBe('2 Nächte');
    expect(lengthWords({ count: 3, unit: 'day' }, deutsch)).toBe('3 Tage');
  });
});
