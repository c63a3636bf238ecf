// The hooks screens use: a contract read as a react-query query, a write as a mutation.
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { CallInput, CallName, CallOutput } from '../../shared/contract/calls.js';
import type { DeskStatus } from '../../shared/contract/model/account.js';
import { useDesk } from './DeskProvider.js';
import type { DeskFailure } from './desk-client.js';

type QueryOptions<N extends CallName> = Omit<UseQueryOptions<CallOutput<N>, DeskFailure>, 'queryKey' | 'queryFn'>;

export function useDeskQuery<N extends CallName>(name: N, input: CallInput<N>, options: QueryOptions<N> = {}) {
  const desk = useDesk();
  return useQuery<CallOutput<N>, DeskFailure>({
    queryKey: [name, input],
    queryFn: () => desk.value(name, input),
    ...options,
  });
}

/**
 * Asks for a read a screen is about to show, before it shows it: the desk works on the answer while the page takes
 * the screen it leaves down, rather than after. The screen's own useDeskQuery of the same input then finds it asked.
 */
export function useDeskPrefetch() {
  const desk = useDesk();
  const queryClient = useQueryClient();
  return <N extends CallName>(name: N, input: CallInput<N>) =>
    void queryClient.prefetchQuery({ queryKey: [name, input], queryFn: () => desk.value(name, input) });
}

/** A write; on success the named queries are refetched so every screen shows the new state. */
export function useDeskMutation<N extends CallName>(name: N, refresh: CallName[] = []) {
  const desk = useDesk();
  const queryClient = useQueryClient();
  return useMutation<CallOutput<N>, DeskFailure, CallInput<N>>({
    mutationFn: (input) => desk.value(name, input),
    onSuccess: async () => {
      await Promise.all(refresh.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
    },
  });
}

export function useDeskStatus() {
  return useDeskQuery('desk.status', {}, { staleTime: Infinity });
}

export function isSignedIn(status: DeskStatus | undefined): boolean {
  return status?.auth.status === 'signed-in';
}
