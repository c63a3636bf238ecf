// Whether a scanned code checks the guest in at once. The contract has no settings call yet, so the choice is
// kept per desk (this computer) in localStorage.
import { useSyncExternalStore } from 'react';

const KEY = 'frontdesk.scanChecksIn';
const listeners = new Set<() => void>();

function readScanChecksIn(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'true';
  } catch {
    // Storage can be switched off; the safe default opens the booking instead of writing to it.
    return false;
  }
}

export function setScanChecksIn(on: boolean): void {
  try {
    window.localStorage.setItem(KEY, String(on));
  } catch {
    return;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useScanChecksIn(): boolean {
  return useSyncExternalStore(subscribe, readScanChecksIn);
}
