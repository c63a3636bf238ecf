// How long the background sync waits after a sync, by how it ended. A wait a nudge (reconnect) may cut short is
// "wakeable"; the service's own Retry-After and the back-off after its errors are not, so a flapping connection
// cannot turn into a burst of requests against a service that asked for less.
import { ApiFailure } from '../../api/api-errors.js';

export interface Wait {
  ms: number;
  wakeable: boolean;
  reason: 'interval' | 'offline' | 'signed-out' | 'rate-limited' | 'back-off';
}

const FIRST_BACK_OFF_MS = 5_000;
const MAX_BACK_OFF_MS = 5 * 60_000;
/** When a 429 names no wait. */
const DEFAULT_RETRY_AFTER_S = 60;

/** Exponential from 5 s to 5 min; each wait between half and all of it, so desks that failed together spread out. */
export function backOffMs(failures: number, random: number): number {
  const ceiling = Math.min(MAX_BACK_OFF_MS, FIRST_BACK_OFF_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling * (0.5 + random / 2));
}

/** `failures` counts the failures in a row, this one included. */
export function waitAfter(error: unknown, failures: number, intervalMs: number, random: number): Wait {
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
      const seconds = (error instanceof ApiFailure ? error.details.retryAfterSeconds : undefined) ?? DEFAULT_RETRY_AFTER_S;
      // At least what the service asked, plus up to a tenth more so that desks sharing a credential do not return together.
      return { ms: Math.ceil(seconds * 1000 * (1 + random / 10)), wakeable: false, reason: 'rate-limited' };
    }
    default:
      return { ms: backOffMs(failures, random), wakeable: false, reason: 'back-off' };
  }
}
