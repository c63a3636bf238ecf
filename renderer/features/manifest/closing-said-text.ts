// What closing a departure did, in the desk's language: the main process sends it as data (the no-shows set, the
// stock not released, a write refused) and these word it. Pure, so the words are tested on their own.
import type { IntlShape } from 'react-intl';
import type { ClosingSaid } from '../../../shared/contract/model/departures.js';

/** "2 no-shows set to No show, no guest notified.", "Refused by the booking service: …. It waits in the Outbox." */
export function closingSaidText(intl: IntlShape, said: ClosingSaid): string {
  switch (said.kind) {
    case 'noShowsSet': return intl.formatMessage({
      id: 'manifest.departure.said.noShowsSet',
      defaultMessage: '{count, plural, one {# no-show} other {# no-shows}} set to {status}{notify, select, yes {, each guest notified} other {, no guest notified}}.',
    }, { count: said.count, status: said.status, notify: said.notify ? 'yes' : 'no' });
    case 'stockNotReleased': return intl.formatMessage({
      id: 'manifest.departure.said.stockNotReleased',
      defaultMessage: 'Stock is not released: no no-show status is chosen for this account (under Accounts), so each no-show is kept as a note and a mark on this desk, and the booking keeps its status.',
    });
    case 'refused': return intl.formatMessage({
      id: 'manifest.departure.said.refused',
      defaultMessage: '{known, select, yes {Refused by the booking service: {code}: {reason}. It waits in the Outbox.} other {Refused by the booking service: {code}: refused by the booking service. It waits in the Outbox.}}',
    }, { known: said.reason === null ? 'no' : 'yes', code: said.code, reason: said.reason ?? '' });
  }
}
