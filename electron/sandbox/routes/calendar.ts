// GET item/cal and item/{item_id}/cal (spec 4.2, 4.7): units bookable per day, member cal keyed by item_id then
// yyyymmdd (docs/api-assumptions.md, "Items, events and calendar").
import { addDays, dayInZone, type Day } from '../../../shared/domain/dates.js';
import type { ApiAnswer, RequestContext } from '../http/context.js';
import { intList, optionalInt } from '../http/read.js';
import { READ_METHODS, type Route } from '../http/router.js';
import { availabilityCalendar } from '../pricing/index.js';
import type { Item } from '../state/model.js';
import { filterItems, seesStaffView, visibleItem, visibleItems } from './catalogue.js';
import { checkSpan, readDay } from './item-request.js';

/** Without dates the calendar shows today and the next 30 days, in the account's time zone. */
const DEFAULT_DAYS_AHEAD = 30;

function calendarPeriod(context: RequestContext): { first: Day; last: Day } {
  const { params, clock, store } = context;
  const first = readDay(params, 'start_date') ?? dayInZone(clock.nowWhole(), store.state.account.timezone);
  const last = readDay(params, 'end_date') ?? addDays(first, DEFAULT_DAYS_AHEAD);
  checkSpan(first, last);
  return { first, last };
}

function calendarAnswer(context: RequestContext, items: readonly Item[]): ApiAnswer {
  const { first, last } = calendarPeriod(context);
  // 4.7: a Public API caller (and any customer) learns only whether a day is bookable, not the inventory.
  const staffView = seesStaffView(context);
  const cal = Object.fromEntries(items.map((item) => {
    const days = availabilityCalendar(context.store, item, first, last);
    return [String(item.id), Object.fromEntries([...days].map(([day, units]) =>
      [String(day), staffView ? units : units > 0 ? 1 : 0]))];
  }));
  return { member: 'cal', data: cal, request: { records: items.length } };
}

function severalItems(context: RequestContext): ApiAnswer {
  const { params, store } = context;
  const items = filterItems(visibleItems(store, seesStaffView(context)), {
    itemIds: intList(params, 'item_id'), categoryId: optionalInt(params, 'category_id'),
  });
  return calendarAnswer(context, items);
}

function oneItem(context: RequestContext): ApiAnswer {
  const item = visibleItem(context.store, seesStaffView(context), context.pathParams.item_id ?? '');
  return calendarAnswer(context, [item]);
}

export const calendarRoutes: Route[] = [
  { methods: READ_METHODS, pattern: 'item/cal', access: 'public', handler: severalItems },
  { methods: READ_METHODS, pattern: 'item/:item_id/cal', access: 'public', handler: oneItem },
];
