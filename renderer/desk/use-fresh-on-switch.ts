// Answers belong to an account and, for bookmarks and the basket, to the staff member acting: when either changes,
// what the screens hold from before is dropped and asked for again, so no one sees another's bookings or basket.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDeskStatus } from './hooks.js';

export function useFreshOnSwitch(): void {
  const queryClient = useQueryClient();
  const { data: status } = useDeskStatus();
  const scope = status ? `${status.account?.id ?? ''}|${status.acting?.accountId ?? ''}` : null;
  const previous = useRef(scope);
  useEffect(() => {
    if (scope === null || scope === previous.current) return;
    const switched = previous.current !== null;
    previous.current = scope;
    if (switched) void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'desk.status' });
  }, [scope, queryClient]);
}
