// The background sync: a timer, a nudge on reconnect, and patience when the service is away or asks to wait.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Sync, type SyncOptions } from '../../../../../electron/core/offline/sync/index.js';
import type { WorkingSet } from '../../../../../electron/core/offline/working-set/index.js';
import { openSet, tempFolder, type Folder } from '../working-set/fixtures.js';
import { until } from '../../../../support/until.js';
import { FakeService, HeldSleep, offline, rateLimited, serverError } from './fake-service.js';

let folder: Folder;
let set: WorkingSet;
let service: FakeService;
let sleep: HeldSleep;
let sync: Sync;
const errors: string[] = [];

beforeEach(async () => {
  folder = await tempFolder();
  set = await openSet(folder.path);
  service = new FakeService(250);
  sleep = new HeldSleep();
  errors.length = 0;
});
afterEach(async () => {
  await sync.stop();
  await set.close();
  await folder.remove();
});

const start = (options: Partial<SyncOptions> = {}) => {
  sync = new Sync({
    workingSet: set, fetchPage: service.fetchPage, fetchCatalogue: service.fetchCatalogue, fetchNotes: service.fetchNotes,
    sleep: sleep.sleep, random: () => 1, intervalMs: 60_000, pageSize: 100, onError: (_e, wait) => errors.push(wait.reason),
    ...options,
  });
  sync.start();
};
const syncs = () => service.pageCalls.filter((f) => f.page === 1).length;

describe('the timer', () => {
  it('runs a full sync first, then an incremental one every interval', async () => {
    start();
    await until(() => sleep.waits.length === 1, 'the first wait');
    expect(set.lastFullSyncAt).not.toBeNull();
    expect(sleep.waits).toEqual([60_000]);
    sleep.pass();
    await until(() => sleep.waits.length === 2, 'the second wait');
    expect(service.pageCalls.at(-1)!.lastModified).toBeDefined();
  });

  it('runs at once on a nudge, and stop() cancels what is under way', async () => {
    start();
    await until(() => sleep.waits.length === 1, 'the first wait');
    const synced = set.lastSyncAt;
    service.hang = true;
    sync.nudge();
    await until(() => service.inFlight === 1, 'a request under way');
    await sync.stop();
    expect(service.inFlight).toBe(0);
    expect(set.lastSyncAt).toBe(synced);
    // Stopped, the loop has ended and left no wait behind that could start another sync.
    expect(sleep.waiting).toBe(0);
  });

  it('runs one loop when started again from within its first sync, and stop() ends it', async () => {
    // The desk starts the sync on opening and again when the sign-in says signed-in, which the first request can
    // cause before start() has returned: two loops ran then, and stop() ended only one (the other synced for ever).
    let again = true;
    start({
      fetchPage: (...args) => {
        if (again) {
          again = false;
          sync.start();
        }
        return service.fetchPage(...args);
      },
    });
    await until(() => sleep.waits.length >= 1, 'the first wait');
    // One loop waits; a second, begun from the first request, would be waiting beside it (both run the one sync).
    expect(sleep.waiting).toBe(1);
    expect(service.inFlight).toBe(0);
    await sync.stop();
    // stop() ended the one loop: no wait is left behind that could start another sync.
    expect(sleep.waiting).toBe(0);
    expect(sleep.waits).toHaveLength(1);
  });

  it('runs one sync on a nudge even when not started', async () => {
    const { fetchPage, fetchCatalogue, fetchNotes } = service;
    sync = new Sync({ workingSet: set, fetchPage, fetchCatalogue, fetchNotes, pageSize: 100 });
    sync.nudge();
    await until(() => set.lastSyncAt !== null, 'a sync');
    expect(set.size).toBe(250);
  });
});

describe('when the service is away or asks to wait', () => {
  it('waits out a rate limit for at least Retry-After, and a nudge does not cut it short', async () => {
    service.failWith = () => rateLimited(90);
    start();
    await until(() => sleep.waits.length === 1, 'the first wait');
    expect(sleep.waits[0]).toBeGreaterThanOrEqual(90_000);
    // A nudge would end the wait there and then (the wake-up is told synchronously): the wait goes on.
    sync.nudge();
    expect(sleep.waiting).toBe(1);
    expect(syncs()).toBe(1);
    service.failWith = null;
    sleep.pass();
    await until(() => set.lastFullSyncAt !== null, 'a full sync');
    expect(errors).toEqual(['rate-limited']);
  });

  it('offline: keeps the working set, waits for the timer, and runs at once on a nudge', async () => {
    set.putSummaries(service.bookings.slice(0, 10), 1);
    service.failWith = () => offline();
    start();
    await until(() => sleep.waits.length === 1, 'the first wait');
    expect(sleep.waits[0]).toBe(60_000);
    expect(set.size).toBe(10);
    service.failWith = null;
    sync.nudge();
    await until(() => set.lastFullSyncAt !== null, 'a full sync');
    expect(set.size).toBe(250);
  });

  it('backs off exponentially after the service\'s errors, up to five minutes', async () => {
    service.failWith = () => serverError();
    start();
    for (let n = 1; n <= 8; n += 1) {
      await until(() => sleep.waits.length === n, `wait number ${n}`);
      sleep.pass();
    }
    expect(sleep.waits).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000]);
  });
});
