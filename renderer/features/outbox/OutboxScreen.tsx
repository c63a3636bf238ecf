// The Outbox (#/outbox): every change made on this desk that the booking service has not confirmed yet, the
// refused ones first, with what a person can do about each.
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import { ageText } from '../../i18n/age-text.js';
import type { PendingWrite } from '../../../shared/contract/model/outbox.js';
import { useDeskStatus } from '../../desk/hooks.js';
import { Empty, ErrorNotice, Loading } from '../../ui/QueryState.js';
import { inOutboxOrder } from './outbox-text.js';
import { PendingWriteItem } from './PendingWriteItem.js';
import { SyncNowButton } from './SyncNowButton.js';
import { useOutboxList } from './use-outbox.js';
import './outbox.css';

const SAID = words(defineMessages({
  loading: { id: 'outbox.loading', defaultMessage: 'Loading the outbox…' },
  toResolve: { id: 'outbox.group.toResolve', defaultMessage: 'To resolve' },
  waiting: { id: 'outbox.group.waiting', defaultMessage: 'Waiting to be sent' },
}));

function WriteGroup({ id, title, writes, online }: { id: string; title: string; writes: PendingWrite[]; online: boolean }) {
  if (writes.length === 0) return null;
  return (
    <section className="outbox-group" aria-labelledby={id}>
      <h2 id={id}>{title} <span className="muted">({writes.length})</span></h2>
      <ol className="outbox-list">
        {writes.map((write) => <PendingWriteItem key={write.id} write={write} online={online} />)}
      </ol>
    </section>
  );
}

export function OutboxScreen() {
  const list = useOutboxList();
  const { data: status } = useDeskStatus();
  const online = status?.connectivity.online ?? true;
  const lastSync = status?.sync.lastSyncAt ?? null;
  const writes = inOutboxOrder(list.data ?? []);
  const intl = useIntl();
  return (
    <section className="outbox" aria-labelledby="outbox-title">
      <header className="outbox-header">
        <h1 id="outbox-title"><FormattedMessage id="outbox.title" defaultMessage="Outbox" /></h1>
        <SyncNowButton />
      </header>
      <p className="muted">
        <FormattedMessage id="outbox.intro"
          defaultMessage="Changes made on this desk that the booking service has not confirmed yet. {synced, select, yes {Last sync {age}.} other {Not synced yet.}}"
          values={{ synced: lastSync !== null ? 'yes' : 'no', age: lastSync !== null ? ageText(intl, lastSync) : '' }} />
      </p>
      {list.isPending ? <Loading label={intl.formatMessage(SAID.loading)} /> : null}
      <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      {list.data && writes.length === 0 ? <Empty><FormattedMessage id="outbox.empty" defaultMessage="Nothing waiting: every change has reached the booking service." /></Empty> : null}
      <WriteGroup id="outbox-conflicts" title={intl.formatMessage(SAID.toResolve)} online={online}
        writes={writes.filter((write) => write.state === 'conflict')} />
      <WriteGroup id="outbox-pending" title={intl.formatMessage(SAID.waiting)} online={online}
        writes={writes.filter((write) => write.state !== 'conflict')} />
    </section>
  );
}
