// The quick filter's words, kept outside React's state so that a key draws only what reads them (the box, the table,
// the pager), not the Bookings screen around them with all its hooks. Kept while the desk is open, like the screen's
// other choices (ui/visit-state.ts): back from a booking, the words are still there.
import { useCallback, useSyncExternalStore } from 'react';

let typed = '';
const readers = new Set<() => void>();

function subscribe(reader: () => void) {
  readers.add(reader);
  return () => readers.delete(reader);
}

export function setQuickText(text: string) {
  if (text === typed) return;
  typed = text;
  for (const reader of readers) reader();
}

export const quickText = () => typed;

export const hasWords = (text: string) => text.trim() !== '';

/** The words as typed, for useQuickText. */
export const asTyped = (text: string) => text;

/**
 * What a component reads of the words: it draws again only when that changes. `read` must give a string or a boolean
 * (compared by value), and be the same function from render to render.
 */
export function useQuickText<T extends string | boolean>(read: (text: string) => T): T {
  const snapshot = useCallback(() => read(typed), [read]);
  return useSyncExternalStore(subscribe, snapshot);
}
