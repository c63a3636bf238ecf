import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { PendingWrite } from '../../../../shared/contract/model/outbox.js';
import { STAMPED_MEANWHILE } from '../../../../shared/domain/stamps.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import {
  allowedActions, countsText, discardQuestion, inOutboxOrder, markerText, retryLabel, stateText, unsavedText, writeText,
} from '../../../../renderer/features/outbox/outbox-text.js';

function write(overrides: Partial<PendingWrite> = {}): PendingWrite {
  return {
    id: 'w1', kind: 'checkIn', bookingCode: 'ABCD-123456', description: 'Check in', state: 'pending',
    staffName: 'Priya Shah', createdAt: 1_700_000_000_000, error: null, ...overrides,
  };
}

const intl = englishIntl();
const refused = { kind: 'refused' as const, message: 'Booking ABCD-123456 is void, so it cannot be checked in.' };

describe('countsText', () => {
  it('says nothing when every change has landed', () => {
    expect(countsText(intl, { pending: 0, conflicts: 0 })).toBeNull();
  });

  it('counts pending writes and those to resolve, in the status bar words', () => {
    expect(countsText(intl, { pending: 2, conflicts: 1 })).toBe('2 pending writes, 1 to resolve');
    expect(countsText(intl, { pending: 1, conflicts: 0 })).toBe('1 pending write');
    expect(countsText(intl, { pending: 0, conflicts: 1 })).toBe('1 write to resolve');
  });

  it('says how many of them the disk has not taken yet', () => {
    expect(countsText(intl, { pending: 3, conflicts: 0, unsaved: 2 })).toBe('3 pending writes, 2 not saved on this computer');
  });
});

describe('markerText', () => {
  it('says a queued check-in waits for the connection while offline', () => {
    expect(markerText(intl, write(), '14:05', false))
      .toBe('Pending: Check in (queued 14:05 by Priya Shah) — will be sent when the connection is back');
  });

  it('says it is on its way once the service answers again', () => {
    expect(markerText(intl, write(), '14:05', true)).toMatch(/waiting to be sent$/);
    expect(markerText(intl, write({ state: 'sending' }), '14:05', true)).toBe('Sending: Check in (queued 14:05 by Priya Shah)');
  });

  it('calls a refused write refused', () => {
    expect(markerText(intl, write({ state: 'conflict', error: refused }), '14:05', true)).toMatch(/^Refused: Check in/);
    expect(stateText(intl, write({ state: 'conflict' }), true)).toBe('Refused by the booking service');
  });
});

describe('writeText', () => {
  it('says each kind of write, from what it sets', () => {
    expect(writeText(intl, write({ kind: 'checkOut' }))).toBe('Check out');
    expect(writeText(intl, write({ kind: 'note', body: 'x'.repeat(61) }))).toBe(`Note: ${'x'.repeat(57)}…`);
    expect(writeText(intl, write({ kind: 'bookmark', bookmarked: false }))).toBe('Remove bookmark');
    expect(writeText(intl, write({ kind: 'status', status: { id: 'PAID', setPaid: true, notify: true } })))
      .toBe('Status → PAID (settle the rest), notify');
    // The Outbox and the Shift said the code; the status is named as the booking names it.
    expect(writeText(intl, write({ kind: 'status', status: { id: 'PAID', name: 'Paid', setPaid: false, notify: false } })))
      .toBe('Status → Paid');
  });
});

describe('discardQuestion', () => {
  it('names exactly what will be dropped and from which booking', () => {
    expect(discardQuestion(intl, write())).toBe('Discard the check-in of ABCD-123456? It will not be sent.');
    expect(discardQuestion(intl, write({ kind: 'note' }))).toBe('Discard the note on ABCD-123456? It will not be sent.');
  });
});

describe('retryLabel', () => {
  it('says a stamp someone else made meanwhile is replaced by sending anyway', () => {
    const stamped = { kind: 'refused' as const, code: STAMPED_MEANWHILE, message: 'Already checked in by Priya Shah at 09:12 on 2026-11-24…' };
    expect(retryLabel(intl, write({ state: 'conflict', error: stamped }))).toBe('Check in anyway');
    expect(retryLabel(intl, write({ state: 'conflict', kind: 'checkOut', error: stamped }))).toBe('Check out anyway');
    expect(retryLabel(intl, write({ state: 'conflict', error: refused }))).toBe('Retry');
  });
});

