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

  it('gives a listing-only booking its one item with the whole total, and no guest count it does not know', () => {
    expect(bookingLines(sources, ['C', 'NOPE'], ITEMS)).toEqual([{ code: 'C', guests: null, lines: [
      { itemId: 201, name: 'Sunset Cruise', quantity: 1, guests: null, amount: '45.25' },
    ] }]);
  });
});
