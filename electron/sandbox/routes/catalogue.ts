// Which items a caller sees (4.7: customers and Public API callers get the customer view) and the list filters
// of GET item (4.2). Items are the store's; wire names stay in the route and view files.
import { ApiError, notFound } from '../http/api-error.js';
import type { RequestContext } from '../http/context.js';
import type { Item } from '../state/model.js';
import type { Store } from '../state/store.js';

export interface CatalogueFilter {
  categoryId?: number;
  keyword?: string;
  itemIds: number[];
}

/** Staff see staff-only items and rules; a customer (X-On-Behalf: off) and a Public API caller do not. */
export function seesStaffView(context: RequestContext): boolean {
  return !context.isPublic && context.actor.kind === 'staff';
}

/** Enabled items a caller may see: never add-ons, which exist only as packages of another item. */
export function visibleItems(store: Store, staffView: boolean): Item[] {
  return store.state.items
    .filter((item) => item.enabled && !item.packageOnly && (staffView || item.visibility === '*'))
    .sort((a, b) => a.pos - b.pos || a.id - b.id);
}

export function filterItems(items: readonly Item[], filter: CatalogueFilter): Item[] {
  const keyword = filter.keyword?.trim().toLowerCase() ?? '';
  return items.filter((item) =>
    (filter.categoryId === undefined || item.categoryId === filter.categoryId) &&
    (keyword === '' || item.name.toLowerCase().includes(keyword)) &&
    (filter.itemIds.length === 0 || filter.itemIds.includes(item.id)));
}

/** item/{item_id}: one visible item, else 404 (a staff-only item does not exist for a customer). */
export function visibleItem(store: Store, staffView: boolean, idText: string): Item {
  const item = /^\d+$/.test(idText) ? store.item(Number(idText)) : undefined;
  if (item?.packageOnly) {
    throw new ApiError(404, 'not_found', `Item ${idText} is sold only as a package of another item; rate that item.`);
  }
  if (!item || !item.enabled || (!staffView && item.visibility !== '*')) {
    throw notFound(`Item ${idText}`);
  }
  return item;
}
