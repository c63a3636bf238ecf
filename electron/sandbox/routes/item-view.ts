// An item as the wire shows it without dates (spec 2.2, samples/item-unrated.json): meta and rules JSON-encoded,
// images keyed by position with their URLs. rated-item-view.ts builds on the same fields.
import { amountText } from '../minor-units.js';
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

/**
 * A grouped parent's child as Checkfront documents it (ref/webhook/item-update.rst: "Contains the Item object of the
 * items that are children"; examples/response/webhook-item-update.json): the item's stored row, every member text
 * and the structured ones JSON-encoded, its alias_id the parent's id.
 */
function childRecord(store: Store, child: Item, staffView: boolean): Record<string, unknown> {
  const { currency } = store.state.account.locale;
  const params = Object.entries(child.params);
  return {
    item_id: String(child.id), sku: child.sku, stock: String(child.stock), name: child.name,
    category_id: String(child.categoryId),
    price: JSON.stringify({ 0: Object.fromEntries(params.map(([id, config]) => [id, amountText(config.price, currency)])) }),
    price_type: 'U', summary: child.summary, url: '', img: child.images[0]?.src ?? '',
    meta: JSON.stringify(itemMeta(child, false)), enabled: child.enabled ? '1' : '0', status: 'A',
    unlimited: child.unlimited ? '1' : '0', alias_id: String(child.parentId ?? 0), lock: '1',
    package: JSON.stringify(Object.fromEntries(child.packages.map((option) => [option.packageId, { optin: option.optin }]))),
    rated: '1', visible: '1', visibility: child.visibility, taxes: '', video: JSON.stringify(child.video ?? { id: '', start: 0 }),
    rules: JSON.stringify(itemRules(child, staffView)), unit: child.unit, len: String(child.len),
    param: JSON.stringify(Object.fromEntries(params.map(([id, config]) => [id, config.def]))), ecom: '1', gprice: '{}',
    type: 'I', price_fixed: '0.00', pos: String(child.pos), location: null, details: child.details, extra_details: '',
    commission_type: 'P', commission_amount: null, product_group_type: 'C', product_group_children: '',
  };
}

/** Grouped items (2.2): a parent lists its children's records; P parent, C child, blank for a plain item. */
function productGroup(store: Store, item: Item, staffView: boolean): { product_group_type: string; product_group_children: unknown } {
  if (item.childIds.length > 0) {
    const children = item.childIds.flatMap((id) => { const child = store.item(id); return child ? [childRecord(store, child, staffView)] : []; });
    return { product_group_type: 'P', product_group_children: children };
  }
  return { product_group_type: item.parentId !== null ? 'C' : '', product_group_children: '' };
}

/**
 * The members every item has, in the order of the recorded sample. Rated: meta has default_len, an object for one
 * item (Checkfront's item-rated.json) and JSON text in a list, as a live list writes it; images carry no URLs. The
 * product group members are there rated too, as recorded live rated answers have them.
 */
export function itemRecord(
  store: Store, item: Item, view: { staffView: boolean; rated: boolean; listed?: boolean },
): Record<string, unknown> {
  const { rated, staffView } = view;
  const meta = itemMeta(item, rated);
  const category = store.state.categories.find((c) => c.id === item.categoryId);
  return {
    unit: item.unit, item_id: item.id, sku: item.sku, url: '', lock: 0, visibility: item.visibility,
    name: item.name, pos: item.pos, summary: item.summary, details: item.details,
    meta: rated && !view.listed ? meta : JSON.stringify(meta),
    stock: item.stock, unlimited: item.unlimited ? 1 : 0, video: item.video ?? { id: '', start: 0 },
    image: itemImages(store.state.account, item, !rated), category_id: item.categoryId,
    rated: rated ? 1 : 0,
    ...productGroup(store, item, staffView),
    type: 'I', status: 'A', alias_id: 0, len: item.len, rules: JSON.stringify(itemRules(item, staffView)),
    category: category?.name ?? '',
  };
}
