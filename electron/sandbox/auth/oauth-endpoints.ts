// /oauth/ (authorize page) and /oauth/token/ (code exchange and refresh), spec 5.2.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { declaresOversizeBody, type PlainAnswer } from '../http/api-endpoint.js';
import { readBody, requestParams } from '../http/incoming.js';
import type { Params } from '../http/params.js';
import type { SandboxServices } from '../services.js';
import { authorizePage, oauthErrorPage } from './authorize-page.js';
import { basicCredentials } from './basic.js';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from './lifetimes.js';
import { isLoopbackRedirect, redirectWith } from './redirect-uri.js';

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http://127.0.0.1:* http://localhost:*; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
};
const JSON_HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };

const text = (params: Params, name: string) => (typeof params[name] === 'string' ? (params[name] as string) : '');
const page = (status: number, body: string): PlainAnswer => ({ status, headers: { ...PAGE_HEADERS }, body });
const oauthError = (status: number, error: string, description: string): PlainAnswer => ({
  status, headers: { ...JSON_HEADERS }, body: JSON.stringify({ error, error_description: description }),
});

export async function serveOAuth(services: SandboxServices, request: IncomingMessage, url: URL): Promise<PlainAnswer> {
  const path = url.pathname.replace(/\/+$/, '');
  const method = (request.method ?? 'GET').toUpperCase();
  let params: Params;
  if (declaresOversizeBody(request)) return oauthError(400, 'invalid_request', 'The request body is larger than 1 MB.');
  try {
    params = requestParams(url, await readBody(request), request.headers['content-type']);
  } catch {
    return oauthError(400, 'invalid_request', 'The request body could not be read.');
  }
  if (path === '/oauth/token') {
    if (method !== 'POST') return { ...oauthError(405, 'invalid_request', 'Use POST.'), headers: { ...JSON_HEADERS, Allow: 'POST' } };
    return exchange(services, request, params);
  }
  if (method === 'GET') return showAuthorize(services, params);
  if (method === 'POST') return decide(services, params, request.socket.remoteAddress ?? '');
  return page(405, oauthErrorPage('Use GET or POST.'));
}

/** Problems with client_id or redirect_uri are shown, never redirected (RFC 6749 §4.1.2.1). */
function checkClient(services: SandboxServices, params: Params): PlainAnswer | null {
  const { client } = services.store.state.credentials;
  if (text(params, 'client_id') !== client.clientId) return page(400, oauthErrorPage('This application is not known.'));
  if (!isLoopbackRedirect(text(params, 'redirect_uri'))) {
    return page(400, oauthErrorPage('The redirect address must be a loopback address (http://127.0.0.1:port/…).'));
  }
  return null;
}

function showAuthorize(services: SandboxServices, params: Params, message = '', status = 200): PlainAnswer {
  const problem = checkClient(services, params);
  if (problem) return problem;
  const redirectUri = text(params, 'redirect_uri');
  const state = text(params, 'state');
  if (text(params, 'response_type') !== 'code') {
    return { status: 302, headers: { Location: redirectWith(redirectUri, { error: 'unsupported_response_type', state }) }, body: '' };
  }
  const pkce = pkceProblem(params);
  if (pkce) return { status: 302, headers: { Location: redirectWith(redirectUri, { error: 'invalid_request', error_description: pkce, state }) }, body: '' };
  const { account, credentials } = services.store.state;
  return page(status, authorizePage({
    appName: credentials.client.name, accountName: account.name, clientId: credentials.client.clientId,
    redirectUri, state, message, login: text(params, 'login'), codeChallenge: text(params, 'code_challenge'),
  }));
}

// PKCE is optional here, as on many services: a request without a challenge signs in as before; one with a challenge
// must use S256 and its code is traded only with the matching verifier.
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

function pkceProblem(params: Params): string | null {
  const challenge = text(params, 'code_challenge');
  const method = text(params, 'code_challenge_method');
  if (challenge === '') return method === '' ? null : 'code_challenge_method without code_challenge.';
  if (method !== 'S256') return 'Only code_challenge_method=S256 is supported.';
  return S256_CHALLENGE.test(challenge) ? null : 'code_challenge must be 43 base64url characters.';
}

