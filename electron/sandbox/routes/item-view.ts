// An item as the wire shows it without dates (spec 2.2, samples/item-unrated.json): meta and rules JSON-encoded,
// images keyed by position with their URLs. rated-item-view.ts builds on the same fields.
import type { AccountProfile, Item, ParamConfig } from '../state/model.js';
import type { Store } from '../state/store.js';

const META = { display_mode: 'dropdown', item_package_rate: '', delay: 0 };

/** Parameters a caller may see: customers do not see staff-only (customer_hide) ones (4.7). */
export function shownParams(item: Item, staffView: boolean): [string, ParamConfig][] {
  return Object.entries(item.params).filter(([, config]) => staffView || !config.customerHide);
}

/** docs/api-assumptions.md: { param: {id: {MIN, MAX}}, fixed: {start_time}, date: {min_len, max_len, start_days} }. */
function itemRules(item: Item, staffView: boolean): Record<string, unknown> {
  // The recorded sample sends MIN and MAX as text; so does the sandbox.
  const param = Object.fromEntries(shownParams(item, staffView)
    .map(([id, config]) => [id, { MIN: String(config.min), MAX: String(config.max) }]));
  const { minLen, maxLen, startDays } = item.dateRules;
  const date = {
    ...(minLen !== undefined ? { min_len: minLen } : {}), ...(maxLen !== undefined ? { max_len: maxLen } : {}),
    ...(startDays !== undefined ? { start_days: startDays } : {}),
  };
  return { param, fixed: { start_time: item.fixedStartTime }, ...(Object.keys(date).length > 0 ? { date } : {}) };
}

function itemMeta(item: Item, rated: boolean): Record<string, unknown> {
  return rated ? { ...META, default_len: item.len } : { ...META };
}

function imageOf(account: AccountProfile, image: Item['images'][number], withUrls: boolean) {
  const base = `https://${account.hostId}`;
  const entry = { title: image.title, src: image.src, path: image.path };
  if (!withUrls) return entry;
  return { ...entry, url: `${base}/media/${image.src}.jpg`, url_medium: `${base}${image.path}`,
    url_small: `${base}/media/S${image.src}.jpg` };
}

/** 2.2 image: an object keyed by position, from 1. */
function itemImages(account: AccountProfile, item: Item, withUrls: boolean): Record<string, unknown> {
  return Object.fromEntries(item.images.map((image, index) => [String(index + 1), imageOf(account, image, withUrls)]));
}

/** Grouped items (2.2): a parent lists its children; P parent, C child, blank for a plain item. */
function productGroup(item: Item): { product_group_type: string; product_group_children: string } {
  if (item.childIds.length > 0) return { product_group_type: 'P', product_group_children: item.childIds.join(',') };
  return { product_group_type: item.parentId !== null ? 'C' : '', product_group_children: '' };
}

/**
 * The members every item has, in the order of the recorded sample. Rated: meta is an object with default_len,
 * images carry no URLs and the product group members (seen in the unrated sample only) are left out.
 */
export function itemRecord(
  store: Store, item: Item, view: { staffView: boolean; rated: boolean },
): Record<string, unknown> {
  const { rated, staffView } = view;
  const category = store.state.categories.find((c) => c.id === item.categoryId);
  return {
    unit: item.unit, item_id: item.id, sku: item.sku, url: '', lock: 0, visibility: item.visibility,
    name: item.name, pos: item.pos, summary: item.summary, details: item.details,
    meta: rated ? itemMeta(item, true) : JSON.stringify(itemMeta(item, false)),
    stock: item.stock, unlimited: item.unlimited ? 1 : 0, video: item.video ?? { id: '', start: 0 },
    image: itemImages(store.state.account, item, !rated), category_id: item.categoryId,
    rated: rated ? 1 : 0,
    ...(rated ? {} : productGroup(item)),
    type: 'I', status: 'A', alias_id: 0, len: item.len, rules: JSON.stringify(itemRules(item, staffView)),
    category: category?.name ?? '',
  };
}
