// One business at the edges: a sandbox, one or more desks on it through the contract, and time that the
// test moves on by hand, on the desks' timers and on the sandbox's clock together. What the sandbox applied is
// tallied per intended write: landed once, lost, or doubled.
import { startSandbox, type RunningSandbox } from '../../electron/sandbox/index.js';
import type { FileWriter } from '../../electron/core/offline/outbox/outbox-file.js';
import { writeAtomically } from '../../electron/core/platform/owner-only-files.js';
import { deskOnDemo, type DeskHarness } from './desk-harness.js';
import { VirtualClock } from './virtual-timers.js';

/** A write a person meant to make once, as the sandbox's write log names it ("checkin checked in", "note …"). */
export interface Intended {
  code: string;
  line: string;
}

export interface Tally {
  attempted: number;
  landedOnce: number;
  lost: number;
  doubled: number;
}

/** A disk the test can break: every save fails with `trouble` (ENOSPC, EROFS…) until it is set back to null. */
export class BreakableDisk {
  trouble: string | null = null;

  readonly write: FileWriter = (path, data) => {
    if (this.trouble) return Promise.reject(Object.assign(new Error(`${this.trouble}: simulated`), { code: this.trouble }));
    return writeAtomically(path, data);
  };
}

export interface EdgeDesk extends DeskHarness {
  disk: BreakableDisk;
}

export class EdgeWorld {
  readonly clock = new VirtualClock();
  readonly desks: EdgeDesk[] = [];
  private inFlight = 0;
  private mark = 0;
  /** Bookings handed to a scenario already: each scenario gets untouched ones. */
  private readonly used = new Set<string>();

  private constructor(readonly sandbox: RunningSandbox, private readonly seed: number) {
    this.clock.settle = () => this.settled();
  }

  static async open(options: { seed?: number; bookings?: number; desks?: number } = {}): Promise<EdgeWorld> {
    const seed = options.seed ?? 61;
    const world = new EdgeWorld(await startSandbox({ seed, bookings: options.bookings ?? 400 }), seed);
    for (let i = 0; i < (options.desks ?? 1); i += 1) await world.addDesk();
    return world;
  }

  /** `synced` false: a desk fresh from its first start, which has never synced. */
  async addDesk(options: { synced?: boolean } = {}): Promise<EdgeDesk> {
    const disk = new BreakableDisk();
    const counting: typeof fetch = async (input, init) => {
      this.inFlight += 1;
      try {
        return await fetch(input, init);
      } finally {
        this.inFlight -= 1;
      }
    };
    const harness = await deskOnDemo({
      sandbox: this.sandbox, fetch: counting, now: this.clock.now, timers: this.clock, outboxWriter: disk.write,
      random: seededRandom(this.seed * 31 + this.desks.length),
    });
    const desk = Object.assign(harness, { disk });
    // A desk that has synced once answers from its copy while the service is away, as a desk at work would.
    if (options.synced !== false) await harness.running.desk.account.offline().sync.full();
    this.desks.push(desk);
    return desk;
  }

  get desk(): EdgeDesk {
    return this.desks[0]!;
  }

  offline(): void {
    this.sandbox.control.setFaults({ offline: true });
  }

  online(): void {
    this.sandbox.control.clearFaults();
  }

  /** Bookings no write has touched, never checked in or out, neither VOID nor CANCELLED: `count` of them, fresh each call. */
  freshCodes(count: number): string[] {
    const store = this.sandbox.control.services().store;
    const taken = new Set(this.sandbox.control.writes().map((w) => w.bookingId));
    const codes = store.state.bookings
      .filter((b) => !b.checkedIn && !b.checkedOut && !['VOID', 'CANCELLED'].includes(b.statusId) && !taken.has(b.id)
        && !this.used.has(b.code))
      .slice(0, count).map((b) => b.code);
    if (codes.length < count) throw new Error(`The sandbox has only ${codes.length} untouched bookings left, not ${count}.`);
    for (const code of codes) this.used.add(code);
    return codes;
  }

  /** Only what the sandbox applies from now on is tallied. */
  startTally(): void {
    this.mark = this.sandbox.control.writes().length;
  }

  tally(intended: readonly Intended[]): Tally {
    const store = this.sandbox.control.services().store;
    const applied = this.sandbox.control.writes().slice(this.mark);
    const counts = intended.map(({ code, line }) => {
      const id = store.booking(code)!.id;
      return applied.filter((w) => w.bookingId === id && `${w.kind} ${w.detail}` === line).length;
    });
    return {
      attempted: intended.length,
      landedOnce: counts.filter((n) => n === 1).length,
      lost: counts.filter((n) => n === 0).length,
      doubled: counts.filter((n) => n > 1).length,
    };
  }

  /**
   * Moves time on by `seconds` on the desks' timers and the sandbox's clock alike: the timers fall due in order, and
   * what each instant set off (requests, rounds) finishes before the next instant's timers run.
   */
  async advance(seconds: number): Promise<void> {
    this.sandbox.control.advanceClock(seconds);
    await this.clock.advance(seconds * 1000);
    await this.settled();
  }

  /**
   * Waits for `work` while time runs on in small steps, as it would for real: timers that fall due meanwhile (a
   * replay the desk scheduled at once, a probe) run in the middle of it, not after.
   */
  async during<T>(work: Promise<T>): Promise<T> {
    let done = false;
    const finished = work.finally(() => {
      done = true;
    });
    while (!done) {
      await this.clock.advance(10);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    return finished;
  }

  /**
   * Resolves once no desk has a request or a round of queued writes under way (a round also writes its disk
   * between requests) for a few turns of real time.
   */
  async settled(): Promise<void> {
    const busy = () => this.inFlight > 0 || this.desks.some((desk) => desk.running.desk.account.offlineIfOpen()?.replaying);
    for (let quiet = 0; quiet < 3;) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      quiet = busy() ? 0 : quiet + 1;
    }
  }

  async close(): Promise<void> {
    for (const desk of this.desks.splice(0)) await desk.close();
    await this.sandbox.close();
  }
}

/** What the sandbox logs for a check-in, and for a note with this body. */
export const CHECK_IN = 'checkin checked in';
export const noteLine = (body: string) => `note ${body}`;

/** A small seeded generator (mulberry32): each desk spreads its rounds differently, the same way every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
