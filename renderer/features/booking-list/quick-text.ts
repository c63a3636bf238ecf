// The quick filter's words, kept outside React's state so that a key draws only what reads them (the table, the
// pager), not the Bookings screen around them with all its hooks, and those only after the frame that shows the key's
// rows when the rows were painted in the key's own event (key-painter.ts). Kept while the desk is open, like the
// screen's other choices (ui/visit-state.ts): back from a booking, the words are still there.
import { useCallback, useSyncExternalStore } from 'react';

let typed = '';
const readers = new Set<() => void>();
/** The box itself (followQuickText), told at once even when a key's rows are painted before React draws. */
const boxReaders = new Set<() => void>();

const subscriber = (set: Set<() => void>) => (reader: () => void) => {
  set.add(reader);
  return () => set.delete(reader);
};
const subscribe = subscriber(readers);
const subscribeBox = subscriber(boxReaders);

const tell = (set: Set<() => void>) => () => {
  for (const reader of set) reader();
};
const tellReaders = tell(readers);
const tellBox = tell(boxReaders);

export function setQuickText(text: string) {
  if (text === typed) return;
  typed = text;
  tellBox();
  tellReaders();
}

/**
 * The words of a key whose rows are painted already (key-painter.ts): React draws the rest of what the
 * words change (the pager, the total, the notes) after the frame that shows the rows, not before it. Readers that
 * draw meanwhile read the new words.
 */
export function setPaintedQuickText(text: string) {
  typed = text;
  tellBox();
  requestAnimationFrame(() => setTimeout(tellReaders, 0));
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

/**
 * Keeps the box showing the words when they change other than by typing in it (Clear filters), without React
 * drawing the box at each key; `followed` is told after each such change. Returns the unsubscribe.
 */
export function followQuickText(box: HTMLInputElement, followed: () => void): () => void {
  const follow = () => {
    if (box.value === typed) return;
    box.value = typed;
    followed();
  };
  follow();
  return subscribeBox(follow);
}
