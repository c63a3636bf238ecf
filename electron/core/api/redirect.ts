// Whether to follow a redirect, and where (spec 7, 9). Only a 301 "account moved" is followed, by
// hand, so that the credentials go with it; never from https to http, only to the same /api/3.0/… path, and only
// where the rules of account-move.ts allow.
import { checkAccountMove } from './account-move.js';
import { ApiFailure, unreadable } from './api-errors.js';

export const MAX_MOVES = 3;

export type RedirectDecision =
  | { follow: true; newBaseUrl: string }
  | { follow: false; failure: ApiFailure; elsewhere?: string };

const insecure = () =>
  new ApiFailure(
    'refused',
    'The booking service asked Frontdesk to continue at an unencrypted (http) address. Frontdesk refused, so that ' +
      'your sign-in is never sent in the clear. Tell your administrator.',
    { code: 'insecure_redirect' },
  );

/** Anything but 301 may be a page the user never accepted: credentials must not follow it. */
const elsewhere = (status: number) =>
  unreadable(`it sent the request elsewhere with HTTP ${status}, which Frontdesk does not follow`, {
    code: 'unexpected_redirect', status,
  });

function parseLocation(location: string | null, from: URL): URL | null {
  if (location === null || location.trim() === '') return null;
  try {
    return new URL(location, from);
  } catch {
    return null;
  }
}

/**
 * `from` is the URL just asked; `apiSuffix` its path from "/api/3.0/" on. The new base URL is the Location
 * without that suffix, so the same request can be rebuilt on it (and the account remembers it).
 */
export function decideRedirect(status: number, location: string | null, from: URL, apiSuffix: string): RedirectDecision {
  if (status !== 301) return { follow: false, failure: elsewhere(status) };
  const target = parseLocation(location, from);
  if (target === null) return { follow: false, failure: unreadable('it said the account moved but not where') };
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    return { follow: false, failure: unreadable('it said the account moved, to an address that is not a web address') };
  }
  if (from.protocol === 'https:' && target.protocol !== 'https:') return { follow: false, failure: insecure() };
  if (!target.pathname.endsWith(apiSuffix)) {
    return { follow: false, failure: unreadable('it said the account moved, to an address that is not API 3.0') };
  }
  // The Location less its API suffix and query; a name or password in it stays, for the address rule to refuse.
  const movedTo = new URL(target);
  movedTo.pathname = target.pathname.slice(0, target.pathname.length - apiSuffix.length);
  movedTo.search = '';
  movedTo.hash = '';
  const move = checkAccountMove(from.toString(), movedTo.toString());
  if (move.ok) return { follow: true, newBaseUrl: move.baseUrl };
  return { follow: false, failure: move.failure, ...(move.elsewhere ? { elsewhere: move.elsewhere } : {}) };
}

/** The URL of `path` (below /api/3.0/) on a base URL, with its query string. */
export function apiUrl(baseUrl: string, apiSuffix: string, query: URLSearchParams | null): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${apiSuffix}`);
  if (query && query.size > 0) url.search = query.toString();
  return url;
}
