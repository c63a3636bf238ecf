// A long day's first paint: a screenful of rows, whole groups first, the group that crosses the budget cut.
import { describe, expect, it } from 'vitest';
import { rowsPerGroup } from '../../../../renderer/features/manifest/first-rows.js';

describe('rows drawn in the first paint', () => {
  it('draws whole groups until the budget, cuts the one that crosses it, and none after', () => {
    expect(rowsPerGroup([10, 25, 12, 3], 40)).toEqual([10, 25, 5, 0]);
  });

  it('draws every row once the budget is lifted', () => {
    expect(rowsPerGroup([10, 25, 12, 3], Infinity)).toEqual([10, 25, 12, 3]);
  });

  it('draws a short day whole', () => {
    expect(rowsPerGroup([2, 3], 40)).toEqual([2, 3]);
  });
});
