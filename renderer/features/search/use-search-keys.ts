// The keys that reach the search box from anywhere: Ctrl+K (also while typing elsewhere, as in most apps) and
// "/" (only when not typing, so a slash can still be written in a note).
import { useEffect, useRef, type RefObject } from 'react';
import { isTyping } from '../../navigation/shortcuts.js';
import { dialogOpen } from './use-scanner.js';

export function useSearchShortcuts(inputRef: RefObject<HTMLInputElement | null>, onOpen: () => void): void {
  const openRef = useRef(onOpen);
  useEffect(() => {
    openRef.current = onOpen;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const ctrlK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.altKey && !isTyping(event);
      if ((!ctrlK && !slash) || dialogOpen()) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
      openRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [inputRef]);
}
