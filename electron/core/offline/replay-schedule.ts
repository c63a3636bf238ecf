// When the next replay of queued writes runs, after a round the service did not take: later and later (2 s up to
// a minute), never before the Retry-After the service asked for, and at once when the service is seen answering
// again, whether a person's read got through or the probe did.

const BACKOFF_MS = [2_000, 5_000, 15_000, 30_000, 60_000];
/** While backing off, the service is asked this often whether it answers again. */
export const REPLAY_PROBE_MS = 5_000;

export interface ReplayScheduleOptions {
  replay(): void;
  /** A cheap call to the service (ping): resolves true when it answered 2xx. */
  probe(): Promise<boolean>;
  now?: () => number;
}

export class ReplaySchedule {
  private timer: NodeJS.Timeout | null = null;
  private probeTimer: NodeJS.Timeout | null = null;
  /** Wakes for the end of a stamp's undo window; apart from the back-off, which it must not cut short or stretch. */
  private wakeTimer: { at: number; timer: NodeJS.Timeout } | null = null;
  private failures = 0;
  /** Epoch ms before which the service asked not to be sent anything (Retry-After). */
  private notBefore = 0;
  private stopped = false;
  private readonly now: () => number;

  constructor(private readonly options: ReplayScheduleOptions) {
    this.now = options.now ?? Date.now;
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

  /** A replay at `epochMs` (the end of an undo window), unless one is already set for as early. */
  wakeAt(epochMs: number): void {
    if (this.stopped || (this.wakeTimer && this.wakeTimer.at <= epochMs)) return;
    if (this.wakeTimer) clearTimeout(this.wakeTimer.timer);
    const timer = setTimeout(() => {
      this.wakeTimer = null;
      this.soon();
    }, Math.max(0, epochMs - this.now()));
    timer.unref();
    this.wakeTimer = { at: epochMs, timer };
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
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.wakeTimer) clearTimeout(this.wakeTimer.timer);
    this.wakeTimer = null;
    this.stopProbing();
  }

  private at(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.options.replay();
    }, Math.max(0, delayMs));
    this.timer.unref();
  }

  private startProbing(): void {
    if (this.probeTimer || this.stopped) return;
    this.probeTimer = setInterval(() => {
      if (this.now() < this.notBefore) return;
      this.options.probe().then((answered) => {
        if (answered) this.serviceAnswered();
      }, () => undefined);
    }, REPLAY_PROBE_MS);
    this.probeTimer.unref();
  }

  private stopProbing(): void {
    if (this.probeTimer) clearInterval(this.probeTimer);
    this.probeTimer = null;
  }
}
