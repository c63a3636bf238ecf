import { describe, expect, it } from 'vitest';
import type { BookingSummary } from '../../../../shared/contract/model/booking.js';
import { quickFilter } from '../../../../renderer/features/bookings/quick-filter.js';

const booking = (code: string, name: string, email: string, summary: string): BookingSummary => ({
  id: 1, code, status: { id: 'PAID', name: 'Paid' }, createdAt: null, total: '1.00', paid: '1.00', due: '0.00', tax: '0.00',
  customer: { id: 1, name, email }, summary, dates: '', startDay: null, endDay: null, lastModified: null,
});

const rows = [
  booking('ABCD-010126', 'Léa Dubois', 'lea.dubois@example.com', 'Harbour View Double'),
  booking('WXYZ-020226', 'Omar Haddad', 'omar@example.com', 'Mountain Bike'),
];

describe('the quick filter', () => {
  it('keeps every row for an empty filter', () => {
    expect(quickFilter(rows, '  ')).toBe(rows);
  });

  it('matches code, guest, e-mail and item, ignoring case and accents, every word', () => {
    expect(quickFilter(rows, 'lea').map((b) => b.code)).toEqual(['ABCD-010126']);
    expect(quickFilter(rows, 'wxyz').map((b) => b.code)).toEqual(['WXYZ-020226']);
    expect(quickFilter(rows, 'harbour double').map((b) => b.code)).toEqual(['ABCD-010126']);
    expect(quickFilter(rows, 'harbour bike')).toEqual([]);
  });
});
