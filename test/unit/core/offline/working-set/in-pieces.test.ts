// A list or a search over every booking held, worked out off the thread that answers the screens (a few thousand
// bookings at a time here, or by the reads' worker for a large set): the same answer as in one pass, and changes
// made while it is worked out do not mix into it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorkingSet } from '../../../../../electron/core/offline/working-set/index.js';
import { bookingPage } from '../../../../../electron/core/offline/working-set/local-reads.js';
import { StoredBooking } from '../../../../../electron/core/offline/working-set/stored-booking.js';
import type { WorkingSetParts } from '../../../../../electron/core/offline/working-set/working-set-parts.js';
import { runAtOnce } from '../../../../../shared/domain/run-at-once.js';
import { openSet, summary, tempFolder, TODAY, type Folder } from './fixtures.js';

let folder: Folder;
let set: WorkingSet;
const BOOKINGS = 12_000;

describe.each([['here, in pieces', Infinity], ['by the reads\' worker', 0]])('a pass over every booking, %s', (_where, from) => {
beforeEach(async () => {
  folder = await tempFolder();
  set = await openSet(folder.path, { readsOffThreadFrom: from });
  set.putSummaries(Array.from({ length: BOOKINGS }, (_, i) => summary({
    id: 50_000 + i, total: String(i % 97), customer: { id: i, name: i % 10 === 0 ? `Ørsted ${i}` : `Guest ${i}`, email: `g${i}@example.com` },
  })), 1000);
});
afterEach(async () => {
  await set.close();
  await folder.remove();
});

  it('is worked out where it should be', async () => {
    await set.listBookings({});
    expect(set.readsOffThread).toBe(from === 0);
  });

  it.each([
    ['the listing order', {}],
    ['a text filter', { text: 'orsted' }],
    ['a sort by total, second page', { sort: { by: 'total' as const, descending: true }, page: 2, limit: 50 }],
    ['a day and a status', { start: { on: TODAY }, statusId: 'PAID', limit: 10 }],
  ])('answers %s as one pass does', async (_what, query) => {
    expect(await set.listBookings(query)).toEqual(set.bookings(query));
  });

  it('searches as one pass does', async () => {
    expect(await set.findBookings('orsted 11')).toEqual(set.search('orsted 11'));
  });

  it('answers from the bookings held when it began: a booking stored meanwhile is not half in it', async () => {
    // The worker's copy is made once, before its first answer: from then on each change is sent as it is made.
    await set.listBookings({ limit: 1 });
    const listed = set.listBookings({ text: 'late arrival' });
    const found = set.findBookings('late arrival');
    set.putSummaries([summary({ customer: { id: 1, name: 'Late Arrival', email: 'late@example.com' } })], 2000);
    expect((await listed).total).toBe(0);
    expect(await found).toEqual([]);
    expect(set.bookings({ text: 'late arrival' }).total).toBe(1);
  });

  it('sorts as one pass does after a full sync\'s end, and after bookings changed since', async () => {
    // At a full sync's end the worker makes every column's order before anyone sorts; changes then wait in them.
    set.markSynced(1000, true);
    await set.readsPrepared();
    set.putSummaries(Array.from({ length: 300 }, (_, i) => summary({
      id: 50_000 + i * 37, total: String(500 - i), customer: { id: i, name: `Changed ${i}`, email: `c${i}@example.com` },
    })), 2000);
    for (const by of ['total', 'guest', 'code', 'due'] as const) {
      for (const descending of [false, true]) {
        const query = { sort: { by, descending }, limit: 100, page: 3 };
        expect(await set.listBookings(query)).toEqual(set.bookings(query));
      }
    }
  });
});

describe('the rows of a whole list', () => {
  it('are made in pieces, as at once, for the Bookings screen\'s whole list', async () => {
    const entries = Array.from({ length: 25_000 }, (_, i) => new StoredBooking(summary({ id: 90_000 + i }), 1000 + (i % 7)));
    const found = { found: { entries, page: 1, pages: 1, total: entries.length }, inexact: [] };
    const parts = { lastFullSyncAt: null, lastSyncAt: null } as unknown as WorkingSetParts;
    const work = bookingPage(parts, found, true);
    let pauses = 0;
    for (let step = work.next(); ; step = work.next()) {
      if (step.done) {
        expect(step.value).toEqual(runAtOnce(bookingPage(parts, found, false)));
        expect(step.value.fetchedAt).toBe(1000);
        break;
      }
      pauses += 1;
    }
    expect(pauses).toBeGreaterThanOrEqual(2);
  });
});
