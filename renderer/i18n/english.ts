// The desk's words in English outside React: for the unit tests of functions that put things in words.
import { createIntl, type IntlShape } from 'react-intl';
import english from './catalogues/en.json' with { type: 'json' };

/** The English catalogue itself (under Node the messages are their ICU text), so a message the code dropped fails. */
export const englishIntl = (locale = 'en'): IntlShape =>
  createIntl({ locale, defaultLocale: 'en', messages: english as Record<string, string> });
