// {base}/oauth/token/ (spec 5.2): the code exchange and the refresh. The client id and secret go here as HTTP
// Basic and nowhere else ("The consumer key and secret are sent only to the access token URL").
import { ApiFailure, cancelled, offline, unreadable } from '../api/api-errors.js';
import { UNNAMED_RETRY_AFTER_S } from '../api/back-off.js';
import { retryAfterSeconds } from '../api/retry-after.js';
import { TOO_LARGE, boundedText } from '../api/answer-body.js';
import { oauthErrorSchema, tokenAnswerSchema } from '../../../shared/wire/index.js';
import { followMove } from './token-moved.js';
import {
  baseOf, tokensFromAnswer, type ClientCredentials, type Now, type OAuthTokens, type ServiceAddress,
} from './oauth-tokens.js';

/** A grant the service refused with invalid_grant: the code or refresh token is dead; only signing in helps. */
export type TokenGrant =
  | { ok: true; tokens: OAuthTokens }
  | { ok: false; refused: 'invalid_grant'; description: string };

export interface TokenEndpointOptions {
  address: ServiceAddress;
  client: ClientCredentials;
  fetch?: typeof fetch;
  now?: Now;
  /** A token request that takes longer counts as offline. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

export class TokenEndpoint {
  private readonly fetch: typeof fetch;
  private readonly now: Now;

  constructor(private readonly options: TokenEndpointOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
  }

  /** Step 3 of 5.2. The code dies 60 s after issue, so callers exchange it the moment it arrives. */
  /** `verifier`: the PKCE code verifier whose challenge went to the authorize page. */
  exchangeCode(code: string, redirectUri: string, verifier: string, signal?: AbortSignal): Promise<TokenGrant> {
    return this.grant({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier }, signal);
  }

  /** The answer replaces the whole pair; the previous pair is dead from then on (5.2). */
  refresh(refreshToken: string, signal?: AbortSignal): Promise<TokenGrant> {
    return this.grant({ grant_type: 'refresh_token', refresh_token: refreshToken }, signal);
  }

  private async grant(form: Record<string, string>, signal?: AbortSignal): Promise<TokenGrant> {
    const issuedAt = this.now();
    const response = await this.post(new URLSearchParams(form).toString(), signal);
    const body = await readJson(response, signal);
    const answer = tokenAnswerSchema.safeParse(body);
    if (response.ok && answer.success) return { ok: true, tokens: tokensFromAnswer(answer.data, issuedAt) };
    if (response.ok) throw unreadable('token answer without access_token, expires_in or refresh_token');
    return refusal(response, body, this.now());
  }

  private async post(body: string, signal?: AbortSignal): Promise<Response> {
    let url = `${baseOf(this.options.address)}/oauth/token/`;
    // Spec 7: a moved account answers 301; the request is repeated at the new address with the same credentials.
    for (let hop = 0; ; hop += 1) {
      const response = await this.send(url, body, signal);
      if (response.status !== 301) return response;
      url = followMove(response, url, hop, this.options.address);
    }
  }

  private async send(url: string, body: string, signal?: AbortSignal): Promise<Response> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const { clientId, clientSecret } = this.options.client;
    try {
      return await this.fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch {
      if (signal?.aborted) throw cancelled();
      throw offline();
    }
  }
}

async function readJson(response: Response, signal?: AbortSignal): Promise<unknown> {
  let text: string | null;
  try {
    text = await boundedText(response);
  } catch {
    if (signal?.aborted) throw cancelled();
    throw offline();
  }
  if (text === null) throw unreadable(`token endpoint, HTTP ${response.status}, ${TOO_LARGE}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (response.status >= 500) throw serverFailed(response.status);
    throw unreadable(`token endpoint, HTTP ${response.status}, not JSON`);
  }
}

function refusal(response: Response, body: unknown, now: number): TokenGrant {
  const { status } = response;
  const parsed = oauthErrorSchema.safeParse(body);
  const error = parsed.success ? parsed.data.error : '';
  const description = parsed.success ? (parsed.data.error_description ?? '') : '';
  if (error === 'invalid_grant') return { ok: false, refused: 'invalid_grant', description };
  if (status === 429) {
    const seconds = retryAfterSeconds(response.headers.get('retry-after'), now) || UNNAMED_RETRY_AFTER_S;
    throw new ApiFailure('rate-limited', `The sign-in service asks to wait ${seconds} s before trying again.`,
      { retryAfterSeconds: seconds, status, code: error || 'rate_limited' });
  }
  if (status >= 500) throw serverFailed(status);
  if (error === 'invalid_client') {
    throw new ApiFailure('refused', 'The booking service does not accept this application\'s client id or secret. '
      + 'Signing in again will not help; ask your administrator to check the application in the developer area.',
    { status, code: error });
  }
  if (!parsed.success) throw unreadable(`token endpoint, HTTP ${status}, not an OAuth error`);
  throw new ApiFailure('refused', `The sign-in service refused the request (${error}${description ? `: ${description}` : ''}).`
    + ' Try signing in again.', { status, code: error });
}

const serverFailed = (status: number) => new ApiFailure('server',
  `The sign-in service failed (HTTP ${status}). Try again in a moment; you stay signed in.`, { status });
