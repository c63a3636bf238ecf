// Every key the app answers wherever the focus is (Alt+1…, ?, Ctrl+K and /, a screen's single letters: I, O, U, B, N,
// G, [, ], T): one listener on the window each, and none of them acts while a question is open. A question holds
// the keyboard (ui/open-question.ts): the page behind it neither moves nor stamps anything.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { questionOpen } from '../ui/open-question.js';

/** Calls the latest `onKey` for every key pressed while no question is open; callers need not memoise it. */
export function useAppKey(onKey: (event: KeyboardEvent) => void): void {
  const latest = useRef(onKey);
  useLayoutEffect(() => {
    latest.current = onKey;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (!questionOpen()) latest.current(event);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
