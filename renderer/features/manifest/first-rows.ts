// A long day draws a screenful of rows first and the rest once that is painted: a day of 350 rows took 200–300 ms
// to draw and lay out before any of it showed (a desk started with the service down). The rest follows in
// a transition, so a key pressed meanwhile is answered first.
import { startTransition, useEffect, useState } from 'react';

/** More than a 1920×1080 screen holds in Compact. */
export const FIRST_ROWS = 40;

/** How many rows to draw now: FIRST_ROWS until rows have been painted once, then all of them. */
export function useRowBudget(hasRows: boolean): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!hasRows || all) return;
    let timer = 0;
    // A task queued from an animation frame runs once that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setAll(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [hasRows, all]);
  return all ? Infinity : FIRST_ROWS;
}

/** Each group's rows to draw now, in the order the groups are drawn: whole groups first, the one that crosses the budget cut. */
export function rowsPerGroup(groupSizes: readonly number[], budget: number): number[] {
  let left = budget;
  return groupSizes.map((size) => {
    const rows = Math.min(size, left);
    left -= rows;
    return rows;
  });
}
