// A desk event that changes what screens show: every query named is asked again when it comes.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CallName } from '../../shared/contract/calls.js';
import type { EventName } from '../../shared/contract/events.js';
import { useDesk } from './DeskProvider.js';

export function useRefreshOn(event: EventName, queries: readonly CallName[]): void {
  const desk = useDesk();
  const queryClient = useQueryClient();
  useEffect(() => desk.on(event, () => {
    for (const key of queries) void queryClient.invalidateQueries({ queryKey: [key] });
  }), [desk, queryClient, event, queries]);
}
