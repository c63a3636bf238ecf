// Injected faults, so that the desk's offline and retry paths meet a misbehaving service for real.

export interface FaultSettings {
  /** Added to every answer, in milliseconds. */
  latencyMs: number;
  /** Share (0..1) of requests answered with errorStatus. */
  errorRate: number;
  /** The error answered before the request is applied, after it (applied, yet the caller hears a failure), or either. */
  errorWhen: 'before' | 'after' | 'either';
  /** The status of an injected error: 503 (busy) by default, or 500 (failed) and so on, or 429 (slow down). */
  errorStatus: number;
  /** The Retry-After an injected error carries, in seconds; 0 sends none. */
  retryAfterSeconds: number;
  /** Share (0..1) of connections dropped without an answer. */
  dropRate: number;
  /** Drop before the request is applied, after it (the answer is lost), or either at random. */
  dropWhen: 'before' | 'after' | 'either';
  /** Share (0..1) of answers whose body is cut short, so it is not valid JSON. */
  malformedRate: number;
  /** Every connection is reset at once, as if the service were unreachable. */
  offline: boolean;
  /** Which requests the latency, errors, drops and cut answers hit: all of them, or only writes (POST), reads going through. */
  faultsOn: 'all' | 'writes';
  /**
   * Every write (POST) waits, before it is applied, until this is set false again: a service that takes as long as a
   * test needs to press again while a write is under way, however loaded the machine, where a latency is a guess.
   */
  holdWrites: boolean;
}

export const NO_FAULTS: FaultSettings = {
  latencyMs: 0, errorRate: 0, errorWhen: 'before', errorStatus: 503, retryAfterSeconds: 1, dropRate: 0, dropWhen: 'either', malformedRate: 0, offline: false,
  faultsOn: 'all', holdWrites: false,
};

export type FaultDecision = 'none' | 'error-before' | 'error-after' | 'drop-before' | 'drop-after' | 'malformed';

export class Faults {
  settings: FaultSettings = { ...NO_FAULTS };
  /** What lets each held write go on. */
  private held: (() => void)[] = [];

  constructor(private readonly random: () => number) {}

  set(changes: Partial<FaultSettings>): FaultSettings {
    this.settings = { ...this.settings, ...changes };
    if (!this.settings.holdWrites) this.letHeldGo();
    return this.settings;
  }

  clear(): void {
    this.settings = { ...NO_FAULTS };
    this.letHeldGo();
  }

  /** How many writes wait for holdWrites to be set false. */
  get heldWrites(): number {
    return this.held.length;
  }

  /** Settles at once, or, while writes are held and this is one, once they are let go. */
  waitIfHeld(method: string): Promise<void> {
    if (!this.settings.holdWrites || method !== 'POST') return Promise.resolve();
    return new Promise<void>((resolve) => { this.held.push(resolve); });
  }

  private letHeldGo(): void {
    for (const go of this.held.splice(0)) go();
  }

  /** `method`: the request's; faults set for writes only leave every other request alone. */
  decide(method = 'POST'): FaultDecision {
    const { errorRate, errorWhen, dropRate, dropWhen, malformedRate, faultsOn } = this.settings;
    if (faultsOn === 'writes' && method !== 'POST') return 'none';
    if (dropRate > 0 && this.random() < dropRate) {
      if (dropWhen === 'either') return this.random() < 0.5 ? 'drop-before' : 'drop-after';
      return dropWhen === 'before' ? 'drop-before' : 'drop-after';
    }
    if (errorRate > 0 && this.random() < errorRate) {
      if (errorWhen === 'either') return this.random() < 0.5 ? 'error-before' : 'error-after';
      return errorWhen === 'before' ? 'error-before' : 'error-after';
    }
    if (malformedRate > 0 && this.random() < malformedRate) return 'malformed';
    return 'none';
  }
}
