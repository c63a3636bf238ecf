// A customer's bookings show their latest stay first.
import { describe, expect, it } from 'vitest';
import type { BookingSummary } from '../../../../shared/contract/model/booking.js';
import { latestStayFirst } from '../../../../renderer/features/customers/booking-order.js';

function booking(code: string, startDay: number | null, createdAt: number | null = null): BookingSummary {
  return {
    id: 1, code, status: { id: 'PAID', name: 'Paid' }, createdAt, total: '100.00', paid: '100.00', due: '0.00', tax: '0.00',
    customer: { id: 3, name: 'Ava Smith', email: 'ava@example.com' }, summary: 'Harbour View Double', dates: '',
    startDay, endDay: startDay, lastModified: null,
  };
}

const order = (bookings: BookingSummary[]) => [...bookings].sort(latestStayFirst).map((b) => b.code);

describe('latestStayFirst', () => {
  it('puts the latest start day first', () => {
    expect(order([booking('A', 20260101), booking('B', 20261224), booking('C', 20260615)])).toEqual(['B', 'C', 'A']);
  });

  it('puts the one made last first on the same day, then goes by code', () => {
    expect(order([booking('A', 20260101, 100), booking('B', 20260101, 200), booking('D', 20260101), booking('C', 20260101)]))
      .toEqual(['B', 'A', 'C', 'D']);
  });

  it('puts bookings whose days are unknown last', () => {
    expect(order([booking('A', null), booking('B', 20200101)])).toEqual(['B', 'A']);
  });
});
