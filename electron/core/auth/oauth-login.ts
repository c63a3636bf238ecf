// Signing a desk in with the authorization-code flow (spec 5.2): a loopback redirect_uri, the
// authorize page in the person's own browser, a random state, PKCE (RFC 7636; a service that does not know it
// ignores the extra parameters), and the code exchanged the moment it arrives.
import { createHash, randomBytes } from 'node:crypto';
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
  // Binds the code to this desk: a code caught on its way (another program on the loopback port, a browser
  // extension) cannot be traded without the verifier, which never leaves this process.
  const verifier = randomBytes(32).toString('base64url');
  try {
    const waiting = waitForAnswers(listener, authorizeUrl(options, listener.redirectUri, state, verifier), options);
    const { visit, code } = await answerFor(state, waiting);
    return await exchange(visit, code, { redirectUri: listener.redirectUri, verifier }, options);
  } finally {
    await listener.close();
  }
}

/**
 * Spec 5.2 step 1: client_id, response_type=code, redirect_uri (and state, which the service hands back), plus the
 * PKCE challenge (S256) of `verifier`.
 */
export function authorizeUrl(options: Pick<BrowserSignInOptions, 'address' | 'client'>, redirectUri: string,
  state: string, verifier: string): string {
  const query = new URLSearchParams({
    client_id: options.client.clientId, response_type: 'code', redirect_uri: redirectUri, state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256',
  });
  return `${baseOf(options.address)}/oauth/?${query}`;
}

/**
 * The first answer that carries this sign-in's state. Anything else that reaches the callback (a forged link, an
 * old tab) is told so and ignored, and the desk keeps waiting: it must not end the sign-in a person is in.
 */
async function answerFor(state: string, next: () => Promise<CallbackVisit>): Promise<{ visit: CallbackVisit; code: string }> {
  for (;;) {
    const visit = await next();
    if (visit.query.get('state') !== state) {
      await visit.reply(400, notSignedInPage('This answer does not belong to the sign-in Frontdesk started, so it '
        + 'was ignored. If you are signing in, finish on the sign-in page Frontdesk opened.'));
      continue;
    }
    const code = codeFrom(visit.query);
    if (code instanceof ApiFailure) {
      await visit.reply(400, notSignedInPage(code.message));
      throw code;
    }
    return { visit, code };
  }
}

/** Opens the authorize page and hands back a reader of callback visits, all bound by one timeout. */
function waitForAnswers(listener: LoopbackListener, url: string, options: BrowserSignInOptions): () => Promise<CallbackVisit> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const browserFailed = new AbortController();
  const stop = AbortSignal.any([timeout, browserFailed.signal, ...(options.signal ? [options.signal] : [])]);
  // Not awaited: a test's "browser" only finishes once the tab has its answer, which comes after the exchange.
  Promise.resolve().then(() => options.openBrowser(url)).catch((error: unknown) => browserFailed.abort(
    new ApiFailure('internal', `Frontdesk could not open the browser to sign in (${String(error)}). `
      + 'Open it and try again.', { code: 'browser_failed' })));
  return () => nextVisit(listener, stop, timeout, timeoutMs, options.signal);
}

async function nextVisit(listener: LoopbackListener, stop: AbortSignal, timeout: AbortSignal, timeoutMs: number,
  cancel: AbortSignal | undefined): Promise<CallbackVisit> {
  try {
    return await listener.nextVisit(stop);
  } catch (reason) {
    if (reason instanceof ApiFailure) throw reason;
    if (cancel?.aborted) throw cancelled();
    if (timeout.aborted) {
      throw new ApiFailure('cancelled', `Signing in took longer than ${Math.round(timeoutMs / 60_000)} minutes and `
        + 'was stopped. Start again when you are ready.', { code: 'sign_in_timeout' });
    }
    throw reason;
  }
}

/** The code of an answer whose state matched, or why there is none. */
function codeFrom(query: URLSearchParams): string | ApiFailure {
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
async function exchange(visit: CallbackVisit, code: string, binding: { redirectUri: string; verifier: string },
  options: BrowserSignInOptions): Promise<OAuthTokens> {
  try {
    await options.beforeExchange?.();
    const { address, client, fetch, now } = options;
    const endpoint = new TokenEndpoint({ address, client, fetch, now });
    const grant = await endpoint.exchangeCode(code, binding.redirectUri, binding.verifier, options.signal);
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
