// The desk's status in the page's cache, as the desk last pushed it. An answer to desk.status asked before a push and
// arriving after it is older than the push and must not replace it: a page opened while the desk's first sync was
// finishing kept the answer from before the sync (the status is never stale on its own) and never said "Last sync".
import type { QueryClient } from '@tanstack/react-query';
import type { DeskStatus } from '../../shared/contract/model/account.js';
import type { DeskClient } from './desk-client.js';

const STATUS_KEY = ['desk.status', {}];

/**
 * Keeps the cached status in step with the desk's pushes; returns the unsubscribe. A push sent before the page was
 * listening never arrives (a desk whose first sync ended while the page was opening: no "Last sync" until the next
 * change), so the status is read again each time the pushes start reaching the page.
 */
export function followDeskStatus(desk: DeskClient, client: QueryClient): () => void {
  const stopPushes = followPushes(desk, client);
  const stopLive = desk.onLive(() => void client.invalidateQueries({ queryKey: STATUS_KEY, refetchType: 'all' }));
  return () => {
    stopPushes();
    stopLive();
  };
}

function followPushes(desk: DeskClient, client: QueryClient): () => void {
  let latest: DeskStatus | null = null;
  return desk.on('desk.status', (status) => {
    latest = status;
    client.setQueryData(STATUS_KEY, status);
    const inFlight = client.getQueryCache().find({ queryKey: STATUS_KEY, exact: true })?.promise;
    // The query keeps its answer before this runs (it waited on the same promise first); the push is put back after.
    const putBack = () => {
      if (latest === status) client.setQueryData(STATUS_KEY, status);
    };
    inFlight?.then(putBack, putBack);
  });
}
