// What closing a departure did comes from the main process as data; the page says it in the desk's language. English
// says what the main process said before it sent data.
import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ClosingSaid } from '../../../../shared/contract/model/departures.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import { closingSaidText } from '../../../../renderer/features/manifest/closing-said-text.js';

const english = englishIntl();
const german = createIntl({ locale: 'de', messages: JSON.parse(readFileSync(new URL('../../../../renderer/i18n/catalogues/de.json', import.meta.url), 'utf8')) });

const SAID: [string, ClosingSaid, string, string][] = [
  ['one no-show set, nobody notified', { kind: 'noShowsSet', count: 1, status: 'No show', notify: false },
    '1 no-show set to No show, no guest notified.', '1 No-Show auf No show gesetzt, kein Gast benachrichtigt.'],
  ['two no-shows set, each notified', { kind: 'noShowsSet', count: 2, status: 'No show', notify: true },
    '2 no-shows set to No show, each guest notified.', '2 No-Shows auf No show gesetzt, jeder Gast benachrichtigt.'],
  ['the stock not released', { kind: 'stockNotReleased' },
    'Stock is not released: no no-show status is chosen for this account (under Accounts), so each no-show is kept as a note and a mark on this desk, and the booking keeps its status.',
    'Kontingent nicht freigegeben: Für dieses Konto ist kein No-Show-Status gewählt (unter Konten). Jeder No-Show bleibt als Notiz und Markierung an diesem Schalter, und die Buchung behält ihren Status.'],
  ['a write refused with the service\'s reason', { kind: 'refused', code: 'ABCD-123456', reason: 'Booking is void' },
    'Refused by the booking service: ABCD-123456: Booking is void. It waits in the Outbox.', 'Vom Buchungsdienst abgelehnt: ABCD-123456: Booking is void. Es wartet im Ausgang.'],
  ['a write refused without a reason', { kind: 'refused', code: 'ABCD-123456', reason: null },
    'Refused by the booking service: ABCD-123456: refused by the booking service. It waits in the Outbox.', 'Vom Buchungsdienst abgelehnt: ABCD-123456. Es wartet im Ausgang.'],
];

describe('closingSaidText', () => {
  for (const [name, said, inEnglish, inGerman] of SAID) {
    it(`says ${name} in English as before, and in German`, () => {
      expect(closingSaidText(english, said)).toBe(inEnglish);
      expect(closingSaidText(german, said)).toBe(inGerman);
    });
  }
});
