// The status bar: account, who is acting, online or offline, the last sync and what waits in the outbox, and
// sign-in warnings, always in view. How well credentials are kept is told on Accounts only.
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import { useEffect, useState } from 'react';
import type { EventPayload } from '../../../shared/contract/events.js';
import { useDesk } from '../../desk/DeskProvider.js';
import { useDeskMutation, useDeskStatus } from '../../desk/hooks.js';
import { ageText } from '../../i18n/age-text.js';
import { useOnline } from '../offline/use-online.js';
import { useFormatter } from '../../ui/account-format.js';
import { authWarningText } from '../../desk/desk-notices.js';
import { countsText } from '../outbox/outbox-text.js';
import { VenueStatus } from '../venue/VenueStatus.js';
import './status-bar.css';

function useEventState<N extends 'sync.progress'>(name: N): EventPayload<N> | null {
  const desk = useDesk();
  const [state, setState] = useState<EventPayload<N> | null>(null);
  useEffect(() => desk.on(name, (payload) => setState(payload)), [desk, name]);
  return state;
}

const WORDS = words(defineMessages({
  signedInAs: { id: 'status.signedInAs', defaultMessage: '{name} (signed in)' },
  signedIn: { id: 'status.signedInStaff', defaultMessage: 'Signed-in staff member' },
  status: { id: 'status.label', defaultMessage: 'Status' },
  noAccount: { id: 'status.noAccount', defaultMessage: 'No account' },
  demoAccount: { id: 'status.demoAccount', defaultMessage: 'Demo account' },
  online: { id: 'status.online', defaultMessage: 'Online' },
  offline: { id: 'status.offline', defaultMessage: 'Offline' },
  lastAnswer: { id: 'status.lastAnswer', defaultMessage: 'last answer {age}' },
  syncing: { id: 'status.syncing', defaultMessage: 'Syncing {done}' },
  syncingOf: { id: 'status.syncingOf', defaultMessage: 'Syncing {done} of {total}' },
  lastSync: { id: 'status.lastSync', defaultMessage: 'Last sync {age}' },
}));

function ActingStaff() {
  const { data: status } = useDeskStatus();
  const intl = useIntl();
  const setActing = useDeskMutation('staff.setActing', ['bookings.list', 'bookings.held', 'bookings.get']);
  if (!status || status.staff.length === 0) return null;
  return (
    <label className="statusbar-acting">
      <FormattedMessage id="status.acting" defaultMessage="Acting:" />{' '}
      <select
        value={status.acting?.accountId ?? ''}
        disabled={setActing.isPending}
        onChange={(event) => setActing.mutate({ accountId: event.target.value === '' ? null : Number(event.target.value) })}
      >
        <option value="">{status.signedInAs ? intl.formatMessage(WORDS.signedInAs, { name: status.signedInAs.name }) : intl.formatMessage(WORDS.signedIn)}</option>
        {status.staff.map((member) => <option key={member.accountId} value={member.accountId}>{member.name}</option>)}
      </select>
    </label>
  );
}

export function StatusBar() {
  const { data: status } = useDeskStatus();
  const intl = useIntl();
  const format = useFormatter();
  const sync = useEventState('sync.progress');
  const online = useOnline();
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (!status) return <footer className="statusbar" />;
  const { connectivity, auth } = status;
  const waiting = countsText(intl, status.outbox);
  return (
    <footer className="statusbar" aria-label={intl.formatMessage(WORDS.status)}>
      {/* The demo account's name is the desk's own words; an account a person added keeps the name they gave it. */}
      {status.account?.kind === 'demo' ? <span>{intl.formatMessage(WORDS.demoAccount)}</span>
        : status.account ? <span translate="no">{status.account.label}</span> : <span>{intl.formatMessage(WORDS.noAccount)}</span>}
      <ActingStaff />
      <span role="status" aria-live="polite">
        <span className={`dot ${online ? 'dot-online' : 'dot-offline'}`} aria-hidden="true" />
        {intl.formatMessage(online ? WORDS.online : WORDS.offline)}
        {connectivity.lastContactAt ? <span className="muted"> · {intl.formatMessage(WORDS.lastAnswer, { age: ageText(intl, connectivity.lastContactAt) })}</span> : null}
      </span>
      {sync && sync.phase !== 'idle' ? <span>{sync.total ? intl.formatMessage(WORDS.syncingOf, { done: sync.done, total: sync.total })
        : intl.formatMessage(WORDS.syncing, { done: sync.done })}</span> : null}
      {status.sync.lastSyncAt !== null ? <span>{intl.formatMessage(WORDS.lastSync, { age: ageText(intl, status.sync.lastSyncAt) })}</span> : null}
      {waiting ? <a href="#/outbox" className={status.outbox.conflicts ? 'statusbar-warning' : undefined}>{waiting}</a> : null}
      <VenueStatus />
      {auth.warning ? <span className="statusbar-warning" role="alert">{authWarningText(intl, auth.warning, (at) => format.dateTime(at / 1000))}</span> : null}
      {/* The keyring notice is said once, on Accounts, where a person can act on it. */}
    </footer>
  );
}
