// The working set filled and kept current from a real sandbox over HTTP, through the desk's BookingService and
// its wire-to-domain mappings: a full sync, a cancelled one resumed, an incremental one after 50 changes, a rate
// limit waited out, and the service gone offline with the working set still answering.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Sync, serviceFetchers, type SyncOptions, type SyncProgress } from '../../../../../electron/core/offline/sync/index.js';
import type { WorkingSet } from '../../../../../electron/core/offline/working-set/index.js';
import { startSandbox, type RunningSandbox } from '../../../../../electron/sandbox/index.js';
import { instantOf } from '../../../../../shared/wire/index.js';
import { openSet, tempFolder, type Folder } from '../../../../unit/core/offline/working-set/fixtures.js';
import { harness, type Harness } from '../../api/client-harness.js';

let sandbox: RunningSandbox;
let client: Harness;
let folder: Folder;
let set: WorkingSet;
let totalRecords: number;

const ZONE = 'America/Vancouver';
/** The sandbox's clock, which tests move forward: the desk and the service must agree on "now" here. */
const sandboxNow = () => sandbox.control.services().clock.now() * 1000;
const indexRequests = () => client.requests.filter((r) => r.url.pathname.endsWith('/booking/index'));

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 31, bookings: 3000 });
  // The desk's clock is the sandbox's: a Retry-After the sync waits out on it is over for the client too.
  client = harness(sandbox, { acting: 'sam', now: () => sandbox.control.services().clock.now() * 1000 });
  totalRecords = (await client.service.bookingIndex({ limit: 1 })).request!.total_records!;
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  folder = await tempFolder();
  set = await openSet(folder.path, { now: sandboxNow, timeZone: ZONE });
  client.requests.length = 0;
});
afterEach(async () => {
  sandbox.control.clearFaults();
  sandbox.control.setRateLimit({ limit: 0, windowSeconds: 60 });
  await set.close();
  await folder.remove();
});

const syncOf = (options: Partial<SyncOptions> = {}) => new Sync({
  workingSet: set, ...serviceFetchers(() => client.service, () => ZONE), now: sandboxNow, ...options,
});

describe('full sync', () => {
  it('stores every booking the service lists, with progress rising to the total', async () => {
    const progress: SyncProgress[] = [];
    const report = await syncOf({ onProgress: (p) => progress.push(p), pageSize: 250 }).full();
    expect(totalRecords).toBe(3000);
    expect(set.size).toBe(totalRecords);
    expect(report.records).toBe(totalRecords);
    // Twelve full pages of 250, and a thirteenth that comes back empty: the records end the list, not the counters.
    expect(indexRequests()).toHaveLength(13);
    const full = progress.filter((p) => p.phase === 'full');
    for (let i = 1; i < full.length; i += 1) expect(full[i]!.done).toBeGreaterThanOrEqual(full[i - 1]!.done);
    expect(full.at(-1)).toEqual({ phase: 'full', done: totalRecords, total: totalRecords });
    expect(set.items().items.length).toBeGreaterThan(0);
    expect(set.notes().notes.length).toBeGreaterThan(0);
  });

  it('keeps every note of the service\'s thirty days, each once, asked a day at a time and never as one answer', async () => {
    await syncOf().full();
    const notesAsked = client.requests.filter((r) => r.url.pathname.endsWith('/booking/notes'));
    // Today and the thirty days before it, each asked once by its date.
    const days = notesAsked.map((r) => new URLSearchParams(r.body ?? '').get('date') ?? r.url.searchParams.get('date'));
    expect(days).toHaveLength(31);
    expect(new Set(days).size).toBe(31);
    expect(days.every((day) => day !== null && /^\d{4}-\d{2}-\d{2}$/.test(day))).toBe(true);
    const kept = set.notes().notes.map((note) => note.id);
    expect(new Set(kept).size).toBe(kept.length);
    const window = (await client.service.notes()).notes.map((note) => note.note_id);
    expect(window.length).toBeGreaterThan(0);
    expect(kept).toEqual(expect.arrayContaining(window));
  });

  it('keeps what it stored when cancelled half way, and the resumed sync completes without page 1 again', async () => {
    const cancel = new AbortController();
    const first = syncOf({ pageSize: 250, concurrency: 2, onProgress: (p) => p.done >= 1000 && cancel.abort() });
    await expect(first.full(cancel.signal)).rejects.toMatchObject({ kind: 'cancelled' });
    expect(set.size).toBeGreaterThanOrEqual(1000);
    expect(set.size).toBeLessThan(totalRecords);
    client.requests.length = 0;
    const report = await syncOf({ pageSize: 250 }).full();
    expect(report.resumed).toBe(true);
    expect(indexRequests().map((r) => r.url.searchParams.get('page'))).not.toContain('1');
    expect(set.size).toBe(totalRecords);
  });
});

