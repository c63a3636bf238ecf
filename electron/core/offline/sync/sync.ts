// Background sync of the working set: a full sync first, then incremental ones on a timer and when
// the desk reconnects. Never two at once; after a failure it waits as sync-wait.ts says.
import { BackOff, SYNC_STEPS } from '../../api/back-off.js';
import { realSleep, type Sleep } from '../../api/pacing.js';
import type { DeskLog } from '../../log/desk-log.js';
import type { WorkingSet } from '../working-set/index.js';
import { waitAfter, type Wait } from './sync-wait.js';
import { MAX_PAGE_SIZE, runFull, runIncremental, type RunContext } from './sync-runs.js';
import type { FetchCatalogue, FetchNotes, FetchPage, SyncProgress, SyncReport } from './sync-types.js';

export interface SyncOptions {
  workingSet: WorkingSet;
  fetchPage: FetchPage;
  fetchCatalogue: FetchCatalogue;
  fetchNotes: FetchNotes;
  onProgress?: (progress: SyncProgress) => void;
  /** Every failure of a background sync, for the desk's log and status bar; the sync itself carries on. */
  onError?: (error: unknown, wait: Wait) => void;
  /** Where a service whose counters disagree with what it served is noted. */
  log?: DeskLog;
  /** Milliseconds since the epoch. */
  now?: () => number;
  sleep?: Sleep;
  /** 0..1, for back-off jitter. */
  random?: () => number;
  intervalMs?: number;
  /** Page requests in flight at once. */
  concurrency?: number;
  /** Bookings per page, at most 1000. */
  pageSize?: number;
}

const IDLE: SyncProgress = { phase: 'idle', done: 0, total: null };

export class Sync {
  private readonly context: RunContext;
  private readonly sleep: Sleep;
  private readonly backOff: BackOff;
  private readonly intervalMs: number;
  private running: Promise<SyncReport> | null = null;
  private loop: { stop: AbortController; done: Promise<void> } | null = null;
  private waiting: { wake: AbortController; wakeable: boolean } | null = null;
  private nudged = false;

  constructor(private readonly options: SyncOptions) {
    const now = options.now ?? Date.now;
    this.context = {
      workingSet: options.workingSet, fetchPage: options.fetchPage, fetchCatalogue: options.fetchCatalogue,
      fetchNotes: options.fetchNotes, progress: (progress) => options.onProgress?.(progress), log: options.log,
      nowSeconds: () => Math.floor(now() / 1000), concurrency: Math.max(1, options.concurrency ?? 4),
      pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, options.pageSize ?? MAX_PAGE_SIZE)), notesByDay: new Map(),
    };
    this.sleep = options.sleep ?? realSleep;
    this.backOff = new BackOff(SYNC_STEPS, options.random ?? Math.random);
    this.intervalMs = options.intervalMs ?? 60_000;
  }

  /** Every booking, the catalogue and the notes; resumes an interrupted full sync. */
  full(signal?: AbortSignal): Promise<SyncReport> {
    return this.exclusive((s) => runFull(this.context, s), signal);
  }

  /** Only what changed since the last sync; a full sync when there was none. */
  incremental(signal?: AbortSignal): Promise<SyncReport> {
    return this.exclusive((s) => runIncremental(this.context, s), signal);
  }

  /** Syncs now and then every `intervalMs`, until stop(). */
  start(): void {
    if (this.loop) return;
    const stop = new AbortController();
    // The loop begins after `loop` is set: its first request can start it again (a sign-in it completes), and a
    // second loop begun then would outlive stop().
    this.loop = { stop, done: Promise.resolve().then(() => this.runLoop(stop.signal)) };
  }

  /** Runs a sync at once (the desk calls it on reconnect), unless the service asked us to wait. */
  nudge(): void {
    if (!this.loop) {
      // Outside the loop nothing waits: the wait is told as a first failure's, halfway through its chance.
      const told = new BackOff(SYNC_STEPS, () => 0.5);
      this.incremental().catch((error: unknown) => this.options.onError?.(error, waitAfter(error, told, this.intervalMs)));
      return;
    }
    this.nudged = true;
    if (this.waiting?.wakeable) this.waiting.wake.abort();
  }

  /** Cancels the sync under way (what it stored stays, and a full one resumes later) and the timer. */
  async stop(): Promise<void> {
    const loop = this.loop;
    if (!loop) return;
    loop.stop.abort();
    await loop.done;
    this.loop = null;
  }

  /** One sync at a time: a second call waits for the first to end, then runs. */
  private async exclusive(run: (signal: AbortSignal) => Promise<SyncReport>,
    signal = new AbortController().signal): Promise<SyncReport> {
    while (this.running) await this.running.catch(() => undefined);
    const current = run(signal);
    this.running = current;
    try {
      return await current;
    } finally {
      this.running = null;
      this.options.onProgress?.(IDLE);
    }
  }

  private async runLoop(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      this.nudged = false;
      const wait = await this.syncOnce(signal);
      if (signal.aborted) return;
      // A nudge during the sync asked for another one: run it now, if the wait allows.
      if (this.nudged && wait.wakeable) continue;
      await this.idle(wait, signal);
    }
  }

  private async syncOnce(signal: AbortSignal): Promise<Wait> {
    try {
      await this.incremental(signal);
      this.backOff.reset();
      return { ms: this.intervalMs, wakeable: true, reason: 'interval' };
    } catch (error) {
      const wait = waitAfter(error, this.backOff, this.intervalMs);
      // Only the service's errors grow the back-off; being offline or signed out is not its fault.
      if (wait.reason !== 'back-off') this.backOff.reset();
      if (!signal.aborted) this.options.onError?.(error, wait);
      return wait;
    }
  }

  private async idle(wait: Wait, signal: AbortSignal): Promise<void> {
    const wake = new AbortController();
    this.waiting = { wake, wakeable: wait.wakeable };
    try {
      await this.sleep(wait.ms, AbortSignal.any([signal, wake.signal]));
    } catch {
      // Woken by a nudge or stop(): either way the loop decides what comes next.
    } finally {
      this.waiting = null;
    }
  }
}
