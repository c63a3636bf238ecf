// The search index of a large set finds what looking at every booking finds, in the same order, as bookings come,
// change and leave.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../../../../../../electron/core/offline/working-set/reads/search-index.js';
import { searchBookings } from '../../../../../../electron/core/offline/working-set/search.js';
import { dayOrdinal, StoredBooking } from '../../../../../../electron/core/offline/working-set/stored-booking.js';
import { summary, TODAY } from '../fixtures.js';

const NAMES = ['Anna de la Cruz', 'Zoë Adams', 'Mia Chen', 'Ana Lima', 'Bo Diaz', 'Jo Anne Kay', 'Óla Æsir', 'anna berg'];
const EMAILS = ['anna@example.com', 'zoe.adams@mail.ca', 'mc@harbour.com', 'ana.lima@example.COM', 'bo@x.io'];
const CODES = ['ANNA-000001', 'ZOEA-123456', 'MIAC-004200', 'KAYJ-777777', 'BODI-010101', 'ADAM-000002'];

const booking = fc.record({
  id: fc.integer({ min: 1, max: 40 }), name: fc.constantFrom(...NAMES), email: fc.constantFrom(...EMAILS),
  code: fc.constantFrom(...CODES), start: fc.option(fc.integer({ min: -30, max: 30 })),
}).map(({ id, name, email, code, start }) => new StoredBooking(summary({
  id, code: `${code.slice(0, 5)}${String(id).padStart(6, '0')}`, customer: { id, name, email },
  startDay: start === null ? null : Number(new Date(Date.UTC(2026, 10, 21 + start)).toISOString().slice(0, 10).replaceAll('-', '')),
}), 1));

/** What people type: pieces of the names, e-mails and codes, single letters, accents and capitals, and nonsense. */
const typed = fc.oneof(
  fc.constantFrom(...NAMES, ...EMAILS, ...CODES).chain((text) => fc.tuple(fc.nat(text.length), fc.integer({ min: 1, max: 8 }))
    .map(([at, length]) => text.slice(at, at + length))),
  fc.constantFrom('a', 'A', 'ö', 'é', ' ', 'anna d', 'de la', 'zz', 'anna-00', 'x', '.com', 'an', 'n'),
);

describe('the search index', () => {
  it('answers as a look at every booking does, whatever was typed, after bookings came, changed and left', () => {
    fc.assert(fc.property(fc.array(booking, { maxLength: 60 }), fc.array(typed, { minLength: 1, maxLength: 12 }),
      fc.integer({ min: 1, max: 20 }), (arriving, queries, limit) => {
        const index = new SearchIndex();
        const held = new Map<number, StoredBooking>();
        for (const entry of arriving) {
          const before = held.get(entry.summary.id);
          if (before) index.remove(before);
          // Every third change takes the booking away instead.
          if (before && entry.summary.id % 3 === 0) {
            held.delete(entry.summary.id);
            continue;
          }
          index.add(entry);
          held.set(entry.summary.id, entry);
        }
        for (const query of queries) {
          const expected = searchBookings([...held.values()], query, limit, dayOrdinal(TODAY)).map((found) => found.code);
          expect(index.search(query, limit, TODAY).map((entry) => entry.summary.code)).toEqual(expected);
        }
      }), { numRuns: 300 });
  });
});
