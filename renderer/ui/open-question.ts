// While a question (any modal dialog: a check-in asked about, a discard, the shortcuts list) is open, it holds the
// keyboard: no shortcut acts on the page behind it, and a barcode scanner's code waits for it to be answered. This is
// the one place that knows: ModalDialog opens and closes questions here, every key handler of the app asks
// questionOpen(), and the scans that wait are named here so that the open question can say so.
import { useSyncExternalStore } from 'react';
import { Listeners } from '../../shared/listeners.js';

let open = 0;
let waiting: readonly string[] = [];
const listeners = new Listeners();

const tell = () => listeners.emit();

export function questionOpen(): boolean {
  return open > 0;
}

/** A question is on screen until the returned function is called (once). */
export function openQuestion(): () => void {
  open += 1;
  tell();
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    open -= 1;
    tell();
  };
}

/** Called whenever a question opens or closes, or the scans waiting change; returns the way to stop. */
export const onQuestionChange = listeners.on;

/** The booking codes scanned while a question was open, in the order scanned, to be said by the question. */
export function setWaitingScans(codes: readonly string[]): void {
  waiting = codes;
  tell();
}

export function useWaitingScans(): readonly string[] {
  return useSyncExternalStore(onQuestionChange, () => waiting);
}
