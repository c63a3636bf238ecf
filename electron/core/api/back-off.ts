// How long to wait before asking the service again, for everything that asks again: a call's own tries
// (transport.ts), the background sync (offline/sync/sync-wait.ts) and the replay of queued writes
// (offline/replay-schedule.ts). One rule with each caller's steps: the next step, a share of it left to chance so that
// desks that failed together do not come back together, and never sooner than the service asked (Retry-After, read by
// retry-after.ts alone). Chance comes from an injected random, so tests know every wait.

export interface BackOffSteps {
  /** The waits in turn; the last repeats. */
  readonly stepsMs: readonly number[];
  /** The share of a step left to chance: 0.5 waits between half and all of it; 0 waits the step itself. */
  readonly jitter: number;
  /**
   * Up to this share more than the service asked, left to chance: desks that share a credential do not all come back
   * in the same second. 0 where the caller spreads on its own (the replay) or waits in place (a call).
   */
  readonly overAsked: number;
}

/** `first`, doubled until `most`, then `most`: 300, 600, 1,200… 5,000. */
export function doubling(firstMs: number, mostMs: number): number[] {
  const steps = [firstMs];
  while (steps.at(-1)! < mostMs) steps.push(Math.min(mostMs, steps.at(-1)! * 2));
  return steps;
}

/** A call's own tries again, through a gateway error or a very short Retry-After (api/README.md). */
export const CALL_STEPS: BackOffSteps = { stepsMs: doubling(300, 5_000), jitter: 0.5, overAsked: 0 };
/** The background sync after the service's errors: 5 s doubling to 5 min, half to whole (offline/README.md). */
export const SYNC_STEPS: BackOffSteps = { stepsMs: doubling(5_000, 5 * 60_000), jitter: 0.5, overAsked: 0.1 };
/** The replay after a round the service did not take: 2, 5, 15, 30 s, then every minute; its own spread follows. */
export const REPLAY_STEPS: BackOffSteps = { stepsMs: [2_000, 5_000, 15_000, 30_000, 60_000], jitter: 0, overAsked: 0 };

/** A 429 that names no wait is taken to ask for a minute (docs/api-assumptions.md). */
export const UNNAMED_RETRY_AFTER_S = 60;

/** Failures in a row and the wait after each; one per caller (a call, the sync, an account's replay). */
export class BackOff {
  private failures = 0;

  constructor(private readonly steps: BackOffSteps, private readonly random: () => number = Math.random) {}

  /** Failures since the last success: a call gives up after a few. */
  get failuresInARow(): number {
    return this.failures;
  }

  /**
   * One more failure: the wait before the next try. The step is at most whole and at least (1 − jitter) of itself;
   * a Retry-After (seconds) that is longer wins, waited out in full.
   */
  next(retryAfterSeconds?: number | null): number {
    const { stepsMs, jitter } = this.steps;
    const step = stepsMs[Math.min(this.failures, stepsMs.length - 1)]!;
    this.failures += 1;
    const own = jitter === 0 ? step : Math.round(step * (1 - jitter + jitter * this.random()));
    return retryAfterSeconds ? Math.max(own, this.asked(retryAfterSeconds)) : own;
  }

  /**
   * The wait the service named itself (a 429: no failure of the service, so the steps start again after it), in
   * full, and up to the steps' overAsked share more.
   */
  asked(retryAfterSeconds: number): number {
    const ms = retryAfterSeconds * 1000;
    return this.steps.overAsked === 0 ? ms : Math.ceil(ms * (1 + this.steps.overAsked * this.random()));
  }

  /** It went through: the next failure waits the first step again. */
  reset(): void {
    this.failures = 0;
  }
}
