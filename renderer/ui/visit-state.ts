// A screen's choices for as long as the desk is open (period, day, filters, sort): a person who opens a booking and
// comes back finds the screen as they left it. Kept in memory only; choices meant to outlive the window use
// stored-choice.ts.
import { useCallback, useState, type SetStateAction } from 'react';

const visits = new Map<string, unknown>();

/** useState whose value outlives the screen's unmount, under `key` (one per screen and choice). */
export function useVisitState<T>(key: string, initial: T | (() => T)): [T, (next: SetStateAction<T>) => void] {
  const [value, setValue] = useState<T>(() => {
    if (visits.has(key)) return visits.get(key) as T;
    return typeof initial === 'function' ? (initial as () => T)() : initial;
  });
  const set = useCallback((next: SetStateAction<T>) => {
    setValue((current) => {
      const value = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
      visits.set(key, value);
      return value;
    });
  }, [key]);
  return [value, set];
}

/** A screen's remembered scroll position, by the address it was read at. */
export const scrollPositions = new Map<string, number>();

/** Where a person was in a list that scrolls in its own frame (the Bookings table), by the list on screen. */
export const listPlaces = new Map<string, { scrollTop: number; active: number }>();
