// The grid's rows: the items shown, grouped by category in the service's order, with their units per day.
import type { Calendar, Item } from '../../../shared/contract/model/catalogue.js';
import type { Day } from '../../../shared/domain/dates.js';

export interface ItemGroup {
  /** As the account names it; '' for the items of no category. */
  categoryName: string;
  items: Item[];
}

/** Items of one category (or all), grouped by category in the order the items come (by position). */
export function groupItems(items: readonly Item[], categoryId?: number): ItemGroup[] {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    if (categoryId !== undefined && item.categoryId !== categoryId) continue;
    const name = item.categoryName;
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  return [...groups].map(([categoryName, grouped]) => ({ categoryName, items: grouped }));
}

export type UnitsLeft = (itemId: number, day: Day) => number | undefined;

/** A lookup of units left; undefined for an item or day the answer does not hold. */
export function unitsLeftIn(calendar: Calendar): UnitsLeft {
  const byItem = new Map(calendar.items.map((entry) => [entry.itemId, entry.days]));
  return (itemId, day) => byItem.get(itemId)?.[String(day)];
}
