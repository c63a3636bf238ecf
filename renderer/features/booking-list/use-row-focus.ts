// Roving focus over virtual rows: one row is the table's tab stop, ↑/↓ move it. A row scrolled out of the DOM
// cannot take focus, so a move scrolls it in and, when it was not rendered yet, focuses it once it is.
import { useRef, useState } from 'react';

export function useRowFocus(count: number, scrollToIndex: (index: number) => void) {
  const [active, setActive] = useState(0);
  const wanted = useRef<number | null>(null);
  const body = useRef<HTMLTableSectionElement>(null);

  const focusRow = (index: number): boolean => {
    const row = body.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
    row?.focus({ preventScroll: true });
    return row !== null && row !== undefined;
  };

  // After every painting of the rows (row-painter.ts): the scroll a move caused brings the wanted row a frame later.
  const afterPaint = () => {
    if (wanted.current !== null && focusRow(wanted.current)) wanted.current = null;
  };

  const moveTo = (index: number) => {
    if (count === 0) return;
    const next = Math.max(0, Math.min(count - 1, index));
    setActive(next);
    scrollToIndex(next);
    wanted.current = focusRow(next) ? null : next;
  };

  return { body, active: Math.min(active, Math.max(0, count - 1)), setActive, moveTo, afterPaint };
}
