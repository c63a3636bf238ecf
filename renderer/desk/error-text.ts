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
      + 'other {Something went wrong inside Frontdesk. Try again; if it persists, restart it.}}',
  }, {
    id: said.id, host: 'host' in said ? said.host : '', seconds: 'seconds' in said ? said.seconds : 0,
    what: 'what' in said ? said.what : '', status: 'status' in said ? String(said.status) : '',
  });
  return { text, service: false };
}
