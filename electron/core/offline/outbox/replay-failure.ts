// What a failed replay attempt means for its entry: try again later, ask a person (conflict), or stop because
// nobody is signed in. Decided on the DeskError kind only, never on message text.
import type { DeskError, DeskErrorKind } from '../../../../shared/contract/desk-error.js';
import { ApiFailure, toDeskError } from '../../api/api-errors.js';

export type FailureAction = 'retry-later' | 'conflict' | 'signed-out';

export interface FailureVerdict {
  action: FailureAction;
  error: DeskError;
  /** The request may have been applied although no usable answer came back. */
  maybeApplied: boolean;
}

/** The service did not decide: nothing is wrong with the write itself, so it waits for a better moment. */
const TRANSIENT: ReadonlySet<DeskErrorKind> = new Set(['offline', 'server', 'rate-limited', 'cancelled', 'unreadable']);

export function judgeFailure(error: unknown): FailureVerdict {
  // Not from the API client: a bug, and nobody knows how far the write got, so a person looks and a retry checks first.
  if (!(error instanceof ApiFailure)) return { action: 'conflict', error: toDeskError(error), maybeApplied: true };
  const deskError = error.toDeskError();
  // An answer Frontdesk could not read may be a 2xx whose write did land.
  const maybeApplied = error.details.maybeApplied === true || error.kind === 'unreadable';
  if (error.kind === 'signed-out') return { action: 'signed-out', error: deskError, maybeApplied };
  if (TRANSIENT.has(error.kind)) return { action: 'retry-later', error: deskError, maybeApplied };
  // refused (409 booking_void…), invalid-input, not-found, internal: sending it again unchanged gets the same answer.
  return { action: 'conflict', error: deskError, maybeApplied };
}
