// The Shift's entries and the handover's open questions and waiting writes come from the main process as data; the
// page says them in the desk's language. English says what the main process said before it sent data.
import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { HandoverWrite, OpenQuestion, ShiftEntry } from '../../../../shared/contract/model/shift.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import { entryText } from '../../../../renderer/features/handover/shift-entry-text.js';
import { openQuestionText, recordWarningText, waitingWriteText } from '../../../../renderer/features/handover/handover-text.js';

const english = englishIntl();
const german = createIntl({ locale: 'de', messages: JSON.parse(readFileSync(new URL('../../../../renderer/i18n/catalogues/de.json', import.meta.url), 'utf8')) });
const money = (amount: string, currency: string) => `${amount} ${currency}`;

const entry = (parts: Partial<ShiftEntry>): ShiftEntry => ({
  id: 'e1', at: 0, kind: 'checkIn', code: 'ABCD-123456', guestName: 'Ann Lee', staffId: 7, staffName: 'Priya Shah',
  deskName: 'Lobby', takenOverFrom: null, what: 'Check in', amount: null, currency: 'CAD', method: null, statusId: null,
  notify: false, noShows: [], late: [], state: 'sent', ...parts,
});

const ENTRIES: [string, ShiftEntry, string, string][] = [
  ['a check-in', entry({}), 'Check in', 'Einchecken'],
  ['a note', entry({ kind: 'note', body: 'Late ferry', what: 'Note: Late ferry' }), 'Note: Late ferry', 'Notiz: Late ferry'],
  ['a bookmark removed', entry({ kind: 'bookmark', bookmarked: false, what: 'Bookmark removed' }), 'Bookmark removed', 'Nicht mehr gemerkt'],
  ['a settling', entry({ kind: 'settle', amount: '95.55', what: 'Settled 95.55 CAD at check-out (point of sale)' }),
    'Settled 95.55 CAD at check-out (point of sale)', '95.55 CAD beim Auschecken beglichen (Kasse)'],
  ['a status change', entry({ kind: 'status', statusId: 'NOSHOW', notify: true }), 'Status → NOSHOW, guest notified', 'Status → NOSHOW, Gast benachrichtigt'],
  ['a departure closed', entry({ kind: 'closed', code: '', departureLabel: '13:00 Sunset Cruise', noShows: ['A'], late: ['B', 'C'] }),
    'Closed 13:00 Sunset Cruise: 1 no-show, 2 late', '13:00 Sunset Cruise abgeschlossen: 1 nicht erschienen, 2 verspätet'],
  ['a departure reopened', entry({ kind: 'reopened', code: '', departureLabel: '13:00 Sunset Cruise' }),
    'Reopened 13:00 Sunset Cruise', '13:00 Sunset Cruise wieder geöffnet'],
];

describe('entryText', () => {
  for (const [name, each, inEnglish, inGerman] of ENTRIES) {
    it(`says ${name} in English as before, and in German`, () => {
      expect(entryText(english, each, money)).toBe(inEnglish);
      expect(entryText(german, each, money)).toBe(inGerman);
    });
  }

  it('says a note recorded by an older desk, without its text, as it was recorded', () => {
    const old = entry({ kind: 'note', what: 'Note: Room 4' });
    expect(entryText(german, old, money)).toBe('Note: Room 4');
  });
});

const waiting: HandoverWrite = { kind: 'note', bookingCode: 'ABCD-123456', description: 'Note: Late ferry', body: 'Late ferry', staffName: 'Priya Shah' };

const QUESTIONS: [string, OpenQuestion, string, string][] = [
  ['a refused write', { kind: 'refused', write: { ...waiting, kind: 'checkIn', description: 'Check in' }, reason: 'Booking is void.' },
    'Refused by the booking service, waiting in the Outbox: Check in on ABCD-123456 (Priya Shah): Booking is void.',
    'Vom Buchungsdienst abgelehnt, wartet im Postausgang: Einchecken bei ABCD-123456 (Priya Shah): Booking is void.'],
  ['guests marked late and not in', { kind: 'lateNotIn', departure: '9:00 a.m. Kayak', codes: ['A-1', 'B-2'] },
    '9:00 a.m. Kayak: A-1, B-2 marked late and not checked in yet', '9:00 a.m. Kayak: A-1, B-2 als verspätet markiert und noch nicht eingecheckt'],
  ['a departure started and not closed', { kind: 'startedOpen', departure: '9:00 a.m. Kayak', notIn: 2 },
    '9:00 a.m. Kayak has started and is not closed: 2 never checked in', '9:00 a.m. Kayak hat begonnen und ist nicht abgeschlossen: 2 nie eingecheckt'],
];

describe('openQuestionText', () => {
  for (const [name, question, inEnglish, inGerman] of QUESTIONS) {
    it(`says ${name} in English as before, and in German`, () => {
      expect(openQuestionText(english, question)).toBe(inEnglish);
      expect(openQuestionText(german, question)).toBe(inGerman);
    });
  }

  it('says the question of a handover saved by an older desk as it was saved', () => {
    expect(openQuestionText(german, 'Kayak has started and is not closed: 2 never checked in')).toBe('Kayak has started and is not closed: 2 never checked in');
  });
});

describe('waitingWriteText', () => {
  it('says a write still in the outbox in English as before, and in German', () => {
    expect(waitingWriteText(english, waiting)).toBe('Note: Late ferry on ABCD-123456 (Priya Shah)');
    expect(waitingWriteText(german, waiting)).toBe('Notiz: Late ferry bei ABCD-123456 (Priya Shah)');
  });
});

describe('recordWarningText', () => {
  it("says a day's file set aside in English as before, and in German", () => {
    const warning = { kind: 'notRead', day: 20261129, keptAs: '/data/20261129.damaged-1' } as const;
    expect(recordWarningText(english, warning)).toBe('The shift record of 20261129 could not be read; it was kept as /data/20261129.damaged-1.');
    expect(recordWarningText(german, warning)).toBe('Das Schichtprotokoll vom 20261129 konnte nicht gelesen werden; es wurde als /data/20261129.damaged-1 aufbewahrt.');
  });

  it('says a full disk and a disk that refused for another reason in English as before, and in German', () => {
    const full = { kind: 'notSaved', cause: 'full', folder: '/data', code: 'ENOSPC' } as const;
    expect(recordWarningText(english, full)).toBe("The shift's record was not saved: the disk is full. Free some space on this computer; "
      + 'Frontdesk keeps it in memory meanwhile, and saves it by itself once the disk takes it.');
    expect(recordWarningText(german, full)).toMatch(/^Das Schichtprotokoll wurde nicht gespeichert: Die Festplatte ist voll\./);
    const other = { kind: 'notSaved', cause: 'other', folder: '/data', code: 'EIO' } as const;
    expect(recordWarningText(english, other)).toBe("The shift's record was not saved: Frontdesk could not write to /data (EIO). "
      + 'Frontdesk keeps it in memory meanwhile, and saves it by itself once the disk takes it.');
  });
});
