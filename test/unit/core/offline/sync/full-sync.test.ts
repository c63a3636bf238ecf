// A full sync: page 1 first, the rest a few at a time, progress as pages land, and a cancelled one resumed later.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../../../electron/core/api/api-errors.js';
import { Sync, type SyncOptions, type SyncProgress } from '../../../../../electron/core/offline/sync/index.js';
import type { WorkingSet } from '../../../../../electron/core/offline/working-set/index.js';
import { addDays } from '../../../../../shared/domain/dates.js';
import { openSet, tempFolder, type Folder } from '../working-set/fixtures.js';
import { FakeService, note, serverError, windowDays } from './fake-service.js';

let folder: Folder;
let set: WorkingSet;
let service: FakeService;
let progress: SyncProgress[];
let clock: number;

beforeEach(async () => {
  folder = await tempFolder();
  clock = 1_800_000_000_000;
  set = await openSet(folder.path, { now: () => clock });
  service = new FakeService(2_350);
  progress = [];
});
afterEach(async () => {
  await set.close();
  await folder.remove();
});

const sync = (options: Partial<SyncOptions> = {}) => new Sync({
  workingSet: set, fetchPage: service.fetchPage, fetchCatalogue: service.fetchCatalogue, fetchNotes: service.fetchNotes,
  onProgress: (p) => progress.push(p), now: () => clock, pageSize: 100, ...options,
});

