// An item as the wire shows it with dates (spec 2.2, rated): the unrated members plus parameters, packages and
// the rate; and the top-level query echo and events of a rated answer.
import type { ItemRate, RateQuery } from '../pricing/index.js';
import type { Item, RateEvent } from '../state/model.js';
import { amountText } from '../minor-units.js';
import type { Store } from '../state/store.js';
import { dayLabel } from './display-text.js';
import { itemRecord, shownParams } from './item-view.js';
import { amount, rateRecord } from './rate-view.js';

export interface ItemView {
  staffView: boolean;
  /** One of a list (GET item), which writes meta as JSON text even rated. */
  listed: boolean;
  /** packages=1 (4.2): each package option also names its item and, rated, its price for the period. */
  withPackages: boolean;
}

/** 2.2 package; select_package_params 0: an add-on takes the main item's counts (pricing/packages.ts). */
export function packageRecords(
  store: Store, item: Item, withPackages: boolean, rate?: ItemRate,
): Record<string, unknown>[] {
  const { currency } = store.state.account.locale;
  return item.packages.map((option) => {
    const added = store.item(option.itemId);
    const priced = rate?.packages.find((p) => p.option.packageId === option.packageId);
    const detail = withPackages
      ? { item_id: option.itemId, name: added?.name ?? '', ...(priced ? { price: amountText(priced.cents, currency) } : {}) }
      : {};
    return { package_id: option.packageId, optin: option.optin, select_package_params: 0, ...detail };
  });
}

/** lock is Checkfront's "Controls inventory" flag; the sandbox counts units, not people, so it is 0 throughout. */
function paramRecords(store: Store, item: Item, counts: Record<string, number>, staffView: boolean) {
  const { currency } = store.state.account.locale;
  return Object.fromEntries(shownParams(item, staffView).map(([id, config]) => [id, {
    price: amount(config.price, currency), lbl: store.state.params.find((p) => p.id === id)?.label ?? '', lock: 0,
    qty: counts[id] ?? config.def, hide: config.hidden ? 1 : 0, customer_hide: config.customerHide ? 1 : 0,
    req: config.required ? 1 : 0,
    range: 0, def: config.def, MIN: config.min, MAX: config.max,
  }]));
}

/** gprice: group pricing is not modelled, so each parameter has one range (MIN-MAX) priced per unit (P). */
function groupPrices(item: Item, staffView: boolean): Record<string, Record<string, string>> {
  return Object.fromEntries(shownParams(item, staffView)
    .map(([id, config]) => [id, { [`${config.min}-${config.max}`]: 'P' }]));
}

export function ratedItem(store: Store, rate: ItemRate, view: ItemView): Record<string, unknown> {
  const { item, period } = rate;
  const { account } = store.state;
  return {
    ...itemRecord(store, item, { staffView: view.staffView, rated: true, listed: view.listed }),
    package: packageRecords(store, item, view.withPackages, rate),
    param: paramRecords(store, item, rate.counts, view.staffView),
    qty: 1, days: period.days, discount: { amount: amount(rate.discountCents, account.locale.currency) },
    gprice: groupPrices(item, view.staffView),
    local_start_date: dayLabel(account, period.startDay), local_end_date: dayLabel(account, period.endDay),
    rate: rateRecord(store, rate),
  };
}

/**
 * 2.2: the rated answer echoes the query as the service read it, in the request's own text: counts as "1", not 1,
 * as Checkfront's documented answer writes them (item-rated.json); and, as recorded live rated answers do, the
 * discount and gift certificate codes and the exclusions, false where none was given.
 */
export function queryEcho(store: Store, query: RateQuery): Record<string, unknown> {
  const { account } = store.state;
  return {
    start_date: String(query.startDay), discount_code: query.discountCode ?? false, giftcert_code: false, exclude: false,
    ...(query.endDay !== undefined ? { end_date: String(query.endDay) } : {}),
    ...(query.startTime !== undefined ? { start_time: query.startTime } : {}),
    ...(query.endTime !== undefined ? { end_time: query.endTime } : {}),
    param: Object.fromEntries(Object.entries(query.params).map(([id, count]) => [id, String(count)])),
    local_start_date: dayLabel(account, query.startDay),
    ...(query.endDay !== undefined ? { local_end_date: dayLabel(account, query.endDay) } : {}),
  };
}

/** 2.2: the events that touched the answer, keyed by event id. */
export function eventsEcho(rates: readonly ItemRate[]): Record<string, unknown> {
  const events = new Map<number, RateEvent>();
  for (const rate of rates) for (const event of rate.events) events.set(event.id, event);
  return Object.fromEntries([...events.values()].sort((a, b) => a.id - b.id)
    .map((event) => [String(event.id), { name: event.name, start_date: event.startDate, end_date: event.endDate }]));
}
