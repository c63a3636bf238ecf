import { describe, expect, it } from 'vitest';
import type { BookingSummary } from '../../../../shared/contract/model/booking.js';
import { classifySearch, looksLikeCode, matchBookings, normalise } from '../../../../renderer/features/search/search-match.js';

function booking(code: string, name: string, email: string, startDay = 20260301): BookingSummary {
  return {
    id: 1, code, status: { id: 'PAID', name: 'Paid' }, createdAt: null, total: '100.00', paid: '100.00', due: '0.00',
    tax: '0.00', customer: { id: 7, name, email }, summary: 'Harbour View Double', dates: 'Mar 1 – Mar 3', startDay,
    endDay: startDay + 2, lastModified: null,
  };
}

const desk = [
  booking('QWER-100200', 'Zoë Müller', 'zoe@example.com'),
  booking('ASDF-123456', 'Sam Okafor', 'sam.okafor@example.org'),
  booking('ASDF-654321', 'Renée Dubois', 'renee@dubois.fr', 20260410),
];

describe('normalise', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(normalise('  Zoë   MÜLLER ')).toBe('zoe muller');
  });
});

describe('classifySearch', () => {
  it('reads a booking code, in any case, as a code', () => {
    expect(classifySearch(' asdf-123456 ')).toEqual({ kind: 'code', code: 'ASDF-123456' });
  });

  it('reads anything with a dash and digits as a code', () => {
    expect(looksLikeCode('AB-12')).toBe(true);
    expect(looksLikeCode('Anne-Marie')).toBe(false);
  });

  it('sends only a whole e-mail address to the service', () => {
    expect(classifySearch('zoe@example.com')).toEqual({ kind: 'email', email: 'zoe@example.com' });
    expect(classifySearch('zoe@exa')).toEqual({ kind: 'partial', text: 'zoe@exa' });
  });

  it('reads words as a name once they are long enough to mean something', () => {
    expect(classifySearch('Renée  Dubois')).toEqual({ kind: 'name', name: 'Renée Dubois' });
    expect(classifySearch('Re')).toEqual({ kind: 'partial', text: 'Re' });
  });

  it('answers nothing for blank input', () => {
    expect(classifySearch('   ')).toEqual({ kind: 'empty' });
  });
});

describe('matchBookings', () => {
  it('finds bookings by the start of their code, later stays first', () => {
    expect(matchBookings(desk, 'asdf').map((b) => b.code)).toEqual(['ASDF-654321', 'ASDF-123456']);
  });

  it('puts an exact code before the other codes it starts', () => {
    expect(matchBookings(desk, 'ASDF-123456').map((b) => b.code)).toEqual(['ASDF-123456']);
  });

  it('finds a guest without their accents or capitals', () => {
    expect(matchBookings(desk, 'muller').map((b) => b.code)).toEqual(['QWER-100200']);
    expect(matchBookings(desk, 'RENEE').map((b) => b.code)).toEqual(['ASDF-654321']);
  });

  it('finds a guest by part of their e-mail address', () => {
    expect(matchBookings(desk, 'okafor@').map((b) => b.code)).toEqual(['ASDF-123456']);
  });

  it('lists a booking held in several pages once', () => {
    expect(matchBookings([...desk, ...desk], 'zoe')).toHaveLength(1);
  });

  it('stops at the limit and answers nothing for blank input', () => {
    expect(matchBookings(desk, 'example', 1)).toHaveLength(1);
    expect(matchBookings(desk, '  ')).toEqual([]);
  });
});
