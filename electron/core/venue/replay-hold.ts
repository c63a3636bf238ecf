// Holds a desk's queued writes while it may not know whose they are. Another desk takes over the writes
// of a desk it has not heard from for a grace period, and may be sending them this moment; so a desk that was away
// (started again, or back from a freeze or a sleep longer than a link survives) sends none of the writes it held
// then before a sync with another desk has told it which are still its own (and the outbox has been put in step
// with that), or before the grace period has passed with no desk to hear from.
import { realTimers, type CancelTimer, type Timers } from '../platform/timers.js';
import type { VenueDesk } from './venue-desk.js';

export interface ReplayHoldOptions {
  venue: VenueDesk;
  /** The ids of the writes queued on this desk now. */
  queued(): string[];
  graceMs: number;
  /** A gap in this desk's own clock ticks longer than this means it was frozen or asleep. */
  awayAfterMs: number;
  /** Puts the outbox in step with the venue (venue-outbox.ts). */
  inStep(): Promise<void>;
  /** The held writes may go: a replay round now. */
  replay(): void;
  /** What the ticks and the grace period wait on; the computer's timers by default. */
  timers?: Timers;
}

const TICK_MS = 500;

export class ReplayHold {
  private readonly held = new Set<string>();
  private deadline: CancelTimer | null = null;
  private lastTick = performance.now();
  private readonly timers: Timers;
  private readonly stopTicking: CancelTimer;
  private readonly stopListening: () => void;

  constructor(private readonly options: ReplayHoldOptions) {
    this.stopListening = options.venue.on('synced', () => this.release());
    this.timers = options.timers ?? realTimers;
    this.stopTicking = this.timers.every(TICK_MS, () => this.tick());
    this.hold();
  }

  /** Looks at the clock first: a desk that just woke from a freeze holds its writes before its timer has ticked. */
  holds(entryId: string): boolean {
    this.tick();
    return this.held.has(entryId);
  }

  stop(): void {
    this.stopTicking();
    this.deadline?.();
    this.stopListening();
    this.held.clear();
  }

  private hold(): void {
    if (!this.options.venue.isPaired()) return;
    for (const id of this.options.queued()) this.held.add(id);
    if (this.held.size === 0) return;
    this.deadline?.();
    this.deadline = this.timers.after(this.options.graceMs, () => this.release());
    // Links that outlived the gap answer at once; new ones sync as they open.
    this.options.venue.resync();
  }

  private tick(): void {
    const now = performance.now();
    if (now - this.lastTick > this.options.awayAfterMs) this.hold();
    this.lastTick = now;
  }

  private release(): void {
    if (this.held.size === 0) return;
    this.deadline?.();
    this.deadline = null;
    void this.options.inStep().then(() => {
      this.held.clear();
      this.options.replay();
    });
  }
}
