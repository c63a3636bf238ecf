// Signing a desk in with the authorization-code flow (spec 5.2, DESIGN.md §3): a loopback redirect_uri, the
// authorize page in the person's own browser, a random state, and the code exchanged the moment it arrives.
import { randomBytes } from 'node:crypto';
import { ApiFailure, cancelled } from '../api/api-errors.js';
import { notSignedInPage, signedInPage } from './callback-pages.js';
import { LoopbackListener, type CallbackVisit } from './loopback-listener.js';
import { baseOf, type ClientCredentials, type Now, type OAuthTokens, type ServiceAddress } from './oauth-tokens.js';
import { TokenEndpoint } from './token-endpoint.js';

export interface BrowserSignInOptions {
  address: ServiceAddress;
  client: ClientCredentials;
  /** Shows the authorize page: the system browser in the Electron shell; tests and the demo fill the form in. */
  openBrowser(url: string): Promise<void> | void;
  fetch?: typeof fetch;
  now?: Now;
  /** How long to wait for the person to finish in the browser. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Runs between the browser's answer and the exchange; tests move the sandbox clock here. */
  beforeExchange?: () => Promise<void> | void;
}

const DEFAULT_TIMEOUT_MS = 5 * 60_000;

/** Resolves to a fresh pair, or rejects with an ApiFailure whose message says what to do. */
export async function signInWithBrowser(options: BrowserSignInOptions): Promise<OAuthTokens> {
  const listener = await LoopbackListener.open();
  // Ties the answer to this sign-in, so that a page elsewhere cannot push its own code into the desk (RFC 6749 10.12).
  const state = randomBytes(24).toString('base64url');
  try {
    const visit = await awaitVisit(listener, authorizeUrl(options, listener.redirectUri, state), options);
    const code = codeFrom(visit.query, state);
    if (code instanceof ApiFailure) {
      await visit.reply(400, notSignedInPage(code.message));
      throw code;
    }
    return await exchange(visit, code, listener.redirectUri, options);
  } finally {
    await listener.close();
  }
}

/** Spec 5.2 step 1: client_id, response_type=code, redirect_uri (and state, which the service hands back). */
export function authorizeUrl(options: Pick<BrowserSignInOptions, 'address' | 'client'>, redirectUri: string,
  state: string): string {
  const query = new URLSearchParams({
    client_id: options.client.clientId, response_type: 'code', redirect_uri: redirectUri, state,
  });
  return `${baseOf(options.address)}/oauth/?${query}`;
}

async function awaitVisit(listener: LoopbackListener, url: string, options: BrowserSignInOptions): Promise<CallbackVisit> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const browserFailed = new AbortController();
  const signals = [timeout, browserFailed.signal, ...(options.signal ? [options.signal] : [])];
  const visit = listener.nextVisit(AbortSignal.any(signals));
  // Not awaited: a test's "browser" only finishes once the tab has its answer, which comes after the exchange.
  Promise.resolve().then(() => options.openBrowser(url)).catch((error: unknown) => browserFailed.abort(
    new ApiFailure('internal', `Frontdesk could not open the browser to sign in (${String(error)}). `
      + 'Open it and try again.', { code: 'browser_failed' })));
  try {
    return await visit;
  } catch (reason) {
    if (reason instanceof ApiFailure) throw reason;
    if (options.signal?.aborted) throw cancelled();
    if (timeout.aborted) {
      throw new ApiFailure('cancelled', `Signing in took longer than ${Math.round(timeoutMs / 60_000)} minutes and `
        + 'was stopped. Start again when you are ready.', { code: 'sign_in_timeout' });
    }
    throw reason;
  }
}

function codeFrom(query: URLSearchParams, state: string): string | ApiFailure {
  if (query.get('state') !== state) {
    return new ApiFailure('refused', 'The answer that reached Frontdesk does not belong to the sign-in it started '
      + '(the state did not match), so it was refused. Sign in again.', { code: 'state_mismatch' });
  }
  const error = query.get('error');
  if (error === 'access_denied') {
    return new ApiFailure('refused', 'You denied access, so Frontdesk is not signed in. To connect this desk, '
      + 'sign in again and choose Approve.', { code: 'access_denied' });
  }
  if (error !== null) {
    const description = query.get('error_description');
    return new ApiFailure('refused', `The sign-in page answered with an error (${error}${description ? `: ${description}` : ''}). `
      + 'Sign in again; if it persists, tell your administrator.', { code: error });
  }
  return query.get('code') || new ApiFailure('refused', 'The sign-in page sent no code. Sign in again.',
    { code: 'missing_code' });
}

/** The tab waits while the code is traded, so it can say truthfully whether the desk is signed in. */
async function exchange(visit: CallbackVisit, code: string, redirectUri: string,
  options: BrowserSignInOptions): Promise<OAuthTokens> {
  try {
    await options.beforeExchange?.();
    const { address, client, fetch, now } = options;
    const endpoint = new TokenEndpoint({ address, client, fetch, now });
    const grant = await endpoint.exchangeCode(code, redirectUri, options.signal);
    if (!grant.ok) {
      throw new ApiFailure('refused', 'The sign-in code expired before Frontdesk could use it (a code lasts 60 seconds). '
        + 'Sign in again.', { code: 'invalid_grant' });
    }
    await visit.reply(200, signedInPage());
    return grant.tokens;
  } catch (error) {
    const message = error instanceof ApiFailure ? error.message : 'Something went wrong inside Frontdesk.';
    await visit.reply(502, notSignedInPage(message));
    throw error;
  }
}
