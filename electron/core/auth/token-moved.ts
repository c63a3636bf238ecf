// Spec 7 and 9: an account that moved answers 301 with the new location; the token request follows it once per
// hop, with the same credentials, and the new address is remembered. The rules of a move are those of
// account-move.ts, and the client secret goes only to a token URL.
import { checkAccountMove } from '../api/account-move.js';
import { ApiFailure } from '../api/api-errors.js';
import type { ServiceAddress } from './oauth-tokens.js';

const MAX_HOPS = 3;
const TOKEN_PATH = /\/oauth\/token\/?$/;

const refused = (message: string, code: string) => new ApiFailure('refused', message, { status: 301, code });

/** The URL to repeat the request at; throws when the move cannot be followed safely. */
export function followMove(response: Response, from: string, hop: number, address: ServiceAddress): string {
  void response.body?.cancel();
  const location = response.headers.get('location');
  if (hop + 1 >= MAX_HOPS || location === null) {
    throw new ApiFailure('server', 'The booking service keeps sending Frontdesk elsewhere (HTTP 301). '
      + 'Try again later; if it persists, tell your administrator.', { status: 301 });
  }
  const target = new URL(location, from);
  // The client secret never travels in clear text because a redirect said so (never downgrade).
  if (new URL(from).protocol === 'https:' && target.protocol !== 'https:') {
    throw refused(`The booking service moved to an address that is not secure (${target.origin}). `
      + 'Frontdesk will not send credentials there; tell your administrator.', 'insecure_move');
  }
  if (!TOKEN_PATH.test(target.pathname) || target.search !== '') {
    throw refused('The booking service sent the sign-in to an address that is not its token URL. '
      + 'Frontdesk did not follow; tell your administrator.', 'unexpected_redirect');
  }
  const movedTo = new URL(target);
  movedTo.pathname = target.pathname.replace(TOKEN_PATH, '');
  const move = checkAccountMove(from, movedTo.toString());
  if (!move.ok) {
    if (move.elsewhere) address.movedElsewhere?.(move.elsewhere);
    throw move.failure;
  }
  address.moved?.(move.baseUrl);
  return `${move.baseUrl}/oauth/token/`;
}
