// When the next replay of queued writes runs, after a round the service did not take: later and later (2 s up to
// a minute), never before the Retry-After the service asked for, and at once when the service is seen answering
// again, whether a person's read got through or the probe did.
import { realTimers, type CancelTimer, type Timers } from '../platform/timers.js';

const BACKOFF_MS = [2_000, 5_000, 15_000, 30_000, 60_000];
/** While backing off, the service is asked this often whether it answers again. */
export const REPLAY_PROBE_MS = 5_000;

export interface ReplayScheduleOptions {
  replay(): void;
  /** A cheap call to the service (ping): resolves true when it answered 2xx. */
  probe(): Promise<boolean>;
  now?: () => number;
  timers?: Timers;
}

export class ReplaySchedule {
  private timer: CancelTimer | null = null;
  private probeTimer: CancelTimer | null = null;
  private failures = 0;
  /** Epoch ms before which the service asked not to be sent anything (Retry-After). */
  private notBefore = 0;
  private stopped = false;
  private readonly now: () => number;
  private readonly timers: Timers;

  constructor(private readonly options: ReplayScheduleOptions) {
    this.now = options.now ?? Date.now;
    this.timers = options.timers ?? realTimers;
  }

  /** Replay as soon as possible (a write was queued, or the connection came back). */
  soon(): void {
    if (this.now() < this.notBefore) return this.at(this.notBefore - this.now());
    this.at(0);
  }

  /** False within a Retry-After the service asked for. */
  mayReplayNow(): boolean {
    return this.now() >= this.notBefore;
  }

  /** A round went through: the back-off starts again from its shortest step. */
  succeeded(): void {
    this.failures = 0;
    this.notBefore = 0;
    this.stopProbing();
  }

  /** A round stopped early: wait the next back-off step, or the service's Retry-After if that is longer. */
  failed(retryAfterSeconds: number | undefined): void {
    const backoff = BACKOFF_MS[Math.min(this.failures, BACKOFF_MS.length - 1)]!;
    this.failures += 1;
    const asked = (retryAfterSeconds ?? 0) * 1000;
    this.notBefore = this.now() + asked;
    this.at(Math.max(backoff, asked));
    this.startProbing();
  }

  /** The service answered someone: if the desk is only waiting out its own back-off, replay now. */
  serviceAnswered(): void {
    if (this.timer === null || this.now() < this.notBefore) return;
    this.stopProbing();
    this.at(0);
  }

  stop(): void {
    this.stopped = true;
    this.timer?.();
    this.timer = null;
    this.stopProbing();
  }

  private at(delayMs: number): void {
    if (this.stopped) return;
    this.timer?.();
    this.timer = this.timers.after(Math.max(0, delayMs), () => {
      this.timer = null;
      this.options.replay();
    });
  }

  private startProbing(): void {
    if (this.probeTimer || this.stopped) return;
    this.probeTimer = this.timers.every(REPLAY_PROBE_MS, () => {
      if (this.now() < this.notBefore) return;
      this.options.probe().then((answered) => {
        if (answered) this.serviceAnswered();
      }, () => undefined);
    });
  }

  private stopProbing(): void {
    this.probeTimer?.();
    this.probeTimer = null;
  }
}
