// Offline benchmarks: the working set filled from a 20,000-booking sandbox (4 pages at once, and one at a time
// for the speed-up), an incremental sync after 50 changes, the first rows from disk with the service away, the
// working set's size on disk and in memory, and search. The sandbox runs in its own process, as a service would.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { randomBytes } from 'node:crypto';
import { Sync, serviceFetchers } from '../../electron/core/offline/sync/index.js';
import { WorkingSet, workingSetPath } from '../../electron/core/offline/working-set/index.js';
import { control, serviceOf, spawnSandbox, stopSandbox } from './child-sandbox.js';
import { percentile, timeEach, type BenchResult } from './measure.js';

const BOOKINGS = 20_000;
const ZONE = 'America/Vancouver';
const ACCOUNT = 'bench-account';
const KEY = randomBytes(32);

/** global.gc when Node was started with --expose-gc; otherwise the same function obtained through V8's flags. */
function collector(): { gc: (() => void) | null; how: string } {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return { gc: exposed, how: 'after a GC (global.gc)' };
  try {
    setFlagsFromString('--expose-gc');
    return { gc: runInNewContext('gc') as () => void, how: 'after a GC (gc enabled at run time through V8 flags)' };
  } catch {
    return { gc: null, how: 'without a GC (none available), so it includes garbage' };
  }
}

const median = (samples: number[]) => percentile(samples, 50);

/** A time in seconds from milliseconds, checked against `limitS` when there is one. */
function seconds(name: string, ms: number, target = '(reported)', limitS = Infinity): BenchResult {
  return { name, value: ms / 1000, unit: 's', target, met: ms / 1000 < limitS };
}

const mebibytes = (name: string, value: number): BenchResult => ({ name, value, unit: 'MiB', target: '(reported)', met: true });

function millis(name: string, ms: number, limitMs: number): BenchResult {
  return { name, value: ms, unit: 'ms', target: `< ${limitMs.toLocaleString('en-US')} ms`, met: ms < limitMs };
}

export async function offlineBenchmarks(): Promise<BenchResult[]> {
  const sandbox = await spawnSandbox(BOOKINGS);
  const folder = await mkdtemp(join(tmpdir(), 'frontdesk-offline-bench-'));
  let offsetMs = 0;
  const now = () => Date.now() + offsetMs;
  const service = serviceOf(sandbox.banner);
  const fetchers = serviceFetchers(() => service, () => ZONE);
  const openAroundToday = (name: string) =>
    WorkingSet.open({ folder: join(folder, name), accountId: ACCOUNT, key: KEY, now, timeZone: ZONE, log: () => undefined });
  /** Opened with every booking read: lists and search answer from then on. */
  const open = async (name: string) => {
    const set = await openAroundToday(name);
    await set.whole();
    return set;
  };
  try {
    // Full sync, 4 pages at once against one at a time; the first run warms the JIT and is not counted.
    const fullSync = async (concurrency: number, name: string) => {
      const set = await open(name);
      const started = performance.now();
      const report = await new Sync({ workingSet: set, ...fetchers, now, concurrency }).full();
      const ms = performance.now() - started;
      if (set.size !== BOOKINGS || report.records !== BOOKINGS) throw new Error(`full sync stored ${set.size} bookings`);
      await set.close();
      return ms;
    };
    await fullSync(4, 'warm');
    const parallel: number[] = [];
    const serial: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      serial.push(await fullSync(1, `serial-${run}`));
      parallel.push(await fullSync(4, `parallel-${run}`));
    }
    // On loopback the desk's own parsing is most of the time; across a network the round trips are, and there
    // parallel pages pay off. 50 ms per answer stands for a distant service.
    await control(sandbox.banner, 'POST', 'faults', { latencyMs: 50 });
    const distantSerial = await fullSync(1, 'distant-serial');
    const distantParallel = await fullSync(4, 'distant-parallel');
    await control(sandbox.banner, 'DELETE', 'faults');

    // Incremental sync after 50 changes (25 notes, 25 check-ins) through the API.
    const set = await open('parallel-0');
    const sync = new Sync({ workingSet: set, ...fetchers, now });
    const incremental: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      await control(sandbox.banner, 'POST', 'clock', { advance: 600 });
      offsetMs += 600_000;
      await sync.incremental();
      const changed = set.bookings({ statusId: 'PAID', limit: 50, page: round + 1 }).bookings;
      for (const [i, booking] of changed.entries()) {
        if (i % 2 === 0) await service.addNote(booking.code, `Bench note ${round}.${i}`);
        else await service.checkIn(booking.code);
      }
      const started = performance.now();
      const report = await sync.incremental();
      incremental.push(performance.now() - started);
      if (report.records !== 50) throw new Error(`the incremental sync fetched ${report.records} records, not 50`);
    }
    await set.close();
    const path = workingSetPath(join(folder, 'parallel-0'), ACCOUNT);
    const bytes = (await stat(path)).size;

    // Start to first rows with the service away: open from disk, then today's arrivals. Nothing asks the service.
    await stopSandbox(sandbox);
    const firstRows: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      const offline = await openAroundToday('parallel-0');
      if (offline.dayBookings(offline.today()).length === 0) throw new Error('no rows for today');
      firstRows.push(performance.now() - started);
      // What follows the first rows (the rest read from disk, then closed) is not theirs to count.
      await offline.whole();
      await offline.close();
    }

    const { gc, how } = collector();
    gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const measured = await open('parallel-0');
    // Search keys are made behind the screens after an open: one search makes any still missing, so they count here.
    measured.search('a');
    gc?.();
    const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;

    const sample = measured.bookings({ limit: 1000 }).bookings;
    // What people type: a code's start, a first name's first letters, a surname, part of an e-mail, one letter.
    const queries = sample.flatMap(({ code, customer }) => {
      const words = customer.name.split(' ');
      return [code.slice(0, 6), words[0]!.slice(0, 3), words.at(-1)!, customer.email.slice(0, 8), customer.name[0]!];
    });
    for (const query of queries.slice(0, 200)) measured.search(query);
    const searches = await timeEach(queries.length, async (i) => measured.search(queries[i]!));
    const searchP95 = percentile(searches, 95);

    const speedUp = (median(serial) / median(parallel)).toFixed(2);
    const distantSpeedUp = (distantSerial / distantParallel).toFixed(2);
    const full = 'Full sync of 20,000 bookings';
    const distant = `${full} with 50 ms added to every answer`;
    return [
      seconds(`${full}, 4 pages at once (median of 3)`, median(parallel), '< 10 s', 10),
      seconds(`${full}, one page at a time (median of 3; 4 at once is ${speedUp}× faster)`, median(serial)),
      seconds(`${distant}, 4 pages at once`, distantParallel, '< 10 s', 10),
      seconds(`${distant}, one page at a time (4 at once is ${distantSpeedUp}× faster)`, distantSerial),
      millis('Incremental sync after 50 changes (median of 3)', median(incremental), 500),
      millis('Start to first rows offline: open the working set from disk, then today\'s manifest rows (median of 5, warm process)',
        median(firstRows), 1000),
      mebibytes('Working set of 20,000 bookings on disk (compressed, sealed)', bytes / 2 ** 20),
      mebibytes(`Heap used by a working set of 20,000 bookings, ${how}`, heapMb),
      millis(`Search over 20,000 bookings: 95th percentile of ${queries.length} (median ${median(searches).toFixed(2)} ms)`,
        searchP95, 5),
    ];
  } finally {
    await stopSandbox(sandbox);
    await rm(folder, { recursive: true, force: true });
  }
}
