// Only the screen's own area scrolls (main), never the window. A screen opens at its top; a list a person comes
// back to (after opening a booking) opens where they left it.
import { useEffect, useLayoutEffect } from 'react';
import { scrollPositions } from '../ui/visit-state.js';

/**
 * A booking is a new page each time: always read from its heading. A customer's page holds a list of their bookings,
 * so back from one of them it is where the person left it (a customer not seen before opens at its top anyway).
 */
const opensAtTop = (hash: string) => /^#\/booking\//.test(hash);

/** Frames to wait for a list's rows to arrive (from the query cache, at once; from the desk, a little later). */
const RESTORE_FRAMES = 30;

export function useScreenScroll(element: HTMLElement | null, hash: string): void {
  useLayoutEffect(() => {
    if (!element) return;
    const wanted = opensAtTop(hash) ? 0 : scrollPositions.get(hash) ?? 0;
    element.scrollTop = wanted;
    let frames = 0;
    let frame = 0;
    // Rows render after the first paint when their data is on its way: try again until they are tall enough.
    const settle = () => {
      if (element.scrollTop >= wanted - 1 || ++frames > RESTORE_FRAMES) return;
      element.scrollTop = wanted;
      frame = requestAnimationFrame(settle);
    };
    if (wanted > 0) frame = requestAnimationFrame(settle);
    const stop = () => cancelAnimationFrame(frame);
    element.addEventListener('wheel', stop, { once: true });
    element.addEventListener('keydown', stop, { once: true });
    return () => {
      stop();
      element.removeEventListener('wheel', stop);
      element.removeEventListener('keydown', stop);
    };
  }, [element, hash]);
  useEffect(() => {
    if (!element) return;
    const remember = () => scrollPositions.set(hash, element.scrollTop);
    element.addEventListener('scroll', remember, { passive: true });
    return () => element.removeEventListener('scroll', remember);
  }, [element, hash]);
}
