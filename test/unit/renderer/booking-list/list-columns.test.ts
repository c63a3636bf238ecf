import { describe, expect, it } from 'vitest';
import type { BookingSummary } from '../../../../shared/contract/model/booking.js';
import { columnTexts, listDates } from '../../../../renderer/features/booking-list/columns.js';
import { fittedSizes, grownSizes, rowWidths } from '../../../../renderer/features/booking-list/fit-columns.js';
import { formatter } from '../../../../renderer/ui/format.js';

const canada = formatter({ locale: 'en-CA', currency: 'CAD', timeZone: 'America/Toronto' });
const britain = formatter({ locale: 'en-GB', currency: 'GBP', timeZone: 'Europe/London' });

const booking = (over: Partial<BookingSummary>) => ({
  code: 'ABCD-131126', dates: 'Fri Nov 13, 2026 13:00', startDay: 20261113, endDay: 20261113, summary: 'Whale Watching Cruise',
  customer: { name: 'Tomás Novak', email: 'tomas.novak88@example.com' }, status: { id: 'PAID', name: 'Paid' },
  total: '141.90', paid: '141.90', due: '0.00', ...over,
}) as BookingSummary;

describe('the bookings list', () => {
  it('writes a tour’s day and time the way the account’s locale does, not the service’s 24-hour text', () => {
    expect(listDates(booking({}), canada)).toBe('Nov 13, 2026, 1:00 p.m.');
    expect(listDates(booking({}), britain)).toBe('13 Nov 2026, 13:00');
  });

  it('writes a stay as one range, and keeps the service’s words when the days are not known', () => {
    expect(listDates(booking({ dates: 'Sun Nov 8 - Wed Nov 11, 2026', startDay: 20261108, endDay: 20261111 }), canada))
      .toMatch(/^Nov 8\s*–\s*11, 2026$/);
    expect(listDates(booking({ dates: 'Some day', startDay: null, endDay: null }), canada)).toBe('Some day');
  });

  it('makes a free-text column as wide as its longest value, never narrower than its default', () => {
    const rows = [booking({}), booking({ customer: { name: 'A much longer guest name indeed', email: 'x@example.com' } } as never)];
    const perCharacter = (text: string) => text.length * 7;
    const sizes = fittedSizes(rows, rowWidths(columnTexts(canada), perCharacter), { guest: 120, email: 400 });
    expect(sizes.guest).toBeGreaterThanOrEqual('A much longer guest name indeed'.length * 7 + 16);
    expect(sizes.email).toBe(400);
  });

  it('makes the money columns wide enough for the whole amount in a currency written wider (KWD 12,345.678)', () => {
    const kuwait = formatter({ locale: 'en-KW', currency: 'KWD', timeZone: 'Asia/Kuwait' });
    const row = booking({ total: '12345.678', paid: '0.000', due: '12345.678', status: { id: 'PEND', name: 'Pending' } });
    const perCharacter = (text: string) => text.length * 7;
    const sizes = fittedSizes([row], rowWidths(columnTexts(kuwait), perCharacter), { total: 100, paid: 100, due: 100 });
    expect(sizes.total).toBeGreaterThanOrEqual('KWD 12,345.678'.length * 7 + 16);
    expect(sizes.due).toBe(sizes.total);
    expect(sizes.paid).toBe(100);
  });

  it('only grows the columns while a person types: a key whose rows are narrower keeps the widths as they are', () => {
    const now = { guest: 200, email: 160 };
    expect(grownSizes(now, { guest: 150, email: 160 })).toBe(now);
    expect(grownSizes(now, { guest: 150, email: 300, dates: 180 })).toEqual({ guest: 200, email: 300, dates: 180 });
    expect(now).toEqual({ guest: 200, email: 160 });
  });
});
