import { describe, expect, it } from 'vitest';
import { countWords, lengthWords, lineWords } from '../../../../renderer/features/new-booking/line-words.js';

describe('a booking\'s counts and length in words', () => {
  it('writes each count in the right number, as a sentence writes it', () => {
    expect(lineWords({ counts: [{ label: 'Children', count: 1 }, { label: 'Rooms', count: 1 }], length: { count: 1, unit: 'night' } }, 'en-CA'))
      .toBe('1 child, 1 room × 1 night');
    expect(lineWords({ counts: [{ label: 'Adults', count: 2 }, { label: 'Children', count: 0 }], length: { count: 3, unit: 'day' } }, 'en-CA'))
      .toBe('2 adults × 3 days');
    expect(countWords([{ label: 'Adult', count: 3 }, { label: 'BBQ pack', count: 1 }], 'en-CA')).toBe('3 adults, 1 BBQ pack');
  });

  it('says what is known: the length alone where the counts are not, nothing for a booking by the hour', () => {
    expect(lineWords({ counts: null, length: { count: 2, unit: 'night' } }, 'en-CA')).toBe('2 nights');
    expect(lineWords({ counts: [{ label: 'Adults', count: 1 }], length: null }, 'en-CA')).toBe('1 adult');
    expect(lengthWords(null, 'en-CA')).toBe('');
  });
});
