// Whether the service answers: every call's outcome moves it. While no call goes out, a heartbeat ping does, so the
// status bar says Offline within two seconds of the service going away even on an idle desk. A service
// that asked for quiet (Retry-After) gets it without a word from here: the ping goes through the account's transport,
// whose gate (api/service-gate.ts) sends nothing before the time, ping or not.
import type { Connectivity } from '../../../shared/contract/model/account.js';
import { ApiFailure } from '../api/api-errors.js';
import { realTimers, type CancelTimer, type Timers } from '../platform/timers.js';

/** While offline, the service is asked this often, so that the desk notices at once when it is back. */
export const PROBE_INTERVAL_MS = 5_000;
/**
 * While online, a beat this often; it pings only when the service has not answered since the last beat, so a busy
 * desk sends no extra request and an idle one a ping a second. A drop is seen within two beats: two seconds.
 */
export const HEARTBEAT_MS = 1_000;

export class ConnectivityTracker {
  private state: Connectivity = { online: true, lastContactAt: null };
  private probeTimer: CancelTimer | null = null;
  private heartbeatTimer: CancelTimer | null = null;
  /** The service answered since the last beat: that told as much as a ping would. */
  private answeredSinceBeat = false;
  private pinging = false;
  private watching = false;

  constructor(
    private readonly now: () => number,
    /** The state changed: online or offline, or the service answered for the first time since the desk started. */
    private readonly changed: (state: Connectivity, previous: Connectivity) => void,
    /** A cheap request to the service (ping); its outcome reaches the tracker through observing(). */
    private readonly probe: () => Promise<unknown> = () => Promise.resolve(),
    private readonly timers: Timers = realTimers,
  ) {}

  /** Starts the heartbeat; until then (and after stop) only requests and the offline probe move the state. */
  watch(): void {
    this.watching = true;
    if (this.state.online) this.startHeartbeat();
  }

  stop(): void {
    this.watching = false;
    this.stopProbing();
    this.stopHeartbeat();
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
        this.answeredSinceBeat = true;
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
    if (online) {
      this.stopProbing();
      if (this.watching) this.startHeartbeat();
    } else {
      this.stopHeartbeat();
      this.startProbing();
    }
    this.changed(this.state, previous);
  }

  private beat(): void {
    const answered = this.answeredSinceBeat;
    this.answeredSinceBeat = false;
    if (answered || this.pinging) return;
    this.pinging = true;
    this.probe().catch(() => undefined).finally(() => {
      this.pinging = false;
      // The ping's own answer is no news from anyone else: the next beat pings again.
      this.answeredSinceBeat = false;
    });
  }

  private startHeartbeat(): void {
    if (this.heartbeatTimer) return;
    this.answeredSinceBeat = false;
    this.heartbeatTimer = this.timers.every(HEARTBEAT_MS, () => this.beat());
  }

  private stopHeartbeat(): void {
    this.heartbeatTimer?.();
    this.heartbeatTimer = null;
  }

  private startProbing(): void {
    if (this.probeTimer) return;
    this.probeTimer = this.timers.every(PROBE_INTERVAL_MS, () => {
      this.probe().catch(() => undefined);
    });
  }

  private stopProbing(): void {
    this.probeTimer?.();
    this.probeTimer = null;
  }
}
