// Whether the service answers: every call's outcome moves it, so the status bar is honest without polling.
import type { Connectivity } from '../../../shared/contract/model/account.js';
import { ApiFailure } from '../api/api-errors.js';
import { realTimers, type CancelTimer, type Timers } from '../platform/timers.js';

/** While offline, the service is asked this often, so that the desk notices at once when it is back. */
export const PROBE_INTERVAL_MS = 5_000;

export class ConnectivityTracker {
  private state: Connectivity = { online: true, lastContactAt: null };
  private probeTimer: CancelTimer | null = null;

  constructor(
    private readonly now: () => number,
    /** The state changed: online or offline, or the service answered for the first time since the desk started. */
    private readonly changed: (state: Connectivity, previous: Connectivity) => void,
    /** A cheap request to the service (ping); its outcome reaches the tracker through observing(). */
    private readonly probe: () => Promise<unknown> = () => Promise.resolve(),
    private readonly timers: Timers = realTimers,
  ) {}

  stop(): void {
    this.probeTimer?.();
    this.probeTimer = null;
  }

  get current(): Connectivity {
    return this.state;
  }

  /**
   * The service has answered since the desk started. Until it has, the desk cannot tell a slow start from a service
   * that accepts connections and never answers, so reads show what the desk holds at once.
   */
  get contacted(): boolean {
    return this.state.lastContactAt !== null;
  }

  /** Runs a call to the service and records what its outcome says about the connection. */
  async observe<T>(call: () => Promise<T>): Promise<T> {
    try {
      const value = await call();
      this.set(true, Math.floor(this.now() / 1000));
      return value;
    } catch (error) {
      if (error instanceof ApiFailure && error.kind === 'offline') this.set(false, this.state.lastContactAt);
      else if (error instanceof ApiFailure && error.kind !== 'cancelled' && error.kind !== 'internal') {
        // Any answer from the service, even a refusal, proves it is reachable.
        this.set(true, Math.floor(this.now() / 1000));
      }
      throw error;
    }
  }

  /** Any answer from the service, whoever asked (a read, the replay, the sync), proves it is reachable. */
  answered(): void {
    this.set(true, Math.floor(this.now() / 1000));
  }

  /** The network failed under a request (refused, reset, timed out): the service cannot be reached. */
  unreachable(): void {
    this.set(false, this.state.lastContactAt);
  }

  /** A fetch that tells the tracker how each request went, so replay and sync keep the state honest too. */
  observing(fetcher: typeof fetch): typeof fetch {
    return async (input, init) => {
      try {
        const response = await fetcher(input, init);
        this.answered();
        return response;
      } catch (error) {
        // A person cancelling is not an outage; a timeout or a refused connection is.
        if (!(error instanceof Error && error.name === 'AbortError')) this.unreachable();
        throw error;
      }
    };
  }

  private set(online: boolean, lastContactAt: number | null): void {
    const previous = this.state;
    this.state = { online, lastContactAt };
    const firstContact = previous.lastContactAt === null && lastContactAt !== null;
    if (online === previous.online && !firstContact) return;
    if (online) this.stop();
    else this.startProbing();
    this.changed(this.state, previous);
  }

  private startProbing(): void {
    if (this.probeTimer) return;
    this.probeTimer = this.timers.every(PROBE_INTERVAL_MS, () => {
      this.probe().catch(() => undefined);
    });
  }
}
