// What went wrong, in the desk's language: the main process sends its own sentences as data (DeskError's `said`)
// and keeps the English for its log; the service's own words are shown as it sent them. A message not yet given as
// data is shown as it came.
import type { IntlShape } from 'react-intl';
import type { DeskError } from '../../shared/contract/desk-error.js';
import { signedOutText } from './desk-notices.js';

/** The message's words, and whether they are the service's own (shown as sent: translate="no"). */
export function errorText(intl: IntlShape, error: Pick<DeskError, 'message' | 'said'>): { text: string; service: boolean } {
  const said = error.said;
  if (!said || said.id === 'service') return { text: error.message, service: said?.id === 'service' };
  if (said.id === 'signedOut' && said.reason) return { text: signedOutText(intl, said.reason), service: false };
  const text = intl.formatMessage({
    id: 'error.said',
    defaultMessage: '{id, select, unreachable {The booking service cannot be reached. Check the connection; work is kept.} '
      + "addressNotFound {The booking service's address ({host}) could not be found. Check the connection and the account address; work is kept.} "
      + 'timedOut {The booking service did not answer within {seconds} s (timed out). Check the connection and try again; work is kept.} '
      + 'signedOut {You are signed out. Sign in again to continue.} cancelled {Cancelled.} '
      + 'unreadable {The booking service sent an answer Frontdesk cannot read ({what}). Try again; if it persists, tell your administrator.} '
      + 'serverFailed {The booking service failed to answer (HTTP {status}). Try again in a moment; if it persists, the service may be down.} '
      + 'rateLimited {The booking service asked Frontdesk to pause. Changes are queued and go out by themselves when the pause is over; try other things again then.} '
      + 'notAccepted {The booking service did not accept the input. Check it and try again.} '
      + 'refused {The booking service refused this request.} '
      + 'saidNo {The booking service said no (HTTP {status}).} '
      + 'notFound {The booking service has no such record. It may have been removed; refresh and try again.} '
      + 'badRequest {Frontdesk sent a request the booking service does not accept. This is a bug in Frontdesk; please report it.} '
      + 'keyOnly {This account signs in with its API key and secret: add the account again to change them.} '
      + 'keyMissing {This desk no longer holds the API key and secret. Add the account again to sign in.} '
      + 'notConnected {This page is not connected to Frontdesk: the page Frontdesk opens works once. Press Enter where Frontdesk runs for a new page, and open that.} '
      + 'deskNotAnswering {Frontdesk is not answering. Is it still running? Restart it and reload this page.} '
      + 'other {Something went wrong inside Frontdesk. Try again; if it persists, restart it.}}',
  }, {
    id: said.id, host: 'host' in said ? said.host : '', seconds: 'seconds' in said ? said.seconds : 0,
    what: 'what' in said ? said.what : '', status: 'status' in said ? String(said.status) : '',
  });
  return { text, service: false };
}
