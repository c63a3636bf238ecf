// The Outbox (#/outbox): every change made on this desk that the booking service has not confirmed yet, the
// refused ones first, with what a person can do about each.
import type { PendingWrite } from '../../../shared/contract/model/outbox.js';
import { useDeskStatus } from '../../desk/hooks.js';
import { age } from '../../ui/format.js';
import { Empty, ErrorNotice, Loading } from '../../ui/QueryState.js';
import { inOutboxOrder } from './outbox-text.js';
import { PendingWriteItem } from './PendingWriteItem.js';
import { SyncNowButton } from './SyncNowButton.js';
import { useOutboxList } from './use-outbox.js';
import './outbox.css';

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
  return (
    <section className="outbox" aria-labelledby="outbox-title">
      <header className="outbox-header">
        <h1 id="outbox-title">Outbox</h1>
        <SyncNowButton />
      </header>
      <p className="muted">
        Changes made on this desk that the booking service has not confirmed yet.
        {lastSync !== null ? ` Last sync ${age(lastSync)}.` : ' Not synced yet.'}
      </p>
      {list.isPending ? <Loading label="Loading the outbox…" /> : null}
      <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      {list.data && writes.length === 0 ? <Empty>Nothing waiting: every change has reached the booking service.</Empty> : null}
      <WriteGroup id="outbox-conflicts" title="To resolve" online={online}
        writes={writes.filter((write) => write.state === 'conflict')} />
      <WriteGroup id="outbox-pending" title="Waiting to be sent" online={online}
        writes={writes.filter((write) => write.state !== 'conflict')} />
    </section>
  );
}
