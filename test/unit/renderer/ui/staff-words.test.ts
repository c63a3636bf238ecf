import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { numberedStaff, SIGNED_IN_STAFF } from '../../../../shared/domain/staff-names.js';
import { deskText } from '../../../../renderer/ui/desk-words.js';
import { staffText } from '../../../../renderer/ui/staff-words.js';
import { markerText } from '../../../../renderer/features/outbox/outbox-text.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';

const catalogue = (language: string) => createIntl({
  locale: language, messages: JSON.parse(readFileSync(new URL(`../../../../renderer/i18n/catalogues/${language}.json`, import.meta.url), 'utf8')),
});

// A desk on a token pair names no one: its writes came to the Outbox and the Shift "par Signed-in staff member", in
// English on a French desk.
describe('the desk\'s own names for an author or a desk, in the desk\'s language', () => {
  const french = catalogue('fr-CA');
  const german = catalogue('de');

  it('says whoever is signed in and a numbered staff account in the language, a person\'s name as it is', () => {
    expect(staffText(french, SIGNED_IN_STAFF)).toBe('Employé connecté');
    expect(staffText(german, numberedStaff(12))).toBe('Mitarbeiter Nr. 12');
    expect(staffText(french, 'Priya Shah')).toBe('Priya Shah');
    expect(staffText(englishIntl(), SIGNED_IN_STAFF)).toBe('Signed-in staff member');
  });

  it('says this desk in the language, another desk by its name', () => {
    expect(deskText(french, 'This desk')).toBe('Ce poste');
    expect(deskText(french, 'Dock')).toBe('Dock');
  });

  it('names the signed-in author of a queued write in the language', () => {
    const write = { kind: 'checkIn' as const, description: 'Check in', state: 'pending' as const, staffName: SIGNED_IN_STAFF };
    expect(markerText(french, write, '10 h 30', false))
      .toBe('En attente : Arrivée (mis en attente à 10 h 30 par Employé connecté) — partira au retour de la connexion');
  });
});
