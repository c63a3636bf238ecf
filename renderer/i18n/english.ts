// The desk's words in English outside React: for the unit tests of functions that put things in words.
import { createIntl, type IntlShape } from 'react-intl';
import { ENGLISH } from './catalogues.js';

export const englishIntl = (locale = 'en'): IntlShape => createIntl({ locale, defaultLocale: 'en', messages: ENGLISH });
