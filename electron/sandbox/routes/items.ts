// GET item and item/{item_id} (spec 2.2, 4.2): unrated without dates; rated, with SLIPs, with dates.
import type { ApiAnswer, RequestContext } from '../http/context.js';
import { READ_METHODS, type Route } from '../http/router.js';
import { rateItem, type ItemRate } from '../pricing/index.js';
import type { Item } from '../state/model.js';
import { filterItems, seesStaffView, visibleItem, visibleItems } from './catalogue.js';
import { readItemRequest, type ItemRequest } from './item-request.js';
import { itemRecord } from './item-view.js';
import { eventsEcho, packageRecords, queryEcho, ratedItem, type ItemView } from './rated-item-view.js';

function unratedItem(context: RequestContext, item: Item, view: ItemView): Record<string, unknown> {
  const record = itemRecord(context.store, item, { staffView: view.staffView, rated: false });
  return view.withPackages ? { ...record, package: packageRecords(context.store, item, true) } : record;
}

function viewOf(context: RequestContext, request: ItemRequest, listed: boolean): ItemView {
  return { staffView: seesStaffView(context), withPackages: request.withPackages, listed };
}

const keyedById = (records: Record<string, unknown>[]) =>
  Object.fromEntries(records.map((record) => [String(record.item_id), record]));

/** The list's own parameters (4.2) that can be echoed as text; never credentials, nor the nested param[…]. */
const ECHOED = ['start_date', 'end_date', 'date', 'start_time', 'end_time', 'category_id', 'packages', 'available',
  'keyword', 'item_id', 'discount_code', 'rules'];

/**
 * A live item list echoes the parameters it was asked with in request, as sent (a recorded live rated list:
 * "start_date": "20150501", "category_id": "5", "packages": "1" beside path and resource); one item does not.
 */
function requestEcho(context: RequestContext): Record<string, string> {
  return Object.fromEntries(ECHOED.flatMap((name) => {
    const value = context.params[name];
    // A repeated parameter (item_id[]=…) is a list, not text to echo.
    return typeof value === 'string' ? [[name, value]] : [];
  }));
}

function listItems(context: RequestContext): ApiAnswer {
  const { store } = context;
  const request = readItemRequest(context);
  const view = viewOf(context, request, true);
  const items = filterItems(visibleItems(store, view.staffView), request.filter);
  if (request.rate === null) {
    const records = items.map((item) => unratedItem(context, item, view));
    // 2.2: "The unrated response has query as an empty array." A list answers under items, as the live service
    // does (Checkfront's PHP SDK reads $response['items']); one item answers under item.
    return {
      member: 'items', data: keyedById(records), request: { echo: requestEcho(context), records: records.length },
      extra: { query: [] },
    };
  }
  const query = request.rate;
  const rates: ItemRate[] = items.map((item) => rateItem(store, item, query))
    .filter((rate) => request.minAvailable === undefined || rate.unitsLeft >= request.minAvailable);
  return {
    member: 'items', data: keyedById(rates.map((rate) => ratedItem(store, rate, view))),
    request: { echo: requestEcho(context), records: rates.length },
    extra: { query: queryEcho(store, query), events: eventsEcho(rates) },
  };
}

function oneItem(context: RequestContext): ApiAnswer {
  const { store } = context;
  const request = readItemRequest(context);
  const view = viewOf(context, request, false);
  const item = visibleItem(store, view.staffView, context.pathParams.item_id ?? '');
  if (request.rate === null) return { member: 'item', data: unratedItem(context, item, view), extra: { query: [] } };
  const rate = rateItem(store, item, request.rate);
  return {
    member: 'item', data: ratedItem(store, rate, view),
    extra: { query: queryEcho(store, request.rate), events: eventsEcho([rate]) },
  };
}

export const itemRoutes: Route[] = [
  { methods: READ_METHODS, pattern: 'item', access: 'public', handler: listItems },
  { methods: READ_METHODS, pattern: 'item/:item_id', access: 'public', handler: oneItem },
];
