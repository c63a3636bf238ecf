// The language the desk's words are in. Each desk follows its account's language unless a person chose another
// under Accounts (a desk in Québec on an account set up in English). Dates, times, numbers and money stay in the
// account's locale whatever the words are in.

/** The languages the desk's catalogues are written in. */
export const DESK_LANGUAGES = ['en', 'fr-CA', 'es-MX', 'de'] as const;
export type DeskLanguage = (typeof DESK_LANGUAGES)[number];

/**
 * The pseudo-locale: the English catalogue with every word visibly marked (accented, in brackets). It is no
 * language a person reads; the test that finds words on a screen no catalogue carries runs the desk in it.
 */
export const PSEUDO_LANGUAGE = 'en-XA';

/** What a desk may be set to: 'account' follows the account's language. */
export const LANGUAGE_CHOICES = ['account', ...DESK_LANGUAGES, PSEUDO_LANGUAGE] as const;
export type DeskLanguageChoice = (typeof LANGUAGE_CHOICES)[number];

/** The catalogue for an account's locale ("fr_CA", "es_ES", "de_AT", "en_US"): by its language; English otherwise. */
export function languageOfLocale(locale: string): DeskLanguage {
  const language = locale.toLowerCase().split(/[-_]/)[0];
  return DESK_LANGUAGES.find((tag) => tag.toLowerCase().split('-')[0] === language) ?? 'en';
}

/**
 * How dates, times, numbers and money are written: as the account writes them (its locale: a Québec desk on an
 * account set up in English still reads "$1,410.00"), or in the desk's language ("1 410,00 $").
 */
export const FORMAT_CHOICES = ['account', 'language'] as const;
export type DeskFormatsChoice = (typeof FORMAT_CHOICES)[number];

/** The language the desk speaks: the one chosen, or the account's. */
export function deskLanguage(choice: DeskLanguageChoice, accountLocale: string): DeskLanguage | typeof PSEUDO_LANGUAGE {
  return choice === 'account' ? languageOfLocale(accountLocale) : choice;
}
