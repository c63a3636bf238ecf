// The CSV export's file: RFC 4180 quoting, and cells a spreadsheet must not run as formulas.
import { describe, expect, it } from 'vitest';
import type { BookingSummary } from '../../../../shared/contract/model/booking.js';
import { instantInZone } from '../../../../shared/domain/dates.js';
import { bookingsCsv, csvCell, csvText } from '../../../../renderer/ui/csv.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';

function booking(overrides: Partial<BookingSummary> = {}): BookingSummary {
  return {
    id: 7, code: 'HLB-100007', status: { id: 'PAID', name: 'Paid' }, createdAt: null,
    total: '250.00', paid: '250.00', due: '0.00', tax: '12.50',
    customer: { id: 3, name: 'Ana Souza', email: 'ana@example.com' },
    summary: 'Harbour View Double', dates: 'Sat Nov 21 - Mon Nov 23, 2026', startDay: 20261121, endDay: 20261123,
    lastModified: null, ...overrides,
  };
}

describe('csvCell (RFC 4180)', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Harbour View')).toBe('Harbour View');
  });

  it('quotes a field with a comma, a quote, or a line break, and doubles the quotes', () => {
    expect(csvCell('Souza, Ana')).toBe('"Souza, Ana"');
    expect(csvCell('The "Lighthouse" room')).toBe('"The ""Lighthouse"" room"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
  });

  it('writes nothing for a missing value', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('csvCell (formula injection)', () => {
  it.each(['=HYPERLINK("http://evil")', '+1+2', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('neutralises %j with a quote', (text) => {
    expect(csvCell(text).replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('still quotes a neutralised cell that needs quoting', () => {
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  });

  it('keeps amounts usable as numbers, negative ones too', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('250.00')).toBe('250.00');
  });

  it('does not touch a sign inside the text', () => {
    expect(csvCell('Ana-Maria')).toBe('Ana-Maria');
  });
});

describe('csvText', () => {
  it('ends every record with CRLF', () => {
    expect(csvText([['a', 'b'], ['c', 'd']])).toBe('a,b\r\nc,d\r\n');
  });
});

describe('bookingsCsv', () => {
  const context = { intl: englishIntl(), currency: 'CAD', timeZone: 'America/Vancouver' };

  it('writes a header and one record per booking', () => {
    const lines = bookingsCsv([booking(), booking({ code: 'HLB-100008' })], context).split('\r\n');
    expect(lines[0]).toBe('Code,Status,Status name,Guest,E-mail,What,Dates,Start,End,Total,Paid,Due,Currency,Created,Guests,Items');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('writes days as ISO dates, amounts as decimals, and the created time in the account zone', () => {
    const createdAt = instantInZone(20261020, 'America/Vancouver', 9, 30);
    const line = bookingsCsv([booking({ createdAt })], context).split('\r\n')[1];
    expect(line).toBe([
      'HLB-100007', 'PAID', 'Paid', 'Ana Souza', 'ana@example.com', 'Harbour View Double',
      '"Sat Nov 21 - Mon Nov 23, 2026"', '2026-11-21', '2026-11-23', '250.00', '250.00', '0.00', 'CAD',
      // Guests and items the desk was not told of say so: an empty cell would sum as 0 guests.
      '2026-10-20T09:30:00-07:00', 'not known', 'not known',
    ].join(','));
  });

  it('writes the guest count and each item with its amount where the desk knows them', () => {
    const known = new Map([['HLB-100007', { code: 'HLB-100007', guests: 3, lines: [
      { itemId: 101, name: 'Harbour View Double', quantity: 1, guests: 2, amount: '230.00' },
      { itemId: 401, name: 'Breakfast Basket', quantity: 2, guests: 1, amount: null },
    ] }]]);
    const line = bookingsCsv([booking(), booking({ code: 'HLB-100008' })], { ...context, lines: known }).split('\r\n');
    // Quoted for its semicolon: a spreadsheet reading semicolons keeps it whole.
    expect(line[1]!.endsWith(',3,"Harbour View Double × 1: 230.00; Breakfast Basket × 2"')).toBe(true);
    expect(line[2]!.endsWith(',CAD,,not known,not known')).toBe(true);
  });

  it('names the items of a booking known from its listing without claiming how many', () => {
    const known = new Map([['HLB-100007', { code: 'HLB-100007', guests: null, lines: [
      { itemId: 101, name: 'Harbour View Double', quantity: null, guests: null, amount: null },
      { itemId: 401, name: 'Breakfast Basket', quantity: null, guests: null, amount: null },
    ] }]]);
    const line = bookingsCsv([booking()], { ...context, lines: known }).split('\r\n')[1]!;
    expect(line.endsWith(',not known,"Harbour View Double (quantity not known); Breakfast Basket (quantity not known)"')).toBe(true);
    expect(line).not.toContain('Items not known');
  });

  it('neutralises a guest name written as a formula', () => {
    const line = bookingsCsv([booking({ customer: { id: 1, name: '=cmd|" /C calc"!A0', email: 'x@example.com' } })], context)
      .split('\r\n')[1]!;
    expect(line).toContain(`"'=cmd|"" /C calc""!A0"`);
  });
});
