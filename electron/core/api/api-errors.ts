// Typed failures of a call to the Booking Service. Each carries the DeskError a screen acts on.
import type { DeskError, DeskErrorKind } from '../../../shared/contract/desk-error.js';

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
    const { fields, retryAfterSeconds, code } = this.details;
    return {
      kind: this.kind, message: this.message,
      ...(fields && fields.length > 0 ? { fields } : {}),
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
      ...(code ? { code } : {}),
    };
  }
}

export const offline = (
  message = 'The booking service cannot be reached. Check the connection; work is kept.',
  details: ApiFailureDetails = {},
) => new ApiFailure('offline', message, details);

export const signedOut = (message = 'You are signed out. Sign in again to continue.') =>
  new ApiFailure('signed-out', message);

export const cancelled = (details: ApiFailureDetails = {}) => new ApiFailure('cancelled', 'Cancelled.', details);

export const unreadable = (what: string, details: ApiFailureDetails = {}) =>
  new ApiFailure('unreadable', `The booking service sent an answer Frontdesk cannot read (${what}). Try again; if it persists, tell your administrator.`, details);

/** Anything thrown turned into a DeskError, without a stack trace reaching a person. */
export function toDeskError(error: unknown): DeskError {
  if (error instanceof ApiFailure) return error.toDeskError();
  return { kind: 'internal', message: 'Something went wrong inside Frontdesk. Try again; if it persists, restart it.' };
}
