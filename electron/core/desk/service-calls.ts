// Calls to the current account's booking service. Every outcome keeps the online/offline state honest, and every
// answer's Date header sets the service's clock; while the service is away, the desk's one probe asks after it.
import type { Connectivity } from '../../../shared/contract/model/account.js';
import { ApiFailure } from '../api/api-errors.js';
import type { BookingService } from '../api/booking-service.js';
import type { ServiceClock } from '../api/service-clock.js';
import type { Timers } from '../platform/timers.js';
import { ConnectivityTracker } from './connectivity.js';
import type { OpenAccount } from './open-account.js';

export class ServiceCalls {
  readonly connectivity: ConnectivityTracker;
  /** The fetch every request of the desk goes through, observed for the connection's state and the service's clock. */
  readonly fetch: typeof fetch;

  constructor(
    private readonly account: OpenAccount, serviceClock: ServiceClock, now: () => number,
    changed: (state: Connectivity, previous: Connectivity) => void, fetch: typeof globalThis.fetch, timers?: Timers,
  ) {
    this.connectivity = new ConnectivityTracker(now, changed, () => this.probe(), timers);
    this.fetch = this.connectivity.observing(serviceClock.observing(fetch));
  }

  /** Runs a call to the current account's service; the outcome keeps the online/offline state honest. */
  async call<T>(run: (service: BookingService) => Promise<T>): Promise<T> {
    const session = this.account.requireSession();
    try {
      const value = await this.connectivity.observe(() => run(session.service));
      this.account.offlineIfOpen()?.serviceAnswered();
      return value;
    } catch (error) {
      // The sign-in knows best why it ended (refresh expired, key refused…): say that, not a generic line.
      const why = session.authorizer.state().message;
      if (error instanceof ApiFailure && error.kind === 'signed-out' && why) throw new ApiFailure('signed-out', why);
      throw error;
    }
  }

  /** Whether the service answers, as the last call or probe found. */
  get online(): boolean {
    return this.connectivity.current.online;
  }

  /** Whether reads should show the desk's copy at once: offline, or no answer from the service yet since the start. */
  get answersFromCopy(): boolean {
    return !this.connectivity.current.online || !this.connectivity.contacted;
  }

  /**
   * The desk's one probe (the heartbeat's ping, and every 5 s while offline): tried once, its timer being its retry;
   * an answer also brings on queued writes that wait out a back-off.
   */
  private async probe(): Promise<void> {
    const service = this.account.session?.service;
    if (!service) return;
    await service.ping({ timeoutMs: 5_000, once: true });
    this.account.offlineIfOpen()?.serviceAnswered();
  }
}
