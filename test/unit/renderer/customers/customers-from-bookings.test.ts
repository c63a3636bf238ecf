import { describe, expect, it } from 'vitest';
import { guestsOf } from '../../../../renderer/features/customers/customers-from-bookings.js';
import { summary } from '../../core/offline/working-set/fixtures.js';

describe('guests from the desk’s copy of bookings', () => {
  it('names each guest once, with how many bookings they hold, in the order found', () => {
    const ann = { id: 7, name: 'Ann Lee', email: 'ann@example.com' };
    const bo = { id: null, name: 'Bo Lee', email: 'Bo@Example.com' };
    const guests = guestsOf([summary({ customer: ann }), summary({ customer: { ...bo, email: 'bo@example.com' } }),
      summary({ customer: ann }), summary({ customer: bo })]);
    expect(guests).toEqual([
      { id: 7, name: 'Ann Lee', email: 'ann@example.com', bookings: 2 },
      { id: null, name: 'Bo Lee', email: 'bo@example.com', bookings: 2 },
    ]);
  });
});
