// Back online, every answer that came from the working set (it carries asOf) is asked for again, so a screen
// left open through the outage does not keep saying "desk's copy" once the service answers. An answer that failed
// during the outage is asked for again too: at once where it is on screen, and on its next showing otherwise (a
// failed query is not retried when a screen mounts, so that a failing call cannot loop: it is dropped instead).
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDesk } from '../../desk/DeskProvider.js';

function fromWorkingSet(query: Query): boolean {
  const data: unknown = query.state.data;
  return typeof data === 'object' && data !== null && typeof (data as { asOf?: unknown }).asOf === 'number';
}

const failed = (query: Query) => query.state.status === 'error';

export function useFreshAfterOutage(): void {
  const desk = useDesk();
  const queryClient = useQueryClient();
  useEffect(() => desk.on('connectivity', (state) => {
    if (!state.online) return;
    queryClient.removeQueries({ predicate: (query) => failed(query) && !query.isActive() });
    void queryClient.invalidateQueries({ predicate: (query) => fromWorkingSet(query) || failed(query) });
  }), [desk, queryClient]);
}