describe('a full sync', () => {
  it('stores every booking, with the catalogue and the notes, and records when it began', async () => {
    const report = await sync().full();
    expect(set.size).toBe(2_350);
    // 24 pages, the catalogue, and the notes of today and the thirty days before, a day at a time.
    expect(report).toEqual({ kind: 'full', requests: 24 + 1 + 31, records: 2_350, resumed: false });
    expect(service.catalogueCalls).toBe(1);
    expect(service.notesCalls).toEqual(windowDays(set.today()));
    expect(set.lastFullSyncAt).toBe(1_800_000_000);
    expect(set.lastSyncAt).toBe(1_800_000_000);
    expect(set.fullSyncCursor).toBeNull();
  });

  it('keeps the notes of every day of the window, each once, even from a service that answers every day alike', async () => {
    const today = set.today();
    const ats = [0, 1, 17, 30].map((back) => String(addDays(today, -back)).replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3T09:30:00-08:00'));
    service.notes = ats.map((at, i) => note(i + 1, at));
    await sync().full();
    expect(set.notes().notes.map((n) => n.id).sort()).toEqual([1, 2, 3, 4]);
    service.notesIgnoreDay = true;
    await sync().full();
    expect(set.notes().notes.map((n) => n.id).sort()).toEqual([1, 2, 3, 4]);
  });

  it('after a notes day that failed, the next try asks only the days not yet answered, and keeps them all', async () => {
    const today = set.today();
    service.notes = [0, 5, 20].map((back, i) => note(i + 1, `${String(addDays(today, -back)).replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3')}T10:00:00-08:00`));
    const refused = addDays(today, -5);
    let refusals = 1;
    const fetchNotes: SyncOptions['fetchNotes'] = (signal, day) =>
      (day === refused && refusals-- > 0 ? Promise.reject(serverError()) : service.fetchNotes(signal, day));
    const syncing = sync({ fetchNotes });
    await expect(syncing.full()).rejects.toMatchObject({ kind: 'server' });
    const first = [...service.notesCalls];
    service.notesCalls = [];
    await syncing.full();
    expect(service.notesCalls[0]).toBe(refused);
    expect(service.notesCalls.filter((day) => first.includes(day))).toEqual([]);
    expect(new Set([...first, refused, ...service.notesCalls])).toEqual(new Set(windowDays(today)));
    expect(set.notes().notes.map((n) => n.id).sort()).toEqual([1, 2, 3]);
  });

  it('stores a page of 1,000 a few hundred at a time, with other work let in between', async () => {
    const turns: string[] = [];
    const putSummaries = set.putSummaries.bind(set);
    set.putSummaries = (list, fetchedAt) => {
      turns.push(`stored ${list.length}`);
      setImmediate(() => turns.push('other work'));
      putSummaries(list, fetchedAt);
    };
    await sync({ pageSize: 1000, concurrency: 1 }).full();
    expect(set.size).toBe(2_350);
    expect(turns.filter((turn) => turn.startsWith('stored'))).toEqual(
      ['stored 250', 'stored 250', 'stored 250', 'stored 250', 'stored 250', 'stored 250', 'stored 250', 'stored 250',
        'stored 250', 'stored 100']);
    // Between two slices of a page (four to a page of 1,000), other work had its turn.
    let slice = 0;
    for (let i = 0; i < turns.length; i += 1) {
      if (!turns[i]!.startsWith('stored')) continue;
      if (slice % 4 !== 0) expect(turns[i - 1]).toBe('other work');
      slice += 1;
    }
  });

  it('asks today\'s notes again on the next try, as today may get more, but not the past days it got', async () => {
    const today = set.today();
    const yesterday = addDays(today, -1);
    let refusals = 1;
    const fetchNotes: SyncOptions['fetchNotes'] = async (signal, day) => {
      if (day !== yesterday || refusals-- <= 0) return service.fetchNotes(signal, day);
      // Refused only once today's answer is in.
      await new Promise((resolve) => setTimeout(resolve, 30));
      throw serverError();
    };
    const syncing = sync({ fetchNotes, concurrency: 4 });
    await expect(syncing.full()).rejects.toMatchObject({ kind: 'server' });
    expect(service.notesCalls).toContain(today);
    service.notesCalls = [];
    await syncing.full();
    expect(service.notesCalls).toEqual([yesterday, today]);
  });

  it('asks for page 1 alone first, then at most `concurrency` pages at once, each page once', async () => {
    const seenBeforeFirstAnswered: number[] = [];
    service.beforeAnswer = (filters) => {
      if (filters.page === 1) seenBeforeFirstAnswered.push(service.pageCalls.length);
    };
    await sync({ concurrency: 3 }).full();
    expect(seenBeforeFirstAnswered).toEqual([1]);
    expect(service.maxInFlight).toBe(3);
    expect(service.pageCalls.map((f) => f.page).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(service.pageCalls.every((f) => f.limit === 100)).toBe(true);
  });

  it('reports progress after each page, rising to the total, then idle', async () => {
    await sync().full();
    const full = progress.filter((p) => p.phase === 'full');
    expect(full.length).toBeGreaterThanOrEqual(24);
    expect(full.every((p) => p.total === 2_350)).toBe(true);
    for (let i = 1; i < full.length; i += 1) expect(full[i]!.done).toBeGreaterThanOrEqual(full[i - 1]!.done);
    expect(full.at(-1)!.done).toBe(2_350);
    expect(progress.at(-1)).toEqual({ phase: 'idle', done: 0, total: null });
  });
});

describe('paging that lies: the records end the list, not the counters', () => {
  it('reads every booking when the service answers pages 0, asking past page 1 until a short page', async () => {
    service.lie = (page) => ({ ...page, pages: 0 });
    await sync().full();
    expect(set.size).toBe(2_350);
    expect(service.pageCalls).toHaveLength(24);
    expect(set.serviceSaid).toBeNull();
  });

  it('stops at the short page when the total claims more, and says what the service claimed', async () => {
    service.lie = (page) => ({ ...page, total: 4_000, pages: 40 });
    await sync({ concurrency: 2 }).full();
    expect(set.size).toBe(2_350);
    // The announced pages past the short one are not asked once it is known (two were on their way).
    expect(service.pageCalls.length).toBeLessThanOrEqual(26);
    expect(set.serviceSaid).toBe(4_000);
  });

  it('keeps a booking listed on two pages once, and counts it once', async () => {
    service.overlap = true;
    const report = await sync().full();
    expect(set.size).toBe(2_350);
    expect(set.serviceSaid).toBeNull();
    expect(report.records).toBeGreaterThan(2_350);
  });

  it('ends a list whose full pages never end when a page brings nothing new', async () => {
    service.ignoresPage = true;
    service.lie = (page) => ({ ...page, pages: 1, total: 100 });
    await sync().full();
    expect(service.pageCalls).toHaveLength(2);
    expect(set.size).toBe(100);
  });
});

describe('cancelled and resumed', () => {
  it('keeps what it stored when cancelled, and later fetches only the pages still missing', async () => {
    const cancel = new AbortController();
    service.beforeAnswer = () => {
      if (service.pageCalls.length >= 8) cancel.abort();
    };
    const failure = await sync().full(cancel.signal).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).kind).toBe('cancelled');
    const kept = set.size;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(2_350);
    expect(set.lastFullSyncAt).toBeNull();
    const donePages = set.fullSyncCursor!.done.length;

    service.beforeAnswer = null;
    service.pageCalls = [];
    clock += 60_000;
    const report = await sync().full();
    expect(report.resumed).toBe(true);
    expect(service.pageCalls.map((f) => f.page)).not.toContain(1);
    expect(service.pageCalls).toHaveLength(24 - donePages);
    expect(set.size).toBe(2_350);
    // Complete as of the first attempt's start: changes during the gap come with the next incremental sync.
    expect(set.lastFullSyncAt).toBe(1_800_000_000);
  });

  it('resumes after the desk restarts, from the cursor on disk', async () => {
    const cancel = new AbortController();
    service.beforeAnswer = () => {
      if (service.pageCalls.length >= 6) cancel.abort();
    };
    await sync().full(cancel.signal).catch(() => undefined);
    await set.close();
    set = await openSet(folder.path, { now: () => clock });
    service.beforeAnswer = null;
    service.pageCalls = [];
    await sync().full();
    expect(service.pageCalls.map((f) => f.page)).not.toContain(1);
    expect(set.size).toBe(2_350);
  });

  it('stops the other requests on a failure, throws it, and can resume after', async () => {
    service.failWith = (filters) => (filters.page === 5 ? serverError() : null);
    await expect(sync({ concurrency: 4 }).full()).rejects.toMatchObject({ kind: 'server' });
    expect(set.fullSyncCursor).not.toBeNull();
    service.failWith = null;
    await sync().full();
    expect(set.size).toBe(2_350);
  });
});