describe('incremental sync', () => {
  it('after 50 changes through the API, fetches those 50 in one page and nothing else of the listing', async () => {
    const sync = syncOf();
    await sync.full();
    // Past the margin of the full sync, so that only the changes below are newer than the last sync.
    sandbox.control.advanceClock(600);
    await sync.incremental();
    const candidates = set.bookings({ statusId: 'PAID', limit: 50 }).bookings;
    expect(candidates).toHaveLength(50);
    for (const [i, booking] of candidates.entries()) {
      if (i % 2 === 0) await client.service.addNote(booking.code, `Sync test note ${i}`, { private: true });
      else await client.service.checkIn(booking.code);
    }
    sandbox.control.advanceClock(5);
    client.requests.length = 0;
    const report = await sync.incremental();
    expect(report).toMatchObject({ kind: 'incremental', records: 50 });
    expect(indexRequests()).toHaveLength(1);
    // The listing page and today's notes: nothing more.
    expect(client.requests.map((r) => r.url.pathname.split('/api/3.0/')[1])).toEqual(['booking/index', 'booking/notes']);
    const fresh = await client.service.bookingIndex({ status: 'PAID', limit: 50 });
    for (const wire of Object.values(fresh['booking/index'])) {
      const stored = set.bookings({ customerId: wire.customer_id! }).bookings.find((b) => b.code === wire.code);
      expect(stored?.lastModified).toBe(wire.last_modified && instantOf(wire.last_modified, ZONE));
    }
    expect(set.notes({ day: set.today() }).notes.filter((n) => n.body.startsWith('Sync test note'))).toHaveLength(25);
  });
});

describe('when the service pushes back or goes away', () => {
  it('waits out a 429 for at least its Retry-After, then finishes', async () => {
    sandbox.control.setRateLimit({ limit: 3, windowSeconds: 300 });
    const waits: { ms: number; reason: string }[] = [];
    let reason = '';
    const sync = syncOf({
      onError: (_error, wait) => {
        reason = wait.reason;
      },
      // A rate-limit wait passes on the sandbox clock at once; the regular interval holds until stop().
      sleep: (ms, signal) => new Promise<void>((resolve) => {
        waits.push({ ms, reason });
        if (reason === 'rate-limited') {
          reason = '';
          sandbox.control.advanceClock(ms / 1000);
          resolve();
        } else signal?.addEventListener('abort', () => resolve(), { once: true });
      }),
    });
    sync.start();
    await expect.poll(() => set.lastFullSyncAt, { timeout: 10_000 }).not.toBeNull();
    await sync.stop();
    const rateLimited = waits.filter((w) => w.reason === 'rate-limited');
    expect(rateLimited.length).toBeGreaterThan(0);
    for (const wait of rateLimited) expect(wait.ms).toBeGreaterThanOrEqual(250_000);
    expect(set.size).toBe(totalRecords);
  });

  it('offline: the sync fails as offline and the working set stays whole and answering, on disk too', async () => {
    await syncOf().full();
    const today = set.bookings({ start: { on: 'today' } });
    expect(today.total).toBeGreaterThan(0);
    const someone = today.bookings[0]!;
    sandbox.control.setFaults({ offline: true });
    await expect(syncOf().incremental()).rejects.toMatchObject({ kind: 'offline' });
    expect(set.size).toBe(totalRecords);
    expect(set.bookings({ start: { on: 'today' } }).total).toBe(today.total);
    await set.close();
    set = await openSet(folder.path, { now: sandboxNow, timeZone: ZONE });
    expect(set.size).toBe(totalRecords);
    expect(set.search(someone.customer.name).map((b) => b.code)).toContain(someone.code);
    expect(set.bookings({ start: { on: 'today' } }).fetchedAt).toBe(set.lastSyncAt);
  });
});
