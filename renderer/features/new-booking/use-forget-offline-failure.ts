// A change that failed because the service was out of reach is history once the desk hears from the service
// again: its failure is forgotten then, so the screen stops saying "offline" while the desk is online.
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DeskFailure } from '../../desk/desk-client.js';
import { useDeskStatus } from '../../desk/hooks.js';

export function useForgetOfflineFailure<T, V>(mutation: UseMutationResult<T, DeskFailure, V>): void {
  const online = useDeskStatus().data?.connectivity.online;
  const failedOffline = mutation.error?.error.kind === 'offline';
  const { reset } = mutation;
  useEffect(() => {
    if (online && failedOffline) reset();
  }, [online, failedOffline, reset]);
}
