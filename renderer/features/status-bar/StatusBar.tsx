// The status bar: account, who is acting, online or offline, and sign-in warnings, always in view.
import { useEffect, useState } from 'react';
import type { EventPayload } from '../../../shared/contract/events.js';
import { useDesk } from '../../desk/DeskProvider.js';
import { useDeskMutation, useDeskStatus } from '../../desk/hooks.js';
import { age } from '../../ui/format.js';
import './status-bar.css';

function useEventState<N extends 'outbox.changed' | 'sync.progress'>(name: N): EventPayload<N> | null {
  const desk = useDesk();
  const [state, setState] = useState<EventPayload<N> | null>(null);
  useEffect(() => desk.on(name, (payload) => setState(payload)), [desk, name]);
  return state;
}

function ActingStaff() {
  const { data: status } = useDeskStatus();
  const setActing = useDeskMutation('staff.setActing', ['bookings.list', 'bookings.get']);
  if (!status || status.staff.length === 0) return null;
  return (
    <label className="statusbar-acting">
      Acting:{' '}
      <select
        value={status.acting?.accountId ?? ''}
        disabled={setActing.isPending}
        onChange={(event) => setActing.mutate({ accountId: event.target.value === '' ? null : Number(event.target.value) })}
      >
        <option value="">Signed-in staff member</option>
        {status.staff.map((member) => <option key={member.accountId} value={member.accountId}>{member.name}</option>)}
      </select>
    </label>
  );
}

export function StatusBar() {
  const { data: status } = useDeskStatus();
  const outbox = useEventState('outbox.changed');
  const sync = useEventState('sync.progress');
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (!status) return <footer className="statusbar" />;
  const { connectivity, auth } = status;
  return (
    <footer className="statusbar" aria-label="Status">
      <span>{status.account ? status.account.label : 'No account'}</span>
      <ActingStaff />
      <span role="status" aria-live="polite">
        <span className={`dot ${connectivity.online ? 'dot-online' : 'dot-offline'}`} aria-hidden="true" />
        {connectivity.online ? 'Online' : 'Offline'}
        {connectivity.lastContactAt ? <span className="muted"> · last answer {age(connectivity.lastContactAt)}</span> : null}
      </span>
      {sync && sync.phase !== 'idle' ? <span>Syncing {sync.done}{sync.total ? ` of ${sync.total}` : ''}</span> : null}
      {outbox ? <span>{outbox.pending} pending {outbox.pending === 1 ? 'write' : 'writes'}{outbox.conflicts ? `, ${outbox.conflicts} to resolve` : ''}</span> : null}
      {auth.warning ? <span className="statusbar-warning" role="alert">{auth.warning}</span> : null}
      {status.vaultWarning ? <span className="statusbar-warning">{status.vaultWarning}</span> : null}
    </footer>
  );
}
