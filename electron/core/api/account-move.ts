// Whether the desk may keep an address the service moved the account to (HTTP 301, spec 7, 9). The same rule as
// for an address a person adds (https, plain http only on this computer, no name, password or query), and the
// credentials never follow a move to another server by themselves: the person decides. A server is
// its origin (scheme, host and port): another port of the same host may be anyone's, so it is another server.
import { checkServiceAddress } from '../../../shared/domain/service-address.js';
import { ApiFailure } from './api-errors.js';

/** `elsewhere`: a safe address on another host, for the person to accept or not. */
export type MoveCheck = { ok: true; baseUrl: string } | { ok: false; failure: ApiFailure; elsewhere?: string };

export function checkAccountMove(fromBaseUrl: string, movedTo: string): MoveCheck {
  const checked = checkServiceAddress(movedTo);
  if (!checked.ok) {
    return {
      ok: false,
      failure: new ApiFailure('refused', `The booking service says this account moved to an address Frontdesk does not `
        + `send your sign-in to. ${checked.problem} Tell your administrator.`, { status: 301, code: 'unsafe_move' }),
    };
  }
  const to = new URL(checked.baseUrl);
  if (to.origin !== new URL(fromBaseUrl).origin) {
    return {
      ok: false,
      failure: new ApiFailure('refused', `The booking service says this account moved to another server, ${to.host}. `
        + 'Frontdesk did not send your sign-in there. If your administrator confirms the move, accept it under '
        + `Accounts (${checked.baseUrl}).`, { status: 301, code: 'move_to_another_host' }),
      elsewhere: checked.baseUrl,
    };
  }
  return checked;
}
