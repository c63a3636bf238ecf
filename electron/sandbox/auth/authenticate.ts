// Who is calling an /api/ path (token pair, OAuth token, or nobody) and as whom they act (X-On-Behalf).
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError, forbidden } from '../http/api-error.js';
import type { Actor } from '../http/context.js';
import type { Params } from '../http/params.js';
import type { SandboxState } from '../state/state.js';
import { basicCredentials, bearerToken } from './basic.js';
import type { TokenBook } from './tokens.js';

export type Principal =
  | { kind: 'pair'; rateKey: string; provider: string }
  | { kind: 'oauth'; staffId: number; rateKey: string; provider: string }
  | { kind: 'anonymous'; rateKey: string; provider: string };

const unauthorized = (code: string, message: string) =>
  new ApiError(401, code, message, [], { 'WWW-Authenticate': 'Bearer realm="api", Basic realm="api"' });

export function authenticate(
  headers: IncomingHttpHeaders, params: Params, state: SandboxState, tokens: TokenBook, remoteAddr: string,
): Principal {
  const { apiKey, apiSecret, client } = state.credentials;
  // Spec 5.2: "The consumer key and secret are sent only to the access token URL."
  if (params.client_secret !== undefined || params.client_id === client.clientId) {
    throw forbidden('consumer_key_refused', 'The OAuth client key and secret belong to /oauth/token/ only.');
  }
  const basic = basicCredentials(headers);
  if (basic) {
    if (basic.user === client.clientId) {
      throw forbidden('consumer_key_refused', 'The OAuth client key and secret belong to /oauth/token/ only.');
    }
    if (basic.user === apiKey && basic.password === apiSecret) {
      return { kind: 'pair', rateKey: `pair:${apiKey}`, provider: 'API Console' };
    }
    throw unauthorized('unauthorized', 'The API key or secret is wrong.');
  }
  const token = bearerToken(headers) ?? (typeof params.access_token === 'string' ? params.access_token : null);
  if (token !== null) {
    const check = tokens.checkAccess(token);
    if (!check.ok && check.reason === 'expired') {
      throw unauthorized('token_expired', 'The access token has expired; refresh it or sign in again.');
    }
    if (!check.ok) throw unauthorized('invalid_token', 'The access token is not valid; sign in again.');
    const { accountId, clientId } = check.tokens;
    return { kind: 'oauth', staffId: accountId, rateKey: `oauth:${clientId}:${accountId}`, provider: client.name };
  }
  return { kind: 'anonymous', rateKey: `public:${remoteAddr}`, provider: 'Public API' };
}

export function requireCredentials(): never {
  throw unauthorized('unauthorized', 'Credentials are required: a Bearer token or the API key and secret.');
}

/** X-On-Behalf picks the acting staff member by id or login; "off" acts as a customer. */
export function resolveActor(principal: Principal, headers: IncomingHttpHeaders, state: SandboxState): Actor {
  if (principal.kind === 'anonymous') return { kind: 'customer' };
  const raw = headers['x-on-behalf'];
  const onBehalf = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (onBehalf !== undefined && onBehalf !== '') {
    if (onBehalf.toLowerCase() === 'off') return { kind: 'customer' };
    const staff = state.staff.find((s) => String(s.accountId) === onBehalf || s.login === onBehalf);
    if (!staff) throw forbidden('unknown_staff', `There is no staff member "${onBehalf}" in this account.`);
    return { kind: 'staff', staff };
  }
  const defaultId = principal.kind === 'oauth' ? principal.staffId : state.staff[0]!.accountId;
  const staff = state.staff.find((s) => s.accountId === defaultId);
  if (!staff) throw new ApiError(401, 'invalid_token', 'The staff member of this token no longer exists.');
  return { kind: 'staff', staff };
}
