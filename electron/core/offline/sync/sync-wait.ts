// How long the background sync waits after a sync, by how it ended; the steps are api/back-off.ts's SYNC_STEPS. A
// wait a nudge (reconnect) may cut short is "wakeable"; the service's own Retry-After and the back-off after its
// errors are not, so a flapping connection cannot turn into a burst of requests against a service that asked for less.
import { ApiFailure } from '../../api/api-errors.js';
import { UNNAMED_RETRY_AFTER_S, type BackOff } from '../../api/back-off.js';

export interface Wait {
  ms: number;
  wakeable: boolean;
  reason: 'interval' | 'offline' | 'signed-out' | 'rate-limited' | 'back-off';
}

/**
 * `backOff`: the sync's own. Only the service's errors take its next step; the caller starts the steps again after
 * any other ending (being offline or signed out is not the service's fault, and a 429 named its own wait).
 */
export function waitAfter(error: unknown, backOff: BackOff, intervalMs: number): Wait {
  const kind = error instanceof ApiFailure ? error.kind : 'internal';
  switch (kind) {
    case 'cancelled':
      return { ms: intervalMs, wakeable: true, reason: 'interval' };
    case 'offline':
      // Nothing to gain from asking sooner: the desk nudges when the connection is back.
      return { ms: intervalMs, wakeable: true, reason: 'offline' };
    case 'signed-out':
      return { ms: intervalMs, wakeable: true, reason: 'signed-out' };
    case 'rate-limited': {
      const seconds = (error instanceof ApiFailure ? error.details.retryAfterSeconds : undefined) ?? UNNAMED_RETRY_AFTER_S;
      return { ms: backOff.asked(seconds), wakeable: false, reason: 'rate-limited' };
    }
    default:
      return { ms: backOff.next(), wakeable: false, reason: 'back-off' };
  }
}
