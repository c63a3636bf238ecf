// Whether the service answers: every call's outcome moves it, so the status bar is honest without polling.
import type { Connectivity } from '../../../shared/contract/model/account.js';
import { ApiFailure } from '../api/api-errors.js';

export class ConnectivityTracker {
  private state: Connectivity = { online: true, lastContactAt: null };

  constructor(private readonly now: () => number, private readonly changed: (state: Connectivity) => void) {}

  get current(): Connectivity {
    return this.state;
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

  private set(online: boolean, lastContactAt: number | null): void {
    const changed = online !== this.state.online;
    this.state = { online, lastContactAt };
    if (changed) this.changed(this.state);
  }
}
