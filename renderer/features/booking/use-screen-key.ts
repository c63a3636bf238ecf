// Single-letter shortcuts of the booking screen (listed in navigation/shortcuts.ts): I, O, B, N.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { isTyping } from '../../navigation/shortcuts.js';

/** Not while typing, not with a modifier (Ctrl+B and friends belong to the browser), not behind a dialog. */
function isPlainKey(event: KeyboardEvent, key: string): boolean {
  if (event.defaultPrevented || event.repeat || event.ctrlKey || event.altKey || event.metaKey) return false;
  if (event.key.toLowerCase() !== key || isTyping(event)) return false;
  const target = event.target instanceof Element ? event.target : null;
  return !target?.closest('dialog, [role="dialog"]');
}

/** Runs `action` when `key` is pressed on the screen; the latest action is used, so callers need not memoise it. */
export function useScreenKey(key: string, action: () => void): void {
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPlainKey(event, key)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [key]);
}
