// The acting staff member's basket (the service's booking session) and every change to it. Each change answers
// the whole new basket, which goes straight into the cache of basket.get: no second round trip to show it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../shared/contract/calls.js';
import type { Basket } from '../../../shared/contract/model/basket.js';
import { useDesk } from '../../desk/DeskProvider.js';
import type { DeskFailure } from '../../desk/desk-client.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { useForgetOfflineFailure } from './use-forget-offline-failure.js';

type BasketCall = 'basket.add' | 'basket.setQuantity' | 'basket.removeLine' | 'basket.setPackage' |
  'basket.replaceLine' | 'basket.clear';

export type BasketChange = { [N in BasketCall]: { call: N; input: CallInput<N> } }[BasketCall];

export const BASKET_KEY = ['basket.get', {}] as const;

export interface BasketState {
  basket: Basket | null;
  loading: boolean;
  /** The last read or change that failed, until the next one succeeds. */
  failure: DeskFailure | null;
  busy: boolean;
  change: (change: BasketChange, onDone?: () => void) => void;
  discard: () => void;
  /** After an expired basket: forget the failure and ask again (the desk then has no basket). */
  startNew: () => void;
}

export function useBasket(): BasketState {
  const desk = useDesk();
  const queryClient = useQueryClient();
  const query = useDeskQuery('basket.get', {}, { staleTime: 60_000 });
  const put = (basket: Basket | null) => queryClient.setQueryData(BASKET_KEY, basket);
  const mutation = useMutation<Basket, DeskFailure, BasketChange>({
    // The union's call and input belong together by construction; TypeScript cannot follow that pairing.
    mutationFn: ({ call, input }) => desk.value(call, input as never),
    onSuccess: put,
  });
  const ending = useMutation<unknown, DeskFailure, void>({
    mutationFn: () => desk.value('basket.end', {}),
    onSuccess: () => put(null),
  });
  useForgetOfflineFailure(mutation);
  useForgetOfflineFailure(ending);
  const failure = mutation.error ?? ending.error ?? query.error;
  return {
    basket: query.data ?? null,
    loading: query.isPending,
    failure,
    busy: mutation.isPending || ending.isPending,
    change: (change, onDone) => {
      // One change at a time: each answers the whole basket, and the next must start from it.
      if (mutation.isPending || ending.isPending) return;
      ending.reset();
      mutation.mutate(change, { onSuccess: () => onDone?.() });
    },
    discard: () => {
      mutation.reset();
      ending.mutate();
    },
    startNew: () => {
      mutation.reset();
      ending.reset();
      void query.refetch();
    },
  };
}
