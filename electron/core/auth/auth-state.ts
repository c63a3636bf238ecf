// What the desk shows about its sign-in: signed in or out, why, and when to sign in again. No tokens in here:
// this state may cross IPC, tokens never do.
import type { AuthWarning, SignedOutReason } from '../../../shared/contract/model/account.js';
import { Listeners } from '../../../shared/listeners.js';
import type { Authorizer } from '../api/authorizer.js';

// Why a desk is signed out (shared/contract/model/account.ts): refresh-expired, spec 5.2, 8: the refresh token lives
// 14 days from issue, then "a new authorization is needed"; refresh-refused, the service answered invalid_grant to a
// refresh; key-refused, the token pair (5.1) was answered 401.
export type { SignedOutReason } from '../../../shared/contract/model/account.js';

export interface AuthState {
  status: 'signed-in' | 'signed-out';
  reason?: SignedOutReason;
  /** Why the desk is signed out, for a person. */
  message?: string;
  /** When the current refresh token dies (ms since the epoch); null when there is none. */
  refreshExpiresAt: number | null;
  /** Something to do before it is too late, in English (the log, a failure's message). */
  warning?: string;
  /** The same as data, for the page to say in the desk's language. */
  notice?: AuthWarning;
}

export type AuthStateListener = (state: AuthState) => void;

/** An Authorizer whose sign-in the desk can show and follow. */
export interface ObservedAuthorizer extends Authorizer {
  state(): AuthState;
  /** Called on every change; answers the function that stops it. */
  onState(listener: AuthStateListener): () => void;
}

export const SIGNED_OUT_MESSAGES: Record<SignedOutReason, string> = {
  'not-signed-in': 'This desk is not signed in. Sign in to continue.',
  'refresh-expired': 'Your sign-in has run out (it lasts 14 days). Sign in again to continue.',
  'refresh-refused': 'The booking service no longer accepts this desk\'s sign-in. Sign in again to continue.',
  'signed-out': 'You signed out. Sign in again to continue.',
  'key-refused': 'The booking service refused the API key or secret: one of them is wrong or was revoked. '
    + 'Check both in the account\'s developer area and enter them again.',
};

export const signedOutState = (reason: SignedOutReason): AuthState =>
  ({ status: 'signed-out', reason, message: SIGNED_OUT_MESSAGES[reason], refreshExpiresAt: null });

/** Sends each distinct state once, in order; a listener that throws does not stop the others or the desk. */
export class AuthStateEvents {
  private readonly listeners: Listeners<[state: AuthState]>;
  private last = '';

  /** `log`: the desk's log, where a failing listener is reported. */
  constructor(log: (message: string) => void) {
    this.listeners = new Listeners<[state: AuthState]>((error) => log(`a sign-in state listener failed: ${String(error)}`));
  }

  on(listener: AuthStateListener): () => void {
    return this.listeners.on(listener);
  }

  publish(state: AuthState): void {
    const seen = JSON.stringify(state);
    if (seen === this.last) return;
    this.last = seen;
    this.listeners.emit(state);
  }
}

export const defaultDateFormat = (ms: number) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));

/** The warning a day before the refresh token dies, so that nobody finds the desk signed out at opening time. */
export function expiryWarning(refreshExpiresAt: number, now: number, warnBeforeMs: number,
  format: (ms: number) => string = defaultDateFormat): string | null {
  if (refreshExpiresAt - now >= warnBeforeMs) return null;
  return `Sign in again before ${format(refreshExpiresAt)} to keep this desk connected.`;
}
