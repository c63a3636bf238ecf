// The contract's check of answers carrying the copy's listings: each frozen listing proven once and then sent as it
// is, never a listing that could still change or that the contract's schema would have changed.
import { describe, expect, it } from 'vitest';
import { calls } from '../../../../shared/contract/calls.js';
import type { BookingSummary } from '../../../../shared/contract/model/booking.js';
import { outputSchema } from '../../../../electron/core/desk/output-checks.js';
import { StoredBooking } from '../../../../electron/core/offline/working-set/stored-booking.js';
import { summary } from '../offline/working-set/fixtures.js';

const kept = (listing: BookingSummary) => new StoredBooking(listing, 1).summary;
const page = (bookings: unknown[]) => ({ bookings, page: 1, pages: 1, total: bookings.length, asOf: 1, generation: 4 });

describe('answers carrying the copy\'s listings', () => {
  it('sends a listing the working set keeps as it is, and checked', () => {
    const listing = kept(summary());
    const checked = outputSchema('bookings.held').parse(page([listing])) as { bookings: unknown[] };
    expect(checked.bookings[0]).toBe(listing);
    expect(checked).toEqual(calls['bookings.held'].output.parse(page([listing])));
    const day = outputSchema('day.contents').parse({
      day: 20261121, bookings: [{ booking: listing, startTime: '', endTime: '', lines: [], source: 'unknown', checkedIn: null,
        checkedOut: null, noteCount: 0, pending: [] }], asOf: null, countsPending: 0, requests: 0,
    });
    expect((day as { bookings: { booking: unknown }[] }).bookings[0]!.booking).toBe(listing);
  });

  it('keeps a listing the working set holds from being changed in place', () => {
    const listing = kept(summary());
    expect(() => { (listing as { total: string }).total = 'lots'; }).toThrow(TypeError);
    expect(() => { (listing.status as { name: string }).name = 'Void'; }).toThrow(TypeError);
  });

  it('refuses a listing outside the contract, frozen or not', () => {
    const bad = kept(summary({ total: 'twelve' }));
    for (const name of ['bookings.held', 'bookings.list'] as const) expect(outputSchema(name).safeParse(page([bad])).success).toBe(false);
    expect(outputSchema('search.local').safeParse([bad]).success).toBe(false);
    const changes = { kind: 'changes', generation: 2, total: 1, asOf: 1, put: [{ at: 0, booking: bad }], drop: [] };
    expect(outputSchema('bookings.heldChanges').safeParse(changes).success).toBe(false);
  });

  it('checks again, every time, a listing that can still change', () => {
    const open = summary();
    const first = outputSchema('search.local').parse([open]) as unknown[];
    expect(first[0]).not.toBe(open);
    open.due = 'a lot';
    expect(outputSchema('search.local').safeParse([open]).success).toBe(false);
  });

  it('passes a list of listings proven before as a list of the same listings, and refuses one with a member not proven', () => {
    const listings = [kept(summary({ code: 'AAAA-1' })), kept(summary({ code: 'BBBB-2' }))];
    outputSchema('bookings.held').parse(page(listings));
    const again = outputSchema('bookings.held').parse(page(listings)) as { bookings: unknown[] };
    expect(again.bookings).toEqual(listings);
    expect(again.bookings[1]).toBe(listings[1]);
    const bad = kept(summary({ code: 'CCCC-3', due: 'a lot' }));
    expect(outputSchema('bookings.held').safeParse(page([...listings, bad])).success).toBe(false);
    expect(outputSchema('search.local').safeParse([...listings, bad]).success).toBe(false);
  });

  it('does not take a listing proven as a listing for a booking\'s contents', () => {
    const listing = kept(summary());
    outputSchema('search.local').parse([listing]);
    const day = { day: 20261121, bookings: [listing], asOf: null, countsPending: 0, requests: 0 };
    expect(outputSchema('day.contents').safeParse(day).success).toBe(false);
  });

  it('strips what the contract does not name, as its schema does, and remembers no such listing', () => {
    const extra = Object.freeze({ ...kept(summary()), phone: '+1 604 555 0100' });
    for (let time = 0; time < 2; time += 1) {
      const [sent] = outputSchema('search.local').parse([extra]) as object[];
      expect(sent).not.toBe(extra);
      expect(sent).not.toHaveProperty('phone');
    }
  });
});
