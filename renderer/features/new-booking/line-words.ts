// Who a booking is for and how long, in the words a person writes: "2 adults, 1 child × 1 night". Counts name the
// account's parameters in the right number ("1 Children" reads "1 child"); the length counts the item's own unit,
// nights for a stay by the night, days for one by the day.
import type { BasketLine } from '../../../shared/contract/model/basket.js';
import type { BookedLength } from '../../../shared/contract/model/rates.js';
import { formOf, labelNoun, noun } from '../../ui/plurals.js';

const LENGTH_WORDS = { night: noun('night'), day: noun('day') } as const;

/** One capitalised word reads in a sentence in lower case ("Children" → "children"); "BBQ pack" stays as written. */
const inSentence = (word: string) => (/^[A-Z][a-z]+$/.test(word) ? word.toLowerCase() : word);

export function countWords(counts: NonNullable<BasketLine['counts']>, locale: string): string {
  return counts.filter((entry) => entry.count > 0)
    .map((entry) => `${entry.count} ${inSentence(formOf(entry.count, labelNoun(entry.label, locale), locale))}`)
    .join(', ');
}

/** "1 night", "3 days"; '' for a booking by the hour. */
export function lengthWords(length: BookedLength | null, locale: string): string {
  return length ? `${length.count} ${formOf(length.count, LENGTH_WORDS[length.unit], locale)}` : '';
}

/** "2 adults, 1 child × 1 night", or whichever part is known. */
export function lineWords(line: Pick<BasketLine, 'counts' | 'length'>, locale: string): string {
  return [countWords(line.counts ?? [], locale), lengthWords(line.length, locale)].filter((part) => part !== '').join(' × ');
}
