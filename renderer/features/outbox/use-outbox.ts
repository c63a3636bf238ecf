// The outbox as the screens use it: the list, kept in step with the desk's 'outbox.changed' event, and the
// actions a person takes on a queued write.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallName } from '../../../shared/contract/calls.js';
import { useDesk } from '../../desk/DeskProvider.js';
import { DeskFailure } from '../../desk/desk-client.js';
import { useDeskMutation, useDeskQuery } from '../../desk/hooks.js';
import { useRefreshOn } from '../../desk/use-refresh-on.js';

/** A queued write landing, failing or leaving changes the bookings it touches as well as the list. */
const AFTER_OUTBOX_CHANGE: CallName[] = ['outbox.list', 'bookings.get', 'bookings.list', 'bookings.held', 'notes.list', 'day.contents',
  'shift.record', 'shift.summary', 'bookings.timeline', 'readiness.board'];

/** Mounted once (App): every change to the queue refetches what shows it. */
export function useOutboxRefresh(): void {
  useRefreshOn('outbox.changed', AFTER_OUTBOX_CHANGE);
}

export function useOutboxList() {
  return useDeskQuery('outbox.list', {});
}

export function useWriteActions() {
  return {
    retry: useDeskMutation('outbox.retry', AFTER_OUTBOX_CHANGE),
    discard: useDeskMutation('outbox.discard', AFTER_OUTBOX_CHANGE),
    editNote: useDeskMutation('outbox.editNote', AFTER_OUTBOX_CHANGE),
  };
}

/**
 * Asks the service first: its answer is what tells the desk the connection is back (the banner goes at once), and
 * if it is still away the person reads that rather than nothing. The queue is then sent and the working set
 * refreshed either way.
 */
export function useSyncNow() {
  const desk = useDesk();
  const queryClient = useQueryClient();
  return useMutation<void, DeskFailure, void>({
    mutationFn: async () => {
      const ping = await desk.call('desk.ping', {});
      await desk.value('sync.now', {});
      if (!ping.ok) throw new DeskFailure(ping.error);
    },
    onSettled: async () => {
      await Promise.all([...AFTER_OUTBOX_CHANGE, 'desk.status'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
    },
  });
}
