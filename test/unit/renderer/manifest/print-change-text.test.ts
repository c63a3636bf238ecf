// "N bookings changed since you printed": each change comes from the main process as data and the page says it in the
// desk's language. English says what the main process said before it sent data.
import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { PrintChangeWhat } from '../../../../shared/contract/model/changes.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import { printChangesText, printChangeText } from '../../../../renderer/features/manifest/print-change-text.js';

const english = englishIntl();
const german = createIntl({ locale: 'de', messages: JSON.parse(readFileSync(new URL('../../../../renderer/i18n/catalogues/de.json', import.meta.url), 'utf8')) });
const money = (amount: string, currency: string) => `${amount} ${currency}`;

const CHANGES: [string, PrintChangeWhat, string, string][] = [
  ['a new booking', { kind: 'new' }, 'new booking', 'neue Buchung'],
  ['a booking gone from the day', { kind: 'gone' }, 'no longer on this day', 'nicht mehr an diesem Tag'],
  ['a status', { kind: 'status', from: 'Pending', to: 'Paid' }, 'status Pending → Paid', 'Status Pending → Paid'],
  ['guests', { kind: 'guests', from: 2, to: 3 }, '2 → 3 guests', '2 → 3 Gäste'],
  ['a balance paid', { kind: 'balance', from: '95.50', to: '0.00' }, 'balance 95.50 CAD → nothing', 'Restbetrag 95.50 CAD → nichts'],
  ['a balance not known before', { kind: 'balance', from: null, to: '10.00' }, 'balance not known → 10.00 CAD', 'Restbetrag unbekannt → 10.00 CAD'],
  ['items or times', { kind: 'items' }, 'items or times changed', 'Artikel oder Zeiten geändert'],
  ['a new note', { kind: 'notes', count: 1 }, 'a new note', 'eine neue Notiz'],
  ['new notes', { kind: 'notes', count: 2 }, '2 new notes', '2 neue Notizen'],
];

describe('printChangeText', () => {
  for (const [name, change, inEnglish, inGerman] of CHANGES) {
    it(`says ${name} in English as before, and in German`, () => {
      expect(printChangeText(english, change, 'CAD', money)).toBe(inEnglish);
      expect(printChangeText(german, change, 'CAD', money)).toBe(inGerman);
    });
  }

  it("says a booking's changes one after the other", () => {
    expect(printChangesText(english, [{ kind: 'status', from: 'Pending', to: 'Paid' }, { kind: 'guests', from: 2, to: 3 }], 'CAD', money))
      .toBe('status Pending → Paid, 2 → 3 guests');
  });
});
