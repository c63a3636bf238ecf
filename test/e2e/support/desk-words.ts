// The desk's words in one of its languages, read from that language's catalogue by message id: a walk finds the
// same controls in every language, and no translation is written into a test.
import { readFileSync } from 'node:fs';
import { createIntl, type IntlShape } from 'react-intl';
import type { DeskLanguage } from '../../../shared/domain/desk-language.js';

/** A value standing for any text in `matching`: a name, an amount or a time the test does not pin. */
export const ANY = '\u0000any\u0000';

type Values = Record<string, string | number>;

export interface DeskWords {
  language: DeskLanguage;
  /** The message as the desk shows it. */
  said(id: string, values?: Values): string;
  /** The message as a pattern, each ANY value standing for any text; `anchored` at its start, or whole. */
  matching(id: string, values?: Values, anchored?: 'start' | 'whole'): RegExp;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function deskWords(language: DeskLanguage): DeskWords {
  const file = new URL(`../../../renderer/i18n/catalogues/${language}.json`, import.meta.url);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  // A message the catalogue lacks fails the test rather than show its id.
  const intl: IntlShape = createIntl({ locale: language, defaultLocale: 'en', messages, onError: (error) => { throw error; } });
  const said = (id: string, values?: Values) => {
    if (!(id in messages)) throw new Error(`No message ${id} in the ${language} catalogue`);
    return intl.formatMessage({ id }, values);
  };
  return {
    language, said,
    matching: (id, values, anchored) => {
      const body = said(id, values).split(ANY).map(escaped).join('.*');
      return new RegExp(anchored === 'whole' ? `^${body}$` : anchored === 'start' ? `^${body}` : body);
    },
  };
}
