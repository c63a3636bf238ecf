import { describe, expect, it } from 'vitest';
import { clampToGrid, moveInGrid } from '../../../../renderer/features/calendar/grid-navigation.js';

const size = { rows: 3, columns: 7 };

describe('moving through the availability grid', () => {
  it('moves one cell with each arrow key', () => {
    const middle = { row: 1, column: 3 };
    expect(moveInGrid(middle, 'ArrowUp', size)).toEqual({ row: 0, column: 3 });
    expect(moveInGrid(middle, 'ArrowDown', size)).toEqual({ row: 2, column: 3 });
    expect(moveInGrid(middle, 'ArrowLeft', size)).toEqual({ row: 1, column: 2 });
    expect(moveInGrid(middle, 'ArrowRight', size)).toEqual({ row: 1, column: 4 });
  });

  it('stops at the edges instead of wrapping', () => {
    expect(moveInGrid({ row: 0, column: 0 }, 'ArrowUp', size)).toEqual({ row: 0, column: 0 });
    expect(moveInGrid({ row: 2, column: 6 }, 'ArrowRight', size)).toEqual({ row: 2, column: 6 });
  });

  it('goes to the row’s ends with Home and End, and the grid’s with Ctrl', () => {
    expect(moveInGrid({ row: 1, column: 3 }, 'Home', size)).toEqual({ row: 1, column: 0 });
    expect(moveInGrid({ row: 1, column: 3 }, 'End', size)).toEqual({ row: 1, column: 6 });
    expect(moveInGrid({ row: 1, column: 3 }, 'Home', size, true)).toEqual({ row: 0, column: 0 });
    expect(moveInGrid({ row: 1, column: 3 }, 'End', size, true)).toEqual({ row: 2, column: 6 });
  });

  it('leaves other keys alone', () => {
    expect(moveInGrid({ row: 1, column: 3 }, 'Enter', size)).toBeNull();
    expect(moveInGrid({ row: 1, column: 3 }, 'a', size)).toBeNull();
  });

  it('keeps the tab stop inside a grid that shrank', () => {
    expect(clampToGrid({ row: 5, column: 30 }, { rows: 2, columns: 30 })).toEqual({ row: 1, column: 29 });
  });
});
