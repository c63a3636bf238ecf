// The orders the screens read (the listing, each column's, the search keys) are kept up to date change by change.
// Whatever comes and goes between two reads, a read must list exactly what sorting every item again would list.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SortedIndex } from '../../../../../electron/core/offline/working-set/sorted-index.js';

/** A booking in miniature: few days, so that many share one, and ids that break the tie (a total order). */
interface Item { day: number; id: number }
const byDayThenId = (a: Item, b: Item) => a.day - b.day || a.id - b.id;

/** A step: add a new item, take out a held one (by its index among those held), or read the order. */
type Step = { add: { day: number } } | { remove: number } | { read: true };
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ add: fc.record({ day: fc.integer({ min: 0, max: 5 }) }) }) },
  { weight: 3, arbitrary: fc.record({ remove: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ read: true as const }) },
);

describe('a sorted index kept change by change', () => {
  it('reads exactly the held items sorted, after any adds and removes', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 40 }), fc.array(step, { maxLength: 300 }),
      (first, steps) => {
        let nextId = 0;
        const held: Item[] = first.map((day) => ({ day, id: nextId++ }));
        const index = new SortedIndex<Item>(byDayThenId);
        index.reset([...held].sort(byDayThenId));
        for (const change of steps) {
          if ('add' in change) {
            const item = { day: change.add.day, id: nextId++ };
            held.push(item);
            index.add(item);
          } else if ('remove' in change) {
            if (held.length === 0) continue;
            const [item] = held.splice(change.remove % held.length, 1);
            index.remove(item!);
          } else {
            expect(index.items()).toEqual([...held].sort(byDayThenId));
          }
        }
        expect(index.items()).toEqual([...held].sort(byDayThenId));
      }), { numRuns: 300 });
  });

  // Many changes between two reads (a busy day's listings read again, a sync's page), each found by binary search and
  // placed in one pass: the same rule, over batches that large.
  it('reads exactly the held items sorted when many changes wait between two reads', () => {
    const change = fc.oneof({ weight: 3, arbitrary: fc.record({ add: fc.integer({ min: 0, max: 5 }) }) },
      { weight: 2, arbitrary: fc.record({ remove: fc.nat() }) });
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 400 }),
      fc.array(fc.array(change, { minLength: 65, maxLength: 200 }), { maxLength: 4 }), (first, batches) => {
        let nextId = 0;
        const held: Item[] = first.map((day) => ({ day, id: nextId++ }));
        const index = new SortedIndex<Item>(byDayThenId);
        index.reset([...held].sort(byDayThenId));
        for (const batch of batches) {
          for (const one of batch) {
            if ('add' in one) {
              const item = { day: one.add, id: nextId++ };
              held.push(item);
              index.add(item);
            } else if (held.length > 0) {
              index.remove(held.splice(one.remove % held.length, 1)[0]!);
            }
          }
          expect(index.items()).toEqual([...held].sort(byDayThenId));
        }
      }), { numRuns: 200 });
  });

  it('reads exactly the held items sorted when the changes spread over a long list, short of its ends', () => {
    const held = Array.from({ length: 30_000 }, (_, id) => ({ day: id % 500, id }));
    const index = new SortedIndex<Item>(byDayThenId);
    index.reset([...held].sort(byDayThenId));
    const changed = (item: Item) => item.id % 3 === 0 && item.day > 10 && item.day < 450;
    for (const item of held.filter(changed)) index.remove(item);
    const added = Array.from({ length: 12_000 }, (_, at) => ({ day: 11 + ((at * 7) % 430), id: 30_000 + at }));
    for (const item of added) index.add(item);
    expect(index.items()).toEqual([...held.filter((item) => !changed(item)), ...added].sort(byDayThenId));
  });

  // Changes far apart (a check-in here, a payment there) are each placed where they belong when few, merged when many.
  it.each([['a few', 3], ['seventy', 35]])('reads exactly the held items sorted after %s changes far apart in a long list',
    (_many, pairs) => {
      const held = Array.from({ length: 30_000 }, (_, id) => ({ day: id % 500, id }));
      const index = new SortedIndex<Item>(byDayThenId);
      index.reset([...held].sort(byDayThenId));
      const changed = (item: Item) => item.id % Math.floor(30_000 / pairs) === 7;
      for (const item of held.filter(changed)) index.remove(item);
      const added = Array.from({ length: pairs + 1 }, (_, at) => ({ day: (at * 131) % 500, id: 30_000 + at }));
      for (const item of added) index.add(item);
      expect(index.items()).toEqual([...held.filter((item) => !changed(item)), ...added].sort(byDayThenId));
    });
});
