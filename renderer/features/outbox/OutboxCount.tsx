// The count beside "Outbox" in the navigation: how many writes wait, in the warning colour when one needs a person.
import { useIntl } from 'react-intl';
import { useDeskStatus } from '../../desk/hooks.js';
import './outbox.css';

export function OutboxCount() {
  const counts = useDeskStatus().data?.outbox;
  const intl = useIntl();
  if (!counts) return null;
  const total = counts.pending + counts.conflicts;
  if (total === 0) return null;
  const words = intl.formatMessage({
    id: 'nav.outboxCount',
    defaultMessage: '{conflicts, plural, =0 {{total} waiting} other {{total} waiting, {conflicts} to resolve}}',
  }, { total, conflicts: counts.conflicts });
  return (
    <span className={`badge nav-count ${counts.conflicts ? 'badge-bad' : 'badge-info'}`}>
      <span aria-hidden="true">{total}</span>
      <span className="visually-hidden">{words}</span>
    </span>
  );
}
