// The shell's own words (its menus and native dialogs) in the desk's language, from the same catalogues as the
// page's words: FormatJS's @formatjs/intl, the core of react-intl, outside React. The main process keeps the
// catalogues' ICU text and parses it when a language is first asked for; the log stays in English.
import { createIntl, createIntlCache, defineMessages, type IntlShape, type MessageDescriptor } from '@formatjs/intl';
import de from '../../renderer/i18n/catalogues/de.json' with { type: 'json' };
import en from '../../renderer/i18n/catalogues/en.json' with { type: 'json' };
import esMX from '../../renderer/i18n/catalogues/es-MX.json' with { type: 'json' };
import frCA from '../../renderer/i18n/catalogues/fr-CA.json' with { type: 'json' };
import { deskLanguage, type DeskLanguage, type DeskLanguageChoice } from '../../shared/domain/desk-language.js';

const CATALOGUES: Record<DeskLanguage, Record<string, string>> = { en, 'fr-CA': frCA, 'es-MX': esMX, de };

/** Plain descriptors, given their values at the call (as renderer/i18n/words.ts makes them for the page). */
function plain<T extends Record<string, MessageDescriptor>>(messages: T): { readonly [K in keyof T]: MessageDescriptor } {
  return messages;
}

export const SHELL_WORDS = plain(defineMessages({
  edit: { id: 'shell.menu.edit', defaultMessage: 'Edit' },
  view: { id: 'shell.menu.view', defaultMessage: 'View' },
  saveLog: { id: 'shell.menu.saveLog', defaultMessage: 'Save a Log for Support…' },
  about: { id: 'shell.menu.about', defaultMessage: 'About Frontdesk' },
  logNotSaved: { id: 'shell.logNotSaved', defaultMessage: 'The log was not saved' },
  tryAgain: { id: 'shell.logNotSaved.detail', defaultMessage: '{reason} Try again.' },
  savePdf: { id: 'shell.savePdf.title', defaultMessage: 'Save as PDF' },
  unsavedTitle: { id: 'shell.unsaved.title', defaultMessage: 'Changes not saved' },
  unsavedClose: { id: 'shell.unsaved.close', defaultMessage: 'Close Frontdesk' },
  unsaved: {
    id: 'shell.unsaved.message',
    defaultMessage: '{count, plural, one {One change was} other {# changes were}} never saved on this computer and did not '
      + 'reach the booking service: the disk would not take them.',
  },
  unsavedAgain: { id: 'shell.unsaved.again', defaultMessage: 'Make them again once the disk has room (or can be written to).' },
}));

const cache = createIntlCache();
const made = new Map<DeskLanguage, IntlShape>();

/** The shell's words in `language`; the pseudo-locale's and an unknown language's are English. */
export function shellIntl(language: string = 'en'): IntlShape {
  const known = (language in CATALOGUES ? language : 'en') as DeskLanguage;
  let intl = made.get(known);
  if (!intl) made.set(known, (intl = createIntl({ locale: known, defaultLocale: 'en', messages: CATALOGUES[known] }, cache)));
  return intl;
}

let current: IntlShape = shellIntl();

/** The shell's words in the desk's language as last told (English until the desk has said its language). */
export const shellWords = (): IntlShape => current;

/** The desk's language (its choice, or the account's locale it follows): the shell speaks it from now on; true when that changed. */
export function speakDeskLanguage(choice: DeskLanguageChoice, accountLocale: string): boolean {
  const next = shellIntl(deskLanguage(choice, accountLocale));
  if (next === current) return false;
  current = next;
  return true;
}
