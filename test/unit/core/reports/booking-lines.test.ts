// Guests and per-item amounts of named bookings, for the bookings CSV, from what the desk holds of each.
import { describe, expect, it } from 'vitest';
import { bookingLines } from '../../../../electron/core/reports/booking-lines.js';
import { ITEMS, smallAccount } from './small-account.js';

const sources = [...smallAccount().sources];

describe('booking lines for the CSV', () => {
  it("gives a booking with a record its guests and each line's amount", () => {
    expect(bookingLines(sources, ['B'], ITEMS)).toEqual([{ code: 'B', guests: 3, lines: [
      { itemId: 201, name: 'Sunset Cruise', quantity: 1, guests: 3, amount: '60.10' },
      { itemId: 202, name: 'Kayak', quantity: 1, guests: 1, amount: '20.00' },
    ] }]);
  });

  it('gives a listing-only booking its one item with the whole total, and no guest count or quantity it does not know', () => {
    expect(bookingLines(sources, ['C', 'NOPE'], ITEMS)).toEqual([{ code: 'C', guests: null, lines: [
      { itemId: 201, name: 'Sunset Cruise', quantity: null, guests: null, amount: '45.25' },
    ] }]);
  });

  it('names each item of a listing-only booking that holds several, without splitting its total among them', () => {
    const account = smallAccount({ fixtures: [{ code: 'J', status: 'PAID', startDay: 20261005, createdAt: '2026-09-01T18:00:00Z',
      total: '900.00', paid: '900.00', due: '0.00', what: 'Harbour View Double, Sunset Cruise', itemIds: [101, 201] }] });
    expect(bookingLines([...account.sources], ['J'], ITEMS)).toEqual([{ code: 'J', guests: null, lines: [
      { itemId: 101, name: 'Harbour View Double', quantity: null, guests: null, amount: null },
      { itemId: 201, name: 'Sunset Cruise', quantity: null, guests: null, amount: null },
    ] }]);
  });
});