const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function decide(services: SandboxServices, params: Params, remoteAddress: string): PlainAnswer {
  const problem = checkClient(services, params);
  if (problem) return problem;
  const redirectUri = text(params, 'redirect_uri');
  const state = text(params, 'state');
  const pkce = pkceProblem(params);
  if (pkce) return { status: 302, headers: { Location: redirectWith(redirectUri, { error: 'invalid_request', error_description: pkce, state }) }, body: '' };
  if (text(params, 'decision') === 'deny') {
    return { status: 302, headers: { Location: redirectWith(redirectUri, { error: 'access_denied', state }) }, body: '' };
  }
  const staff = services.store.state.staff.find((s) => s.login === text(params, 'login').trim());
  if (!staff || staff.password !== text(params, 'password')) {
    return showAuthorize(services, params, 'The login or password is wrong. Try again.', 401);
  }
  const code = services.tokens.issueCode(text(params, 'client_id'), redirectUri, staff.accountId, text(params, 'code_challenge'));
  staff.lastLogin = { at: services.clock.nowWhole(), ip: remoteAddress };
  services.store.changed();
  return { status: 302, headers: { Location: redirectWith(redirectUri, { code, state }) }, body: '' };
}

function exchange(services: SandboxServices, request: IncomingMessage, params: Params): PlainAnswer {
  const { client } = services.store.state.credentials;
  // "should be sent as HTTP Basic credentials"; real clients also send them in the body, so both are accepted.
  const basic = basicCredentials(request.headers);
  const clientId = basic?.user ?? text(params, 'client_id');
  const clientSecret = basic?.password ?? text(params, 'client_secret');
  if (clientId !== client.clientId || clientSecret !== client.clientSecret) {
    return { ...oauthError(401, 'invalid_client', 'The client id or secret is wrong.'), headers: { ...JSON_HEADERS, 'WWW-Authenticate': 'Basic realm="oauth"' } };
  }
  const grant = text(params, 'grant_type');
  if (grant === 'authorization_code') return exchangeCode(services, params, clientId);
  if (grant === 'refresh_token') {
    const rotated = services.tokens.rotate(text(params, 'refresh_token'), clientId);
    services.store.changed();
    if (!rotated.ok) return oauthError(400, 'invalid_grant', rotated.reason);
    return tokenAnswer(rotated.tokens.accessToken, rotated.tokens.refreshToken);
  }
  return oauthError(400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token.');
}

function exchangeCode(services: SandboxServices, params: Params, clientId: string): PlainAnswer {
  const taken = services.tokens.takeCode(text(params, 'code'));
  services.store.changed();
  if (!taken.ok) {
    const why = taken.reason === 'expired' ? 'The code is older than 60 seconds; sign in again.' : 'The code is not valid.';
    return oauthError(400, 'invalid_grant', why);
  }
  if (taken.issued.clientId !== clientId || taken.issued.redirectUri !== text(params, 'redirect_uri')) {
    return oauthError(400, 'invalid_grant', 'The code was issued to another client or redirect address.');
  }
  const { codeChallenge } = taken.issued;
  if (codeChallenge !== undefined && challengeOf(text(params, 'code_verifier')) !== codeChallenge) {
    return oauthError(400, 'invalid_grant', 'The code_verifier does not match the code_challenge (PKCE).');
  }
  const tokens = services.tokens.issueTokens(clientId, taken.issued.accountId);
  return tokenAnswer(tokens.accessToken, tokens.refreshToken);
}

function tokenAnswer(accessToken: string, refreshToken: string): PlainAnswer {
  return {
    status: 200, headers: { ...JSON_HEADERS },
    body: JSON.stringify({
      access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_SECONDS,
      refresh_token: refreshToken, refresh_expires_in: REFRESH_TOKEN_SECONDS,
    }),
  };
}
