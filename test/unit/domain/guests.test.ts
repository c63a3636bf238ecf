import { describe, expect, it } from 'vitest';
import { guestCount, guestCounts, notGuestIds } from '../../../shared/domain/guests.js';

const PARAMETERS = [
  { id: 'adults', hidden: false, locked: false },
  { id: 'rooms', hidden: false, locked: true },
  { id: 'qty', hidden: true, locked: false },
];

describe('who counts as a guest', () => {
  it('counts the people a person chose, not a fixed room nor a hidden unit', () => {
    const notGuests = notGuestIds(PARAMETERS);
    expect(guestCount({ adults: 2, rooms: 1, qty: 1 }, notGuests)).toBe(2);
    expect(guestCounts({ adults: 2, rooms: 1, qty: 1 }, notGuests)).toEqual({ adults: 2 });
  });

  it('counts every parameter while the account\'s parameters are not known, and keeps one set per parameter list', () => {
    expect(guestCount({ adults: 2, rooms: 1 }, notGuestIds(undefined))).toBe(3);
    expect(notGuestIds(PARAMETERS)).toBe(notGuestIds(PARAMETERS));
  });
});
