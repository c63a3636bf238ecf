// The keys that reach the search box from anywhere: Ctrl+K (also while typing elsewhere, as in most apps) and
// "/" (only when not typing, so a slash can still be written in a note).
import type { RefObject } from 'react';
import { isTyping } from '../../navigation/shortcuts.js';
import { useAppKey } from '../../navigation/use-app-key.js';

export function useSearchShortcuts(inputRef: RefObject<HTMLInputElement | null>, onOpen: () => void): void {
  useAppKey((event) => {
    const ctrlK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
    const slash = event.key === '/' && !event.ctrlKey && !event.altKey && !isTyping(event);
    if (!ctrlK && !slash) return;
    event.preventDefault();
    inputRef.current?.focus();
    inputRef.current?.select();
    onOpen();
  });
}