describe('allowedActions', () => {
  it('offers retry and edit only for a refused write, edit only for a note', () => {
    expect(allowedActions(write({ state: 'conflict' }))).toEqual({ retry: true, discard: true, edit: false });
    expect(allowedActions(write({ state: 'conflict', kind: 'note' }))).toEqual({ retry: true, discard: true, edit: true });
    expect(allowedActions(write())).toEqual({ retry: false, discard: true, edit: false });
  });

  it('never offers to drop a write that is on its way', () => {
    expect(allowedActions(write({ state: 'sending' }))).toEqual({ retry: false, discard: false, edit: false });
  });
});

describe('inOutboxOrder', () => {
  it('puts the refused writes first, then the rest in the order they will be sent', () => {
    const ordered = inOutboxOrder([
      write({ id: 'late', createdAt: 3 }), write({ id: 'early', createdAt: 1 }),
      write({ id: 'refused', createdAt: 2, state: 'conflict' }),
    ]);
    expect(ordered.map((w) => w.id)).toEqual(['refused', 'early', 'late']);
  });
});

describe('the outbox in the desk\'s language', () => {
  const french = createIntl({ locale: 'fr-CA', messages: JSON.parse(readFileSync(new URL('../../../../renderer/i18n/catalogues/fr-CA.json', import.meta.url), 'utf8')) });
  const german = createIntl({ locale: 'de', messages: JSON.parse(readFileSync(new URL('../../../../renderer/i18n/catalogues/de.json', import.meta.url), 'utf8')) });

  it('counts pending writes with the language\'s plurals', () => {
    expect(countsText(french, { pending: 1, conflicts: 0 })).toBe('1 modification en attente');
    expect(countsText(german, { pending: 2, conflicts: 1 })).toBe('2 Änderungen ausstehend, 1 zu klären');
  });

  it('says a queued check-out and when it leaves in the language, the staff member\'s name as it is', () => {
    expect(markerText(german, write({ kind: 'checkOut', notBefore: 1 }), '14:05', true))
      .toBe('Ausstehend: Auschecken (vorgemerkt um 14:05 von Priya Shah) — geht in wenigen Sekunden raus, außer Sie machen es rückgängig');
    expect(markerText(german, write({ kind: 'status', status: { id: 'PAID', setPaid: true, notify: false } }), '14:05', true))
      .toBe('Ausstehend: Status → PAID (Rest begleichen) (vorgemerkt um 14:05 von Priya Shah) — wartet auf das Senden');
    expect(markerText(french, write(), '14 h 05', false))
      .toBe('En attente : Arrivée (mis en attente à 14 h 05 par Priya Shah) — partira au retour de la connexion');
  });

  // The Outbox screen's badges, its discard question and its buttons were English whatever the desk's language.
  it('says where each write stands, the discard question and the retry in the language', () => {
    expect(stateText(french, write(), false)).toBe('Partira au retour de la connexion');
    expect(stateText(german, write({ notBefore: 1 }), true)).toBe('Geht in wenigen Sekunden raus, außer Sie machen es rückgängig');
    expect(stateText(german, write({ state: 'sending' }), true)).toBe('Wird gerade gesendet');
    expect(discardQuestion(french, write())).toBe('Supprimer l’arrivée de ABCD-123456? Rien ne sera envoyé.');
    expect(discardQuestion(german, write({ kind: 'note' }))).toBe('Die Notiz zu ABCD-123456 verwerfen? Es wird nichts gesendet.');
    expect(retryLabel(french, write({ state: 'conflict', error: refused }))).toBe('Réessayer');
    expect(retryLabel(german, write({ state: 'conflict', kind: 'checkOut', error: { ...refused, code: STAMPED_MEANWHILE } })))
      .toBe('Trotzdem auschecken');
    expect(unsavedText(german)).toMatch(/^Noch nicht auf diesem Computer gespeichert/);
  });
});
