// The desk's catalogues: English is the code's own words, compiled into each screen's code by the build
// (scripts/i18n/compiled-defaults.ts), so it needs none; every other language is its own chunk, loaded the first time
// it is chosen and kept for the rest of the session (a switch back is immediate).
import type { MessageFormatElement } from 'react-intl';
import type { DeskLanguage, PSEUDO_LANGUAGE } from '../../shared/domain/desk-language.js';

/**
 * Message id → its message. The build hands the messages in compiled ahead of time (scripts/i18n/
 * compiled-catalogues.ts), so the page needs no ICU parser; under Node (the unit tests) they are the ICU text.
 */
export type Catalogue = Record<string, MessageFormatElement[]> | Record<string, string>;
export type CatalogueLanguage = DeskLanguage | typeof PSEUDO_LANGUAGE;

const LOADERS: Record<Exclude<CatalogueLanguage, 'en'>, () => Promise<{ default: unknown }>> = {
  'fr-CA': () => import('./catalogues/fr-CA.json'),
  'es-MX': () => import('./catalogues/es-MX.json'),
  de: () => import('./catalogues/de.json'),
  'en-XA': () => import('./catalogues/en.json?pseudo'),
};

/** English: no messages, each message's own English (its defaultMessage) is said. */
const loaded = new Map<CatalogueLanguage, Catalogue>([['en', {}]]);

/** The catalogue when it is at hand already (English always), else undefined. */
export const catalogueAtHand = (language: CatalogueLanguage): Catalogue | undefined => loaded.get(language);

export async function loadCatalogue(language: CatalogueLanguage): Promise<Catalogue> {
  const found = loaded.get(language);
  if (found) return found;
  const catalogue = (await LOADERS[language as Exclude<CatalogueLanguage, 'en'>]()).default as Catalogue;
  loaded.set(language, catalogue);
  return catalogue;
}
