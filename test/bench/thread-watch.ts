// Watching the thread that answers the screens while a benchmark runs: its event-loop delay (p99), its longest piece
// of work without a turn of the event loop, and what ran in that piece, read from a CPU profile of the same thread
// (the profile's clock is the process's monotonic clock, so its samples can be matched to the piece's time).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Profiler } from 'node:inspector';

/** The timer that finds pieces: a piece is the time between two of its ticks, less the tick itself. */
const TICK_MS = 5;
/** Frames of the desk's own code: what a piece is attributed to (not Node's internals, nor a library's). */
const OWN_CODE = /\/(electron|shared)\//;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

/**
 * This thread's time on a CPU and waiting for one, in ms, from Linux's scheduler statistics; null elsewhere. On a
 * shared machine an event-loop delay is partly the thread's own work and partly its wait for a free core.
 */
export function threadTimes(): { ran: number; waited: number } | null {
  try {
    const [ran, waited] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').trim().split(/\s+/).map(Number);
    return ran === undefined || waited === undefined ? null : { ran: ran / 1e6, waited: waited / 1e6 };
  } catch {
    return null;
  }
}

export interface Watched {
  p99: number;
  /** The longest piece, in ms. */
  longest: number;
  /**
   * The thread's own time on a CPU during that piece, and the most it ran between two ticks of the watch (a piece's
   * own work, whatever the wait for a core): what a loaded machine does not inflate. 0 where not known.
   */
  longestRan: number;
  mostRan: number;
  /** What ran in the piece that ran most. */
  ranInHeaviest: string;
  /** What ran in it: the desk's functions that most of its samples were in, and the collector's share. */
  ranInLongest: string;
  /** The thread's time on a CPU and waiting for one while watched, in ms; null where not known. */
  thread: { ran: number; waited: number } | null;
}

const short = (url: string) => url.replace(/^.*\/(electron|shared)\//, '$1/').replace(/\?.*$/, '');

/** The desk's frames that most of the piece's samples passed through, outermost last, and where most time was. */
function describe(profile: Profiler.Profile, from: number, to: number): string {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const through = new Map<string, number>();
  const innermost = new Map<string, number>();
  let samples = 0;
  let collector = 0;
  let at = profile.startTime;
  profile.samples!.forEach((id, index) => {
    at += profile.timeDeltas![index]!;
    if (at < from || at > to) return;
    samples += 1;
    const leaf = nodes.get(id)!;
    if (leaf.callFrame.functionName === '(garbage collector)') collector += 1;
    const seen = new Set<string>();
    let first = true;
    for (let node: Profiler.ProfileNode | undefined = leaf; node; node = nodes.get(parents.get(node.id) ?? -1)) {
      const { functionName, url } = node.callFrame;
      if (!OWN_CODE.test(url) || url.includes('node_modules')) continue;
      const name = `${functionName || '(anonymous)'} (${short(url)})`;
      if (first) innermost.set(name, (innermost.get(name) ?? 0) + 1);
      first = false;
      if (!seen.has(name)) through.set(name, (through.get(name) ?? 0) + 1);
      seen.add(name);
    }
  });
  if (samples === 0) return 'no samples (the thread waited for a core)';
  const share = (count: number) => `${Math.round((100 * count) / samples)}%`;
  // The deepest frame most samples passed through: the piece's own work, rather than the loop that called it.
  const common = [...through].filter(([, count]) => count >= samples / 2).sort((a, b) => a[1] - b[1]);
  const [hot] = [...innermost].sort((a, b) => b[1] - a[1]);
  const parts = [];
  if (common[0]) parts.push(`in ${common[0][0]} (${share(common[0][1])})`);
  if (hot && hot[0] !== common[0]?.[0]) parts.push(`most in ${hot[0]} (${share(hot[1])})`);
  if (collector > 0) parts.push(`garbage collector ${share(collector)}`);
  return parts.length > 0 ? parts.join(', ') : 'outside the desk\'s code (Node, libraries)';
}

export interface ThreadWatch {
  /**
   * Runs the benchmark's own instrument (a collection forced to read the heap, which the desk never makes) unwatched:
   * a full collection of the whole heap at once is a piece no person's use of the desk makes.
   */
  aside: <T>(run: () => Promise<T>) => Promise<T>;
  stop: () => Promise<Watched>;
}

/** Starts watching; `stop` answers what was seen. Node counts a block once its timer ticks, hence the margins. */
export async function watchThread(): Promise<ThreadWatch> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const histogram = monitorEventLoopDelay({ resolution: TICK_MS });
  histogram.enable();
  let last = nowMicros();
  let lastRan = threadTimes()?.ran ?? 0;
  let longest = { ms: 0, from: 0, to: 0, ran: 0 };
  let heaviest = { ran: 0, from: 0, to: 0 };
  let setAside = false;
  const timer = setInterval(() => {
    const now = nowMicros();
    const ran = threadTimes()?.ran ?? 0;
    const ms = (now - last) / 1000 - TICK_MS;
    if (!setAside && ms > longest.ms) longest = { ms, from: last, to: now, ran: ran - lastRan };
    if (!setAside && ran - lastRan > heaviest.ran) heaviest = { ran: ran - lastRan, from: last, to: now };
    last = now;
    lastRan = ran;
  }, TICK_MS);
  const before = threadTimes();
  await sleep(50);
  return {
    aside: async (run) => {
      setAside = true;
      histogram.disable();
      try {
        return await run();
      } finally {
        // The piece that ran it ends at the next tick, which is not counted either.
        await sleep(TICK_MS * 2);
        histogram.enable();
        setAside = false;
      }
    },
    stop: async () => {
      await sleep(50);
      clearInterval(timer);
      histogram.disable();
      const after = threadTimes();
      const { profile } = await session.post('Profiler.stop');
      // BENCH_PROFILES=folder keeps each watch's CPU profile (open it in Chrome's DevTools) for a closer look.
      const folder = process.env.BENCH_PROFILES;
      if (folder) writeFileSync(join(folder, `watch-${Date.now()}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
      return {
        p99: histogram.percentile(99) / 1e6, longest: Math.max(0, longest.ms), longestRan: longest.ran, mostRan: heaviest.ran,
        ranInHeaviest: describe(profile, heaviest.from, heaviest.to),
        ranInLongest: describe(profile, longest.from, longest.to),
        thread: before && after ? { ran: after.ran - before.ran, waited: after.waited - before.waited } : null,
      };
    },
  };
}
