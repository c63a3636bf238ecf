// One queued write on the Outbox screen: what, for which booking, by whom, when, where it stands; a refused one
// with the service's reason and what can be done about it.
import { FormattedMessage, useIntl } from 'react-intl';
import type { PendingWrite } from '../../../shared/contract/model/outbox.js';
import { bookingPath } from '../../navigation/router.js';
import { useFormatter } from '../../ui/account-format.js';
import { stateText, unsavedText, writeText } from './outbox-text.js';
import { WriteActions } from './WriteActions.js';
import { ErrorWords } from '../../ui/InlineError.js';
import { staffText } from '../../ui/staff-words.js';

const BADGE: Record<PendingWrite['state'], string> = { pending: 'badge-info', sending: 'badge-muted', conflict: 'badge-bad' };

function Reason({ write }: { write: PendingWrite }) {
  if (!write.error) return null;
  if (write.state === 'conflict') {
        return (
      <p className="outbox-reason">
        <FormattedMessage id="outbox.reason.refused" defaultMessage="<strong>The booking service said:</strong> {reason}"
          values={{ strong: (said) => <strong>{said}</strong>, reason: <ErrorWords error={write.error} /> }} />
      </p>
    );
  }
  // A pending write is tried again by itself; no connection is already said by the banner and the state.
  if (write.error.kind === 'offline') return null;
  return (
    <p className="hint">
      <FormattedMessage id="outbox.reason.lastTry" defaultMessage="Last try: {reason}" values={{ reason: <ErrorWords error={write.error} /> }} />
    </p>
  );
}

export function PendingWriteItem({ write, online }: { write: PendingWrite; online: boolean }) {
  const format = useFormatter();
  const intl = useIntl();
  const made = new Date(write.createdAt).toISOString();
  return (
    <li className={write.state === 'conflict' ? 'outbox-item is-conflict' : 'outbox-item'}>
      <div className="outbox-item-head">
        <strong className="outbox-what">{writeText(intl, write)}</strong>
        <span className={`badge ${BADGE[write.state]}`}>{stateText(intl, write, online)}</span>
      </div>
      <p className="outbox-meta">
        <FormattedMessage id="outbox.meta" defaultMessage="Booking {code} · by {staff} · {made}" values={{
          code: <a href={`#/${bookingPath(write.bookingCode)}`} translate="no">{write.bookingCode}</a>,
          staff: <span translate="no">{staffText(intl, write.staffName)}</span>,
          made: <time dateTime={made} translate="no">{format.dateTime(made)}</time>,
        }} />
      </p>
      {write.unsaved ? <p className="outbox-reason" role="status">{unsavedText(intl)}</p> : null}
      <Reason write={write} />
      <WriteActions write={write} />
    </li>
  );
}
