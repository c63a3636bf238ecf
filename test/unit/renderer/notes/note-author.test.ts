// Who wrote a note, in words: a note this desk queued names its staff member, even the signed-in one whose account
// id the desk does not know; account 0 is the guest; other ids by the names this desk knows.
import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import { noteAuthor } from '../../../../renderer/features/notes/note-author.js';

const staff = [{ accountId: 2, name: 'Priya Shah' }];

describe('the author of a note', () => {
  it('is the staff member a queued note names, never the guest', () => {
    expect(noteAuthor({ staffId: 0, staffName: 'Signed-in staff member' }, staff, englishIntl())).toBe('Signed-in staff member');
  });

  it('is the guest for account 0, and staff by name or number otherwise', () => {
    expect(noteAuthor({ staffId: 0 }, staff, englishIntl())).toBe('Guest');
    expect(noteAuthor({ staffId: 2 }, staff, englishIntl())).toBe('Priya Shah');
    expect(noteAuthor({ staffId: 9 }, staff, englishIntl())).toBe('Staff #9');
  });

  it('says the desk\'s own name for a queued note\'s author in the desk\'s language', () => {
    const french = createIntl({ locale: 'fr-CA', messages: JSON.parse(readFileSync(new URL('../../../../renderer/i18n/catalogues/fr-CA.json', import.meta.url), 'utf8')) });
    expect(noteAuthor({ staffId: 0, staffName: 'Signed-in staff member' }, staff, french)).toBe('Employé connecté');
    expect(noteAuthor({ staffId: 2 }, staff, french)).toBe('Priya Shah');
  });
});
