// Typed failures of a call to the Booking Service. Each carries the DeskError a screen acts on.
import type { DeskError, DeskErrorKind } from '../../../shared/contract/desk-error.js';

export class ApiFailure extends Error {
  constructor(
    readonly kind: DeskErrorKind,
    message: string,
    readonly details: { fields?: string[]; retryAfterSeconds?: number; code?: string; status?: number } = {},
  ) {
    super(message);
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

export const offline = (message = 'The booking service cannot be reached. Check the connection; work is kept.') =>
  new ApiFailure('offline', message);

export const signedOut = (message = 'You are signed out. Sign in again to continue.') =>
  new ApiFailure('signed-out', message);

export const cancelled = () => new ApiFailure('cancelled', 'Cancelled.');

export const unreadable = (what: string) =>
  new ApiFailure('unreadable', `The booking service sent an answer Frontdesk cannot read (${what}). Try again; if it persists, tell your administrator.`);

/** Anything thrown turned into a DeskError, without a stack trace reaching a person. */
export function toDeskError(error: unknown): DeskError {
  if (error instanceof ApiFailure) return error.toDeskError();
  return { kind: 'internal', message: 'Something went wrong inside Frontdesk. Try again; if it persists, restart it.' };
}
