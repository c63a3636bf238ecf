import { describe, expect, it } from 'vitest';
import { formatter } from '../../../../renderer/ui/format.js';
import { datesText, stampText } from '../../../../renderer/features/booking/booking-format.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';

const canada = formatter({ locale: 'en-CA', currency: 'CAD', timeZone: 'America/Toronto' });
const britain = formatter({ locale: 'en-GB', currency: 'GBP', timeZone: 'Europe/London' });
const kuwait = formatter({ locale: 'en-KW', currency: 'KWD', timeZone: 'Asia/Kuwait' });
const japan = formatter({ locale: 'en-JP', currency: 'JPY', timeZone: 'Asia/Tokyo' });

describe('the one formatter', () => {
  it('writes counted words in the right form', () => {
    expect(canada.guests(1, 'Adults')).toBe('1 Adult');
    expect(canada.guests(2, 'Adults')).toBe('2 Adults');
    expect(canada.guests(1, 'Children')).toBe('1 Child');
    expect(canada.guests(3, 'Child')).toBe('3 Children');
    expect(canada.count(1, 'booking')).toBe('1 booking');
    expect(canada.count(1200, 'booking')).toBe('1,200 bookings');
  });

  it('writes money exactly as the decimal came, in the currency named', () => {
    expect(canada.money('141.90')).toBe('$141.90');
    expect(canada.money('0.1')).toBe('$0.10');
    expect(britain.money('9999999999999.99')).toBe('£9,999,999,999,999.99');
  });

  it('writes each currency with its own decimals: three for KWD, none for JPY', () => {
    // Intl writes a no-break space between a currency's code and its amount.
    expect(kuwait.money('12.345')).toBe('KWD\u00a012.345');
    expect(kuwait.money('12.3')).toBe('KWD\u00a012.300');
    expect(japan.money('1200.00')).toBe('¥1,200');
    expect(japan.money('1200')).toBe('¥1,200');
    expect(canada.money('1200', 'KWD')).toBe('KWD\u00a01,200.000');
  });

  it('says an amount the desk could not read is not known, never 0.00', () => {
    expect(canada.money(null)).toBe('not known');
    expect(canada.money('not money')).toBe('not known');
  });

  it('says a time it could not read is not known, and a day without a time as the day alone', () => {
    expect(britain.dateTime('')).toBe('time not known');
    // The service gave 24 November and no time: not midnight, and not the 23rd (midnight UTC read in Toronto).
    expect(canada.dateTime('2026-11-24')).toBe('Nov 24, 2026');
    expect(canada.time('2026-11-24')).toBe('time not known');
    const now = Date.parse('2026-11-24T15:00:00Z');
    expect(stampText('checkIn', { at: '2026-11-24', staffName: 'Priya Shah' } as never, britain, englishIntl(), now))
      .toBe('Checked in by Priya Shah on 24 Nov 2026');
  });

  it('writes the service wall-clock time as the locale does, never shifted by a zone', () => {
    expect(britain.clock('13:00')).toBe('13:00');
    expect(canada.clock('13:00')).toMatch(/^1:00\sp\.m\.$/);
    expect(canada.clock('25:00')).toBe('25:00');
  });

  it('writes a tour with its day and times, and a stay as a range', () => {
    const tour = { startDay: 20261121, endDay: 20261121, startTime: '13:00', endTime: '16:00', dates: '' };
    expect(datesText(tour, britain, englishIntl())).toBe('Saturday, 21 November 2026, 13:00 – 16:00');
    const stay = { startDay: 20261121, endDay: 20261123, startTime: '', endTime: '', dates: '' };
    expect(datesText(stay, britain, englishIntl()).replace(/\s/g, ' ')).toBe('Saturday 21 November – Monday 23 November 2026');
  });

  it('says "at" for a stamp made today and "on" with the date for another day', () => {
    const now = Date.parse('2026-11-21T15:00:00Z');
    expect(stampText('checkIn', { at: '2026-11-21T14:05:00Z', staffName: 'Priya Shah' } as never, britain, englishIntl(), now))
      .toBe('Checked in by Priya Shah at 14:05');
    expect(stampText('checkIn', { at: '2026-11-19T14:05:00Z', staffName: 'Priya Shah' } as never, britain, englishIntl(), now))
      .toBe('Checked in by Priya Shah on 19 Nov 2026, 14:05');
  });
});
