// Typed failures of a call to the Booking Service. Each carries the DeskError a screen acts on.
import type { DeskError, DeskErrorKind, DeskErrorWords } from '../../../shared/contract/desk-error.js';
import type { SignedOutReason } from '../../../shared/contract/model/account.js';

export interface ApiFailureDetails {
  fields?: string[];
  retryAfterSeconds?: number;
  /** Epoch ms the service asked the desk to wait until (a 429, or a 503 with Retry-After). */
  waitUntil?: number;
  code?: string;
  status?: number;
  /**
   * A write went out but no answer came back (dropped connection, timeout, cancelled in flight, 502/504): it may
   * have been applied. Never retried here; the outbox decides (nothing sent twice).
   */
  maybeApplied?: boolean;
  /** The message as data, for the page to say in the desk's language. */
  said?: DeskErrorWords;
}

export class ApiFailure extends Error {
  constructor(
    readonly kind: DeskErrorKind,
    message: string,
    readonly details: ApiFailureDetails = {},
  ) {
    super(message);
    this.name = 'ApiFailure';
  }

  toDeskError(): DeskError {
    const { fields, retryAfterSeconds, code, said } = this.details;
    return {
      kind: this.kind, message: this.message, ...(said ? { said } : {}),
      ...(fields && fields.length > 0 ? { fields } : {}),
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
      ...(code ? { code } : {}),
    };
  }
}

/** `message`: a sentence of its own (then give its data as details.said); without one, "cannot be reached". */
export const offline = (message?: string, details: ApiFailureDetails = {}) => (message === undefined
  ? new ApiFailure('offline', 'The booking service cannot be reached. Check the connection; work is kept.', { ...details, said: { id: 'unreachable' } })
  : new ApiFailure('offline', message, details));

export const addressNotFound = (host: string, details: ApiFailureDetails = {}) =>
  offline(`The booking service's address (${host}) could not be found. Check the connection and the account address; work is kept.`,
    { ...details, said: { id: 'addressNotFound', host } });

export const timedOut = (seconds: number, details: ApiFailureDetails = {}) =>
  offline(`The booking service did not answer within ${seconds} s (timed out). Check the connection and try again; work is kept.`,
    { ...details, said: { id: 'timedOut', seconds } });

/** `reason`: why, when the desk knows (`message` is then its sentence in English); a message without one is its own. */
export const signedOut = (message?: string, reason?: SignedOutReason, details: ApiFailureDetails = {}) => (message === undefined || reason
  ? new ApiFailure('signed-out', message ?? 'You are signed out. Sign in again to continue.', { ...details, said: { id: 'signedOut', ...(reason ? { reason } : {}) } })
  : new ApiFailure('signed-out', message, details));

export const cancelled = (details: ApiFailureDetails = {}) => new ApiFailure('cancelled', 'Cancelled.', { ...details, said: { id: 'cancelled' } });

export const unreadable = (what: string, details: ApiFailureDetails = {}) =>
  new ApiFailure('unreadable', `The booking service sent an answer Frontdesk cannot read (${what}). Try again; if it persists, tell your administrator.`,
    { ...details, said: { id: 'unreadable', what } });

/** Anything thrown turned into a DeskError, without a stack trace reaching a person. */
export function toDeskError(error: unknown): DeskError {
  if (error instanceof ApiFailure) return error.toDeskError();
  return { kind: 'internal', message: 'Something went wrong inside Frontdesk. Try again; if it persists, restart it.', said: { id: 'internal' } };
}
