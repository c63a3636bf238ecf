// Who a booking is for and how long, in the words a person writes: "2 adults, 1 child × 1 night". Counts name the
// account's parameters in the right number ("1 Children" reads "1 child"): those are the account's words, in its
// locale. The length is the desk's, in its language: the item's own unit, nights for a stay by the night, days for
// one by the day.
import { defineMessages, type IntlShape } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { BasketLine } from '../../../shared/contract/model/basket.js';
import type { BookedLength } from '../../../shared/contract/model/rates.js';
import { formOf, labelNoun } from '../../ui/plurals.js';

const SAID = words(defineMessages({
  length: {
    id: 'newBooking.length',
    defaultMessage: '{unit, select, night {{count, plural, one {# night} other {# nights}}} other {{count, plural, one {# day} other {# days}}}}',
  },
}));

/** One capitalised word reads in a sentence in lower case ("Children" → "children"); "BBQ pack" stays as written. */
const inSentence = (word: string) => (/^[A-Z][a-z]+$/.test(word) ? word.toLowerCase() : word);

/** "2 adults, 1 child", with the account's labels in the account's locale. */
export function countWords(counts: NonNullable<BasketLine['counts']>, locale: string): string {
  return counts.filter((entry) => entry.count > 0)
    .map((entry) => `${entry.count} ${inSentence(formOf(entry.count, labelNoun(entry.label, locale), locale))}`)
    .join(', ');
}

/** "1 night", "3 days"; '' for a booking by the hour. */
export function lengthWords(length: BookedLength | null, intl: IntlShape): string {
  return length ? intl.formatMessage(SAID.length, { unit: length.unit, count: length.count }) : '';
}

/** "2 adults, 1 child" and "1 night", whichever is known ('' for the other), to be shown as "… × …". */
export function lineWords(line: Pick<BasketLine, 'counts' | 'length'>, locale: string, intl: IntlShape): { counts: string; length: string } {
  return { counts: countWords(line.counts ?? [], locale), length: lengthWords(line.length, intl) };
}
