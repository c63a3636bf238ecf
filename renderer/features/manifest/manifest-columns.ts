// The manifest's columns as the desk chose and ordered them, kept on this computer: the CSV's columns, and the booking
// form's fields, which show on screen and on paper too.
import { useState } from 'react';
import { readChoice, saveChoice } from '../../ui/stored-choice.js';
import { formFieldNameOf } from './answer-columns.js';
import { DEFAULT_COLUMNS, MANIFEST_COLUMNS } from './manifest-csv.js';

const COLUMNS_KEY = 'frontdesk.manifest.csvColumns';

const OWN = new Set(MANIFEST_COLUMNS.map((column) => column.id));

/**
 * The kept choice as far as it still names columns: the manifest's own, and form fields by name, whether or not the
 * form has them today (another version may have written it, or the account changed its form since).
 */
export function keptColumns(stored: unknown): string[] {
  const ids = Array.isArray(stored)
    ? stored.filter((id): id is string => typeof id === 'string' && (OWN.has(id) || formFieldNameOf(id) !== null))
    : [];
  const unique = [...new Set(ids)];
  return unique.length > 0 ? unique : [...DEFAULT_COLUMNS];
}

export function useManifestColumns(): [string[], (next: string[]) => void] {
  const [chosen, setChosen] = useState(() => keptColumns(readChoice(COLUMNS_KEY)));
  const choose = (next: string[]) => {
    saveChoice(COLUMNS_KEY, next);
    setChosen(keptColumns(next));
  };
  return [chosen, choose];
}
