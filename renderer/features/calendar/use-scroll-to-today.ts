// A month is wider than the screen: when a range opens, scroll its day columns so today sits just right of the
// sticky item column (or back to the first day when today is not in the range).
import { useEffect, type RefObject } from 'react';
import type { Day } from '../../../shared/domain/dates.js';

export function useScrollToToday(scroller: RefObject<HTMLElement | null>, days: Day[], ready: boolean): void {
  const first = days[0];
  const count = days.length;
  useEffect(() => {
    const box = scroller.current;
    if (!box || !ready) return;
    const today = box.querySelector<HTMLElement>('th[aria-current="date"]');
    const itemColumn = box.querySelector<HTMLElement>('.cal-corner');
    // Measured on screen: the sticky headers' offsetLeft counts from the page, not from the grid.
    const distance = today && itemColumn
      ? today.getBoundingClientRect().left - itemColumn.getBoundingClientRect().right : -box.scrollLeft;
    box.scrollLeft = Math.max(0, box.scrollLeft + distance);
  }, [scroller, first, count, ready]);
}
