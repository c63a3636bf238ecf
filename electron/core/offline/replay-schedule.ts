// When the next replay of queued writes runs, after a round the service did not take: later and later (2 s up to
// a minute, api/back-off.ts's REPLAY_STEPS), never before the Retry-After the service asked for, and soon after the
// service is seen answering again, whether a person's read got through or the desk's one probe did
// (desk/connectivity.ts: it tells serviceAnswered()). Desks that waited out the same outage or the same
// Retry-After do not all send in the same instant: each waits a random spread first, so that a stamp one
// desk sends is on the booking before the next desk reads it.
import { BackOff, REPLAY_STEPS } from '../api/back-off.js';
import { realTimers, type CancelTimer, type Timers } from '../platform/timers.js';

/**
 * Desks coming back together spread their first round over this long (docs/api-assumptions.md: the window that
 * remains is a desk's read-to-landing time against this spread).
 */
export const COMEBACK_SPREAD_MS = 10_000;

export interface ReplayScheduleOptions {
  replay(): void;
  now?: () => number;
  timers?: Timers;
  /** 0..1, for the spread; injected so that a test's desks spread the same way every run. */
  random?: () => number;
}

export class ReplaySchedule {
  private timer: CancelTimer | null = null;
  /** When the timer fires (epoch ms). */
  private dueAt = 0;
  /** The timer is a spread round after the service came back: desks that saw it return wait their turn. */
  private spreading = false;
  /** Wakes for the end of a stamp's undo window; apart from the back-off, which it must not cut short or stretch. */
  private wakeTimer: { at: number; cancel: CancelTimer } | null = null;
  private readonly backOff: BackOff;
  /** Epoch ms before which the service asked not to be sent anything (Retry-After). */
  private notBefore = 0;
  private stopped = false;
  private readonly now: () => number;
  private readonly timers: Timers;
  private readonly random: () => number;

  constructor(private readonly options: ReplayScheduleOptions) {
    this.now = options.now ?? Date.now;
    this.timers = options.timers ?? realTimers;
    this.random = options.random ?? Math.random;
    this.backOff = new BackOff(REPLAY_STEPS, this.random);
  }

  /** Replay as soon as possible (a write was queued, a person asked); within a Retry-After, spread after it. */
  soon(): void {
    if (this.now() < this.notBefore) return this.at(this.notBefore - this.now() + this.spread());
    this.at(0);
  }

  /** The service is back after an outage: replay after a spread, so that desks coming back do not send at once. */
  comeBack(): void {
    this.sooner(Math.max(0, this.notBefore - this.now()) + this.spread(), true);
  }

  /**
   * How long until the spread round planned since the service came back (ms); null when none is planned. A person's
   * "Sync now" waits for it rather than send in the instant other desks' persons press theirs.
   */
  spreadRoundIn(): number | null {
    return this.timer !== null && this.spreading ? Math.max(0, this.dueAt - this.now()) : null;
  }

  /** False within a Retry-After the service asked for. */
  mayReplayNow(): boolean {
    return this.now() >= this.notBefore;
  }

  /** A replay at `epochMs` (the end of an undo window), unless one is already set for as early. */
  wakeAt(epochMs: number): void {
    if (this.stopped || (this.wakeTimer && this.wakeTimer.at <= epochMs)) return;
    this.wakeTimer?.cancel();
    const cancel = this.timers.after(Math.max(0, epochMs - this.now()), () => {
      this.wakeTimer = null;
      this.soon();
    });
    this.wakeTimer = { at: epochMs, cancel };
  }

  /** When the service allows requests again (epoch ms); 0 when it asked for no wait. */
  get waitUntil(): number {
    return this.now() < this.notBefore ? this.notBefore : 0;
  }

  /** A round went through: the back-off starts again from its shortest step. */
  succeeded(): void {
    this.backOff.reset();
    this.notBefore = 0;
  }

  /**
   * A round stopped early: wait the next back-off step, or the service's Retry-After if that is longer, and a
   * spread on top, since other desks met the same failure at the same moment.
   */
  failed(retryAfterSeconds: number | undefined): void {
    this.notBefore = Math.max(this.notBefore, this.now() + (retryAfterSeconds ?? 0) * 1000);
    this.at(this.backOff.next(retryAfterSeconds) + this.spread());
  }

  /** The service answered someone: if the desk is only waiting out its own back-off, replay after a spread. */
  serviceAnswered(): void {
    if (this.timer === null || this.now() < this.notBefore) return;
    this.sooner(this.spread(), true);
  }

  stop(): void {
    this.stopped = true;
    this.timer?.();
    this.timer = null;
    this.wakeTimer?.cancel();
    this.wakeTimer = null;
  }

  private spread(): number {
    return Math.floor(this.random() * COMEBACK_SPREAD_MS);
  }

  /** Like at(), but never later than a replay already planned: a stream of answers does not keep putting it off. */
  private sooner(delayMs: number, spreading: boolean): void {
    if (this.timer !== null && this.dueAt <= this.now() + delayMs) return;
    this.at(delayMs, spreading);
  }

  private at(delayMs: number, spreading = false): void {
    if (this.stopped) return;
    this.timer?.();
    this.dueAt = this.now() + Math.max(0, delayMs);
    this.spreading = spreading;
    this.timer = this.timers.after(Math.max(0, delayMs), () => {
      this.timer = null;
      this.options.replay();
    });
  }
}
