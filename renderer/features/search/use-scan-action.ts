// What a scanned booking code does: opens the booking, or, when this desk prefers it, checks the guest in through
// the one way every screen stamps a booking: the same questions (a guest already in is said, not stamped twice;
// another day is asked about), the balance due said, and the same undo window. Scans are acted on one at a time, and
// one that comes while a question is open waits for its answer (scan-queue.ts). A scan's line says one scan: the next
// scan replaces it, and it goes when the screen changes or another account is chosen.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useDeskStatus } from '../../desk/hooks.js';
import { bookingPath, navigate, useAddress } from '../../navigation/router.js';
import { onQuestionChange, questionOpen, setWaitingScans } from '../../ui/open-question.js';
import { useStamping } from '../stamps/use-stamping.js';
import { useScanChecksIn } from './scan-preference.js';
import { ScanQueue, type ScanEnd } from './scan-queue.js';

/** The scans handed over, acted on by the latest `act` in turn; cleared when another account is chosen. */
function useScanQueue(act: (scanned: string) => Promise<ScanEnd>): ScanQueue {
  const latest = useRef(act);
  useLayoutEffect(() => {
    latest.current = act;
  });
  const queue = useRef<ScanQueue | null>(null);
  queue.current ??= new ScanQueue({ blocked: questionOpen, act: (scanned) => latest.current(scanned), onWaiting: setWaitingScans });
  useEffect(() => onQuestionChange(() => {
    // Once the question has closed and the screen under it has been drawn again.
    if (!questionOpen()) window.setTimeout(() => void queue.current?.next());
  }), []);
  const account = useDeskStatus().data?.account?.id ?? null;
  useEffect(() => () => queue.current?.clear(), [account]);
  return queue.current;
}

/** Dismisses the scan's line when the screen changes (its words are about where the scan was made). */
function useGoesWithTheScreen(dismiss: () => void): void {
  const screen = useAddress().split('?')[0];
  const latest = useRef(dismiss);
  useLayoutEffect(() => {
    latest.current = dismiss;
  });
  useEffect(() => () => latest.current(), [screen]);
}

export function useScanAction(handle: (scanned: string) => 'code' | 'shown') {
  const preference = useScanChecksIn();
  const stamping = useStamping({ scanned: true });
  useGoesWithTheScreen(stamping.dismiss);
  const queue = useScanQueue(async (scanned) => {
    stamping.dismiss();
    if (handle(scanned) === 'shown') return 'done';
    const code = scanned.trim().toUpperCase();
    if (!preference.checksIn) {
      navigate(bookingPath(code));
      return 'done';
    }
    return stamping.pressInTurn('checkIn', code);
  });

  return {
    preference, onScan: (scanned: string) => queue.receive(scanned),
    outcome: stamping.outcome, dialog: stamping.dialog, dismissOutcome: stamping.dismiss,
  };
}
