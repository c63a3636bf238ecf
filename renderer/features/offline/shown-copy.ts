// While offline, one banner says what the screen shows and from when. Each list or booking answered from the
// desk's copy hands its time to the banner instead of a second line of its own: one banner, one time.
import { useEffect, useId, useSyncExternalStore } from 'react';
import { Listeners } from '../../../shared/listeners.js';

const copies = new Map<string, number>();
const listeners = new Listeners();
let oldest: number | null = null;

function changed(): void {
  const times = [...copies.values()].filter((at) => at > 0);
  oldest = times.length > 0 ? Math.min(...times) : null;
  listeners.emit();
}

/** This part of the screen shows the desk's copy taken at `asOf` (Unix seconds); null when it shows none. */
export function useShownCopy(asOf: number | null): void {
  const id = useId();
  useEffect(() => {
    if (asOf === null) return;
    copies.set(id, asOf);
    changed();
    return () => {
      copies.delete(id);
      changed();
    };
  }, [id, asOf]);
}

/** The oldest copy on screen (what the banner must own up to), or null. */
export function useOldestShownCopy(): number | null {
  return useSyncExternalStore(listeners.on, () => oldest);
}
