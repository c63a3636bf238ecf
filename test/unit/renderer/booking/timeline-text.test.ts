// A booking's timeline comes from the main process as data; the page says it in the desk's language. English says
// what the main process said before it sent data; German shows the same data in that catalogue's words.
import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { TimelineEvent, TimelineWhat } from '../../../../shared/contract/model/changes.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import { stateText, whatText, whereText, whoText, type MoneyText } from '../../../../renderer/features/booking/timeline-text.js';

const english = englishIntl();
const german = createIntl({ locale: 'de', messages: JSON.parse(readFileSync(new URL('../../../../renderer/i18n/catalogues/de.json', import.meta.url), 'utf8')) });
const money: MoneyText = (amount, currency) => `${amount} ${currency}`;

const write = (parts: Partial<Extract<TimelineWhat, { kind: 'write' }>>): TimelineWhat => ({
  kind: 'write', write: 'checkIn', statusId: null, notify: false, amount: null, currency: 'CAD', code: 'ABCD-123456',
  recorded: 'Check in', mark: null, ...parts,
});

const WRITES: [string, TimelineWhat, string, string][] = [
  ['a check-in', write({}), 'Check in', 'Einchecken'],
  ['a check-out', write({ write: 'checkOut' }), 'Check out', 'Auschecken'],
  ['a note', write({ write: 'note', body: 'Late ferry' }), 'Note: Late ferry', 'Notiz: Late ferry'],
  ['a bookmark set', write({ write: 'bookmark', bookmarked: true }), 'Bookmark', 'Gemerkt'],
  ['a bookmark removed', write({ write: 'bookmark', bookmarked: false }), 'Bookmark removed', 'Nicht mehr gemerkt'],
  ['a settling', write({ write: 'settle', amount: '95.55' }), 'Settled 95.55 CAD at check-out (point of sale)', '95.55 CAD beim Auschecken beglichen (Kasse)'],
  ['a settling of a balance not known', write({ write: 'settle' }), 'Settled the balance at check-out (point of sale)', 'Restbetrag beim Auschecken beglichen (Kasse)'],
  ['a status change', write({ write: 'status', statusId: 'NOSHOW', notify: true }), 'Status → NOSHOW, guest notified', 'Status → NOSHOW, Gast benachrichtigt'],
  // A status the account's defaults name is said by its name, as the booking says it; the code before.
  ['a status change to a named status', write({ write: 'status', statusId: 'PAID', notify: false }), 'Status → Paid', 'Status → Paid'],
  ['a booking created', write({ write: 'created' }), 'Booking created (ABCD-123456)', 'Buchung angelegt (ABCD-123456)'],
  ['a departure closed, marking this booking', write({ write: 'closed', code: '', departure: '13:00 Sunset Cruise', noShows: 1, late: 2, mark: 'noShow' }),
    'Closed 13:00 Sunset Cruise: 1 no-show, 2 late (marked a no-show)', '13:00 Sunset Cruise abgeschlossen: 1 nicht erschienen, 2 verspätet (als nicht erschienen markiert)'],
  ['a departure reopened', write({ write: 'reopened', code: '', departure: '13:00 Sunset Cruise', mark: 'late' }),
    'Reopened 13:00 Sunset Cruise (marked late)', '13:00 Sunset Cruise wieder geöffnet (als verspätet markiert)'],
  ['a stamp the service or another desk recorded', { kind: 'stamped', stamp: 'checkOut' }, 'Checked out', 'Ausgecheckt'],
  ['a note on the service\'s record', { kind: 'note', body: 'Room 4' }, 'Note: Room 4', 'Notiz: Room 4'],
];

describe('whatText', () => {
  for (const [name, what, inEnglish, inGerman] of WRITES) {
    it(`says ${name} in English as before, and in German`, () => {
      expect(whatText(english, what, money)).toBe(inEnglish);
      expect(whatText(german, what, money)).toBe(inGerman);
    });
  }

  it('shortens a long note as the record did, and keeps the English of a write an older desk recorded without its parts', () => {
    const long = 'x'.repeat(100);
    expect(whatText(english, write({ write: 'note', body: long }), money)).toBe(`Note: ${'x'.repeat(79)}…`);
    expect(whatText(german, write({ write: 'note', recorded: 'Note: Late ferry' }), money)).toBe('Note: Late ferry');
  });
});

describe('who, where and where a write stands', () => {
  const event = (parts: Partial<TimelineEvent>): TimelineEvent => ({
    at: 0, source: 'thisDesk', who: { kind: 'unknown' }, desk: null, takenOverFrom: null, what: { kind: 'stamped', stamp: 'checkIn' }, state: null, ...parts,
  });

  it('names the staff member as the service does, the guest and a staff member by number in the desk\'s words', () => {
    expect(whoText(german, { kind: 'staff', name: 'Alex Morgan' })).toBe('Alex Morgan');
    expect([whoText(english, { kind: 'guest' }), whoText(german, { kind: 'guest' })]).toEqual(['The guest', 'Der Gast']);
    expect([whoText(english, { kind: 'staffNumber', id: 12 }), whoText(german, { kind: 'staffNumber', id: 12 })]).toEqual(['Staff #12', 'Mitarbeiter Nr. 12']);
    expect(whoText(english, { kind: 'unknown' })).toBeNull();
  });

  it('says the desk, a desk taken over from, another desk of the venue and the service', () => {
    expect(whereText(english, event({ desk: 'Lobby' }))).toBe('Lobby');
    expect([whereText(english, event({})), whereText(german, event({}))]).toEqual(['This desk', 'Dieser Platz']);
    expect([whereText(english, event({ desk: 'Lobby', takenOverFrom: 'Dock' })), whereText(german, event({ desk: 'Lobby', takenOverFrom: 'Dock' }))])
      .toEqual(['Lobby, taken over from the Dock desk', 'Lobby, übernommen vom Platz Dock']);
    expect([whereText(english, event({ source: 'venue', desk: 'Gate' })), whereText(german, event({ source: 'venue', desk: 'Gate' }))])
      .toEqual(['Gate desk', 'Platz Gate']);
    expect([whereText(english, event({ source: 'service' })), whereText(german, event({ source: 'service' }))]).toEqual(['Booking service', 'Buchungsdienst']);
  });

  it('says where a write of this desk stands', () => {
    expect(stateText(english, 'waiting')).toBe('waiting in the outbox');
    expect(stateText(english, 'refused')).toBe('refused by the booking service');
    expect(stateText(english, 'handed')).toBe('sent by another desk');
    expect(stateText(german, 'discarded')).toBe('aus dem Ausgang verworfen');
  });
});
