// Time a test moves on by hand (inject the clock): the desk's background loops run on it, so a back-off
// of a minute or a Retry-After of two costs the test nothing, and nothing happens before its time.
import type { CancelTimer, Timers } from '../../electron/core/platform/timers.js';
import { TEST_AT } from './test-clock.js';

interface Pending {
  id: number;
  due: number;
  run: () => void;
  /** Set for a repeating timer. */
  everyMs?: number;
}

export class VirtualClock implements Timers {
  private at: number;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /**
   * Awaited between two instants at which timers fall due: the work the earlier ones started finishes first, as it
   * would when the instants are further apart than that work takes (desks whose rounds are spread). Timers due in
   * the same instant run together.
   */
  settle: () => Promise<void> = () => Promise.resolve();

  constructor(startMs = TEST_AT) {
    this.at = startMs;
  }

  /** Milliseconds since the epoch, as the desk reads its clock. */
  readonly now = (): number => this.at;

  after(ms: number, run: () => void): CancelTimer {
    return this.add({ due: this.at + Math.max(0, ms), run });
  }

  every(ms: number, run: () => void): CancelTimer {
    return this.add({ due: this.at + ms, run, everyMs: ms });
  }

  /** When the earliest timer falls due, or null when none waits. */
  nextDue(): number | null {
    let first: number | null = null;
    for (const timer of this.pending.values()) if (first === null || timer.due < first) first = timer.due;
    return first;
  }

  /**
   * Moves time on by `ms`, running every timer that falls due on the way, in order; after each, the work it
   * started gets a turn of the event loop (its requests are real, so the test waits for their outcome itself).
   */
  async advance(ms: number): Promise<void> {
    const end = this.at + ms;
    for (let timer = this.earliestBy(end); timer; timer = this.earliestBy(end)) {
      if (timer.due > this.at) {
        await this.settle();
        // The work that settled may have set a timer due before this one (a probe answered): that one runs first,
        // at its own instant, never in the same instant as this one.
        if (this.earliestBy(end) !== timer) continue;
      }
      this.at = Math.max(this.at, timer.due);
      if (timer.everyMs === undefined) this.pending.delete(timer.id);
      else timer.due += timer.everyMs;
      timer.run();
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.at = end;
  }

  private earliestBy(end: number): Pending | null {
    let first: Pending | null = null;
    for (const timer of this.pending.values()) {
      if (timer.due <= end && (first === null || timer.due < first.due || (timer.due === first.due && timer.id < first.id))) first = timer;
    }
    return first;
  }

  private add(timer: Omit<Pending, 'id'>): CancelTimer {
    const id = this.nextId++;
    this.pending.set(id, { ...timer, id });
    return () => {
      this.pending.delete(id);
    };
  }
}
