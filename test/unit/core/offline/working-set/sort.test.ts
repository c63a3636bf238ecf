// The bookings list sorted over every matching booking the desk holds, page after page.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { WorkingSet } from '../../../../../electron/core/offline/working-set/index.js';
import { columnOrder, sortBookings } from '../../../../../electron/core/offline/working-set/local-sort.js';
import { listingOrder, StoredBooking } from '../../../../../electron/core/offline/working-set/stored-booking.js';
import { BOOKING_SORT_KEYS } from '../../../../../shared/contract/model/booking-query.js';
import { openSet, summary, tempFolder, type Folder } from './fixtures.js';

let folder: Folder;
let workingSet: WorkingSet;

beforeEach(async () => {
  folder = await tempFolder();
  workingSet = await openSet(folder.path);
  workingSet.putSummaries([
    summary({ id: 1, due: '5.00', customer: { id: 1, name: 'Zoë Adams', email: 'z@example.com' }, startDay: 20261125 }),
    summary({ id: 2, due: '120.00', customer: { id: 2, name: 'anna Berg', email: 'a@example.com' }, startDay: 20261121 }),
    summary({ id: 3, due: '19.99', customer: { id: 3, name: 'Mia Chen', email: 'm@example.com' }, startDay: null }),
    summary({ id: 4, due: '0.00', status: { id: 'VOID', name: 'Void' }, customer: { id: 4, name: 'Bo Diaz', email: 'b@example.com' } }),
    summary({ id: 5, due: '9.50', customer: { id: 5, name: 'Öla Eng', email: 'o@example.com' }, startDay: 20261122 }),
  ], 1_790_000_000);
});
afterEach(async () => {
  await workingSet.close();
  await folder.remove();
});

const codes = (page: { bookings: { id: number }[] }) => page.bookings.map((booking) => booking.id);

describe('sorting the bookings list', () => {
  it('orders by amount due across pages, not within the page on screen', () => {
    const sort = { by: 'due', descending: true } as const;
    expect(codes(workingSet.bookings({ sort, limit: 2, page: 1 }))).toEqual([2, 3]);
    expect(codes(workingSet.bookings({ sort, limit: 2, page: 2 }))).toEqual([5, 1]);
    expect(workingSet.bookings({ sort, limit: 2, page: 3 })).toMatchObject({ total: 5, pages: 3 });
  });

  it('orders guests by name without regard to case or accents', () => {
    expect(codes(workingSet.bookings({ sort: { by: 'guest', descending: false } }))).toEqual([2, 4, 3, 5, 1]);
  });

  it('keeps bookings without a first day last, whichever way the days are sorted', () => {
    expect(codes(workingSet.bookings({ sort: { by: 'dates', descending: false } }))).toEqual([2, 4, 5, 1, 3]);
    expect(codes(workingSet.bookings({ sort: { by: 'dates', descending: true } }))).toEqual([1, 5, 2, 4, 3]);
  });

  it('sorts only the bookings that match the filters', () => {
    const page = workingSet.bookings({ statusId: 'PAID', sort: { by: 'due', descending: false } });
    expect(codes(page)).toEqual([1, 5, 3, 2]);
  });
});

describe('the first sort by a column', () => {
  it('orders as the column\'s comparison does, ties in listing order and missing values last, either way', () => {
    const dues = [null, '0.00', '5.00', '5.00', '19.99', '120.00', 'n/a'];
    const names = ['anna Berg', 'Bo Diaz', 'Öla Eng', 'Zoë Adams', 'bo diaz'];
    fc.assert(fc.property(
      fc.array(fc.record({ due: fc.constantFrom(...dues), name: fc.constantFrom(...names),
        startDay: fc.option(fc.integer({ min: 20260101, max: 20260128 })) }), { maxLength: 60 }),
      fc.constantFrom(...BOOKING_SORT_KEYS), fc.boolean(),
      (rows, by, descending) => {
        const listed = rows.map((row, index) => new StoredBooking(summary({
          id: index + 1, due: row.due, startDay: row.startDay, customer: { id: index, name: row.name, email: `${row.name}@example.com` },
        }), 1)).sort(listingOrder);
        const sort = { by, descending };
        expect(sortBookings(listed, sort)).toEqual([...listed].sort(columnOrder(sort)));
      }));
  });
});
