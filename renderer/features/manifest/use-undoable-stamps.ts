// A check-in or check-out waits a few seconds before it is sent, so a slip can be taken back; once sent, the
// service holds it (and the note it writes), so the desk says so instead of offering an undo it cannot keep.
// Leaving the screen sends what is waiting: a stamp a person made is never dropped.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDesk } from '../../desk/DeskProvider.js';
import type { StampKind } from './stamp-questions.js';

export const UNDO_SECONDS = 6;

export type StampState =
  | { phase: 'waiting'; kind: StampKind; secondsLeft: number }
  | { phase: 'sending'; kind: StampKind }
  | { phase: 'sent'; kind: StampKind }
  | { phase: 'failed'; kind: StampKind; message: string };

interface Waiting {
  kind: StampKind;
  settle: boolean;
  sendAt: number;
}

export function useUndoableStamps() {
  const desk = useDesk();
  const queryClient = useQueryClient();
  const waiting = useRef(new Map<string, Waiting>());
  const [states, setStates] = useState<ReadonlyMap<string, StampState>>(new Map());
  const setState = useCallback((code: string, state: StampState | null) => setStates((current) => {
    const next = new Map(current);
    if (state) next.set(code, state);
    else next.delete(code);
    return next;
  }), []);

  /** The manifest and the booking as the service now has them, before the row says what happened. */
  const refresh = useCallback(async (code: string) => {
    await queryClient.invalidateQueries({ queryKey: ['day.contents'] });
    await queryClient.invalidateQueries({ queryKey: ['bookings.get', { code }] });
  }, [queryClient]);

  const send = useCallback(async (code: string, { kind, settle }: Waiting) => {
    waiting.current.delete(code);
    setState(code, { phase: 'sending', kind });
    try {
      if (settle) await desk.value('bookings.setStatus', { code, statusId: 'PAID', notify: false, setPaid: true });
      await desk.value(kind === 'checkIn' ? 'bookings.checkIn' : 'bookings.checkOut', { code });
      await refresh(code);
      setState(code, { phase: 'sent', kind });
    } catch (error) {
      await refresh(code);
      setState(code, { phase: 'failed', kind, message: error instanceof Error ? error.message : 'The desk could not send it.' });
    }
  }, [desk, refresh, setState]);

  useEffect(() => {
    const tick = setInterval(() => {
      const now = Date.now();
      for (const [code, entry] of waiting.current) {
        if (entry.sendAt <= now) void send(code, entry);
        else setState(code, { phase: 'waiting', kind: entry.kind, secondsLeft: Math.ceil((entry.sendAt - now) / 1000) });
      }
    }, 250);
    const pending = waiting.current;
    return () => {
      clearInterval(tick);
      for (const [code, entry] of pending) void send(code, entry);
    };
  }, [send, setState]);

  return {
    states,
    stamp: (code: string, kind: StampKind, settle: boolean) => {
      waiting.current.set(code, { kind, settle, sendAt: Date.now() + UNDO_SECONDS * 1000 });
      setState(code, { phase: 'waiting', kind, secondsLeft: UNDO_SECONDS });
    },
    undo: (code: string) => {
      waiting.current.delete(code);
      setState(code, null);
    },
  };
}
