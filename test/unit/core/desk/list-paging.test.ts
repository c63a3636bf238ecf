// booking/index's counters against what it served: only pages that exist are offered, and a count that did not
// hold says so.
import { describe, expect, it } from 'vitest';
import { checkedPaging, worthAskingBeyond } from '../../../../electron/core/desk/list-paging.js';

const lying = { page: 1, pages: 8, total: 800 };

describe('a list whose service claims more than it lists', () => {
  it('takes a short page for the last one, whatever pages says', () => {
    expect(checkedPaging({ claimed: { ...lying, page: 4 }, served: 37, limit: 100, counted: null, beyond: null }))
      .toMatchObject({ page: 4, pages: 4, total: 337, countUncertain: expect.stringContaining('counts 800 bookings here but lists 337') });
    expect(checkedPaging({ claimed: { ...lying, page: 5 }, served: 0, limit: 100, counted: null, beyond: null }))
      .toMatchObject({ pages: 4, total: 400 });
  });

  it("asks for the page past the desk's count only when the two disagree, and then takes the desk's count", () => {
    const facts = { claimed: lying, served: 100, limit: 100, counted: 400 };
    expect(worthAskingBeyond(facts)).toBe(true);
    expect(worthAskingBeyond({ ...facts, claimed: { page: 1, pages: 4, total: 400 } })).toBe(false);
    expect(checkedPaging({ ...facts, beyond: 0 })).toMatchObject({ pages: 4, total: 400, countUncertain: expect.any(String) });
  });

  it("keeps the service's count when the page past the desk's count holds bookings (the copy is behind)", () => {
    expect(checkedPaging({ claimed: { page: 1, pages: 5, total: 401 }, served: 100, limit: 100, counted: 400, beyond: 1 }))
      .toEqual({ page: 1, pages: 5, total: 401, countUncertain: null });
  });

  it('says nothing of a count that holds', () => {
    expect(checkedPaging({ claimed: { page: 4, pages: 4, total: 337 }, served: 37, limit: 100, counted: 337, beyond: null }))
      .toEqual({ page: 4, pages: 4, total: 337, countUncertain: null });
  });
});
