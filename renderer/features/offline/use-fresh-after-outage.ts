// Back online, every answer that came from the working set (it carries asOf) is asked for again, so a screen
// left open through the outage does not keep saying "desk's copy" once the service answers.
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDesk } from '../../desk/DeskProvider.js';

function fromWorkingSet(query: Query): boolean {
  const data: unknown = query.state.data;
  return typeof data === 'object' && data !== null && typeof (data as { asOf?: unknown }).asOf === 'number';
}

export function useFreshAfterOutage(): void {
  const desk = useDesk();
  const queryClient = useQueryClient();
  useEffect(() => desk.on('connectivity', (state) => {
    if (state.online) void queryClient.invalidateQueries({ predicate: fromWorkingSet });
  }), [desk, queryClient]);
}
