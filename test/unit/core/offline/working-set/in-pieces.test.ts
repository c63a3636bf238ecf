// A list or a search over every booking held, worked out a few thousand bookings at a time: the same answer as in
// one pass, and changes made between the pieces do not mix into it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorkingSet } from '../../../../../electron/core/offline/working-set/index.js';
import { openSet, summary, tempFolder, TODAY, type Folder } from './fixtures.js';

let folder: Folder;
let set: WorkingSet;
const BOOKINGS = 12_000;

beforeEach(async () => {
  folder = await tempFolder();
  set = await openSet(folder.path);
  set.putSummaries(Array.from({ length: BOOKINGS }, (_, i) => summary({
    id: 50_000 + i, total: String(i % 97), customer: { id: i, name: i % 10 === 0 ? `Ørsted ${i}` : `Guest ${i}`, email: `g${i}@example.com` },
  })), 1000);
});
afterEach(async () => {
  await set.close();
  await folder.remove();
});

describe('a pass over every booking, in pieces', () => {
  it.each([
    ['the listing order', {}],
    ['a text filter', { text: 'orsted' }],
    ['a sort by total, second page', { sort: { by: 'total' as const, descending: true }, page: 2, limit: 50 }],
    ['a day and a status', { start: { on: TODAY }, statusId: 'PAID', limit: 10 }],
  ])('answers %s as one pass does', async (_what, query) => {
    expect(await set.bookingsInPieces(query)).toEqual(set.bookings(query));
  });

  it('searches as one pass does', async () => {
    expect(await set.searchInPieces('orsted 11')).toEqual(set.search('orsted 11'));
  });

  it('answers from the bookings held when it began: a booking stored meanwhile is not half in it', async () => {
    const listed = set.bookingsInPieces({ text: 'late arrival' });
    const found = set.searchInPieces('late arrival');
    set.putSummaries([summary({ customer: { id: 1, name: 'Late Arrival', email: 'late@example.com' } })], 2000);
    expect((await listed).total).toBe(0);
    expect(await found).toEqual([]);
    expect(set.bookings({ text: 'late arrival' }).total).toBe(1);
  });
});
