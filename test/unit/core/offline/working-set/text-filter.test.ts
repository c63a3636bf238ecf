// The bookings list's quick filter, answered over every booking the desk holds, not the page on screen.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorkingSet } from '../../../../../electron/core/offline/working-set/index.js';
import { openSet, summary, tempFolder, type Folder } from './fixtures.js';

let folder: Folder;
let workingSet: WorkingSet;

beforeEach(async () => {
  folder = await tempFolder();
  workingSet = await openSet(folder.path);
  const many = Array.from({ length: 250 }, (_, i) => summary({ id: 1000 + i }));
  workingSet.putSummaries([
    ...many,
    summary({ id: 1, code: 'ABCD-010126', customer: { id: 1, name: 'Léa Dubois', email: 'lea@example.com' }, summary: 'Harbour View Double', startDay: 20261230 }),
    summary({ id: 2, customer: { id: 2, name: 'Omar Haddad', email: 'omar@example.com' }, summary: 'Mountain Bike', startDay: 20261231 }),
  ], 1_790_000_000);
});
afterEach(async () => {
  await workingSet.close();
  await folder.remove();
});

const ids = (query: Parameters<WorkingSet['bookings']>[0]) => workingSet.bookings(query).bookings.map((b) => b.id);

describe('the quick filter over all matching bookings', () => {
  it('finds a guest who is on the last page of the list, accents and case aside', () => {
    expect(ids({ text: 'lea DUBOIS', limit: 100 })).toEqual([1]);
    expect(workingSet.bookings({ limit: 100, page: 1 }).bookings.some((b) => b.id === 1)).toBe(false);
  });

  it('matches the code with or without its dash, the e-mail and the items, every word', () => {
    expect(ids({ text: 'abcd-0101' })).toEqual([1]);
    expect(ids({ text: 'abcd0101' })).toEqual([1]);
    expect(ids({ text: 'omar@example' })).toEqual([2]);
    expect(ids({ text: 'mountain bike' })).toEqual([2]);
    expect(ids({ text: 'harbour bike' })).toEqual([]);
  });

  it('works with the other filters and the sort', () => {
    expect(ids({ text: 'example.com', statusId: 'PAID', sort: { by: 'guest', descending: false }, limit: 2 })).toEqual([1000, 1001]);
    expect(workingSet.bookings({ text: 'guest 1249' }).total).toBe(1);
  });
});
