import { describe, expect, it } from 'vitest';
import type { Item } from '../../../../shared/contract/model/catalogue.js';
import { groupItems, unitsLeftIn } from '../../../../renderer/features/calendar/calendar-rows.js';

function item(id: number, name: string, categoryId: number | null, categoryName: string): Item {
  return { id, name, categoryId, categoryName, unit: 'D', stock: 4, unlimited: false, summaryHtml: '', position: id };
}

const ITEMS = [
  item(101, 'Harbour View Double', 1, 'Accommodations'), item(102, 'Garden Twin', 1, 'Accommodations'),
  item(301, 'Mountain Bike', 3, 'Rentals'), item(900, 'Gift card', null, ''),
];

describe('the calendar rows', () => {
  it('groups items by category in the order they come', () => {
    expect(groupItems(ITEMS).map((group) => [group.categoryName, group.items.map((i) => i.id)])).toEqual([
      ['Accommodations', [101, 102]], ['Rentals', [301]], ['', [900]],
    ]);
  });

  it('shows only the chosen category', () => {
    expect(groupItems(ITEMS, 3)).toEqual([{ categoryName: 'Rentals', items: [ITEMS[2]] }]);
    expect(groupItems(ITEMS, 42)).toEqual([]);
  });

  it('looks up units left by item and day, and knows what it was not told', () => {
    const unitsLeft = unitsLeftIn({ from: 20261121, to: 20261122, items: [{ itemId: 101, days: { 20261121: 3, 20261122: 0 } }] });
    expect(unitsLeft(101, 20261121)).toBe(3);
    expect(unitsLeft(101, 20261122)).toBe(0);
    expect(unitsLeft(101, 20261123)).toBeUndefined();
    expect(unitsLeft(102, 20261121)).toBeUndefined();
  });
});
