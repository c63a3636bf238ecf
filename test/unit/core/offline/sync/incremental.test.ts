// An incremental sync asks only for what changed since the last one, with a minute's margin for clock skew.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DateFilter } from '../../../../../electron/core/api/booking-filters.js';
import { Sync, type FetchPage } from '../../../../../electron/core/offline/sync/index.js';
import type { WorkingSet } from '../../../../../electron/core/offline/working-set/index.js';
import { openSet, tempFolder, type Folder } from '../working-set/fixtures.js';
import { booking, FakeService, windowDays } from './fake-service.js';

let folder: Folder;
let set: WorkingSet;
let service: FakeService;
// 2026-11-21 12:00 in Vancouver, the fixtures' time zone.
let clock = Date.UTC(2026, 10, 21, 20, 0, 0);

beforeEach(async () => {
  folder = await tempFolder();
  clock = Date.UTC(2026, 10, 21, 20, 0, 0);
  set = await openSet(folder.path, { now: () => clock });
  service = new FakeService(1_200);
});
afterEach(async () => {
  await set.close();
  await folder.remove();
});

const sync = () => new Sync({
  workingSet: set, fetchPage: service.fetchPage, fetchCatalogue: service.fetchCatalogue, fetchNotes: service.fetchNotes,
  now: () => clock, pageSize: 1000,
});
const sinceOf = (filter: DateFilter | undefined) =>
  (typeof filter === 'object' && !(filter instanceof Date) && filter.from instanceof Date ? filter.from.getTime() / 1000 : null);

it('runs a full sync when there was none', async () => {
  expect((await sync().incremental()).kind).toBe('full');
  expect(set.size).toBe(1_200);
});

it('fetches only the bookings changed since the last sync began, less a minute, in one page', async () => {
  await sync().full();
  const lastSync = set.lastSyncAt!;
  clock += 5 * 60_000;
  const changedAt = lastSync + 120;
  for (const id of [3, 500, 1_100]) service.bookings[id - 1] = { ...booking(id, changedAt), status: { id: 'VOID', name: 'Void' } };
  service.pageCalls = [];
  const report = await sync().incremental();
  expect(report).toMatchObject({ kind: 'incremental', records: 3 });
  expect(service.pageCalls).toHaveLength(1);
  expect(sinceOf(service.pageCalls[0]!.lastModified)).toBe(lastSync - 60);
  expect(set.bookings({ statusId: 'VOID' }).total).toBe(3);
  expect(set.lastSyncAt).toBe(lastSync + 300);
});

it('stops at the first repeated page when the service ignores the page asked for, as the full sync does', async () => {
  await sync().full();
  clock += 5 * 60_000;
  const changedAt = set.lastSyncAt! + 120;
  // More changed than one page holds, from a service that sends page 1 whatever is asked and says there is one page.
  for (let id = 1; id <= 1_100; id += 1) service.bookings[id - 1] = { ...booking(id, changedAt), status: { id: 'VOID', name: 'Void' } };
  service.ignoresPage = true;
  service.lie = (page) => ({ ...page, pages: 1, total: 1_000 });
  service.pageCalls = [];
  await sync().incremental();
  expect(service.pageCalls).toHaveLength(2);
});

it('asks for today\'s notes only when the last sync was today, and the whole window otherwise', async () => {
  await sync().full();
  service.notesCalls = [];
  clock += 60 * 60_000;
  await sync().incremental();
  expect(service.notesCalls).toEqual([20261121]);
  clock += 24 * 60 * 60_000;
  await sync().incremental();
  expect(service.notesCalls).toEqual([20261121, ...windowDays(20261122)]);
});

it('refreshes the catalogue only when it is over an hour old', async () => {
  await sync().full();
  clock += 10 * 60_000;
  await sync().incremental();
  expect(service.catalogueCalls).toBe(1);
  clock += 60 * 60_000;
  await sync().incremental();
  expect(service.catalogueCalls).toBe(2);
});

it('never runs two syncs at once, even when asked together', async () => {
  let running = 0;
  let most = 0;
  const fetchPage: FetchPage = async (filters, signal) => {
    running += 1;
    most = Math.max(most, running);
    try {
      return await service.fetchPage(filters, signal);
    } finally {
      running -= 1;
    }
  };
  // One page at a time inside a sync, so any overlap seen would be between syncs.
  const serial = new Sync({
    workingSet: set, fetchPage, fetchCatalogue: service.fetchCatalogue, fetchNotes: service.fetchNotes, now: () => clock,
    concurrency: 1, pageSize: 1000,
  });
  const reports = await Promise.all([serial.full(), serial.incremental(), serial.full()]);
  expect(most).toBe(1);
  expect(reports.map((r) => r.kind)).toEqual(['full', 'incremental', 'full']);
});
