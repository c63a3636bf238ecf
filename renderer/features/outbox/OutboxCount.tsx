// The count beside "Outbox" in the navigation: how many writes wait, in the warning colour when one needs a person.
import { useDeskStatus } from '../../desk/hooks.js';
import './outbox.css';

export function OutboxCount() {
  const counts = useDeskStatus().data?.outbox;
  if (!counts) return null;
  const total = counts.pending + counts.conflicts;
  if (total === 0) return null;
  const words = `${total} waiting${counts.conflicts ? `, ${counts.conflicts} to resolve` : ''}`;
  return (
    <span className={`badge nav-count ${counts.conflicts ? 'badge-bad' : 'badge-info'}`}>
      <span aria-hidden="true">{total}</span>
      <span className="visually-hidden">{words}</span>
    </span>
  );
}
