// While the service has asked for a pause (429, or 503 with Retry-After), nothing at all goes to it before the time
// it named: no read, no write, no ping ("wait as told; never hammer"). A request in that time fails at
// once, without leaving the desk, saying until when: a person's press answers at once, never after a minute.
import { ApiFailure } from './api-errors.js';
import { clockTime } from '../../../shared/domain/dates.js';

export class ServiceGate {
  /** Epoch ms before which nothing is sent. */
  private until = 0;

  constructor(private readonly now: () => number) {}

  /** The service asked for `seconds` of quiet, from now; answers until when (epoch ms). */
  hold(seconds: number): number {
    const until = this.now() + seconds * 1000;
    this.until = Math.max(this.until, until);
    return until;
  }

  /** A call waited out in place the pause it met (a very short one): unless a longer one came since, it is over. */
  release(waitedUntil: number): void {
    if (this.until <= waitedUntil) this.until = 0;
  }

  /** The failure to answer with instead of sending, or null when requests may go. */
  closed(): ApiFailure | null {
    const left = this.until - this.now();
    if (left <= 0) return null;
    return waitFailure(Math.ceil(left / 1000), this.until);
  }
}

/**
 * "The booking service asked Frontdesk to wait until 09:14": what every request in the pause answers. The time is
 * the log's (this computer's zone); the page says it without one, beside the seconds left, since the account's zone
 * is the one a person reads times in.
 */
export function waitFailure(seconds: number, until: number, details: ApiFailure['details'] = {}): ApiFailure {
  return new ApiFailure('rate-limited', `The booking service asked Frontdesk to wait until ${clockTime(until)}. ` +
    'Changes are queued and go out then by themselves; try other things again then.',
  { ...details, retryAfterSeconds: seconds, waitUntil: until, said: { id: 'rateLimited' } });
}
