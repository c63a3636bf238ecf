// The change feed keeps a booking the service lists again only when the listing says something new: a live
// service's listing leaves members out and writes amounts its own way, and neither is a change.
import { describe, expect, it } from 'vitest';
import { listingChanged } from '../../../../electron/core/change-feed/change-feed.js';
import type { BookingSummary } from '../../../../shared/contract/model/booking.js';

const held: BookingSummary = {
  id: 1013, code: 'QIEC-081126', status: { id: 'PAID', name: 'Paid' }, createdAt: 1794178800, total: '105.00', paid: '105.00',
  due: '0.00', tax: '11.25', customer: { id: 154, name: 'Arjun Novak', email: 'arjun@example.com' }, summary: 'Mountain Bike',
  dates: 'Thu Nov 26 - Sat Nov 28, 2026', startDay: 20261126, endDay: 20261128, lastModified: 1795921807,
};

describe('a listing the feed finds again', () => {
  it('is no change when only its writing differs or it leaves members out', () => {
    expect(listingChanged(held, { ...held, due: '0', total: '105', paid: '105.0' })).toBe(false);
    expect(listingChanged(held, { ...held, due: null, startDay: null, endDay: null, lastModified: null })).toBe(false);
  });

  it('is a change when the service says something new, and any booking the copy does not hold is one', () => {
    expect(listingChanged(held, { ...held, status: { id: 'VOID', name: 'Void' } })).toBe(true);
    expect(listingChanged(held, { ...held, paid: '100.00' })).toBe(true);
    expect(listingChanged(held, { ...held, lastModified: held.lastModified! + 1 })).toBe(true);
    expect(listingChanged(null, held)).toBe(true);
  });
});
