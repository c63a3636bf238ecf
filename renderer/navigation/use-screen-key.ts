// Single-letter shortcuts of the booking screen (listed in navigation/shortcuts.ts): I, O, B, N.
import { isTyping } from './shortcuts.js';
import { useAppKey } from './use-app-key.js';

/** Not while typing, not with a modifier (Ctrl+B and friends belong to the browser); never behind a question (useAppKey). */
function isPlainKey(event: KeyboardEvent, key: string): boolean {
  if (event.defaultPrevented || event.repeat || event.ctrlKey || event.altKey || event.metaKey) return false;
  return event.key.toLowerCase() === key && !isTyping(event);
}

/** Runs `action` when `key` is pressed on the screen; the latest action is used, so callers need not memoise it. */
export function useScreenKey(key: string, action: () => void): void {
  useAppKey((event) => {
    if (!isPlainKey(event, key)) return;
    event.preventDefault();
    action();
  });
}
