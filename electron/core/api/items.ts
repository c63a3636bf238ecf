// Items and their calendar (spec 4.2, 2.2): unrated without dates, rated (with SLIPs) with a period.
import type { Day } from '../../../shared/domain/dates.js';
import {
  calendarResponseSchema, itemListResponseSchema, itemResponseSchema, ratedItemListResponseSchema,
  ratedItemResponseSchema, type WireCalendarResponse, type WireItemListResponse, type WireItemResponse,
  type WireRatedItemListResponse, type WireRatedItemResponse,
} from '../../../shared/wire/index.js';
import { segment, type CallOptions, type Caller } from './caller.js';
import type { FormParams } from './form-encoding.js';

export interface ItemFilter {
  categoryId?: number;
  /** Name contains. */
  keyword?: string;
  itemIds?: readonly number[];
  /** Show package options (packages=1). */
  withPackages?: boolean;
  /** soft rates despite date-rule breaches, off skips the checks (7); the service honours it for staff only. */
  rules?: 'soft' | 'off';
}

/** A period to rate: start (and end) days, or one day ("date", same-day bookings); times for hourly items. */
export type RatePeriod = ({ startDate: Day; endDate?: Day } | { date: Day }) & { startTime?: string; endTime?: string };

export type RatedItemQuery = ItemFilter & RatePeriod & {
  /** Items with at least this many units left. */
  minAvailable?: number;
  discountCode?: string;
  /** Booking parameters (2.4): count per parameter id, e.g. {1: 2} for two adults. */
  parameters?: Readonly<Record<string, number>>;
};

export interface CalendarRange {
  startDate?: Day;
  endDate?: Day;
  categoryId?: number;
}

export const isRated = (query: ItemFilter | RatedItemQuery): query is RatedItemQuery =>
  'startDate' in query || 'date' in query;

function filterParams(query: ItemFilter): FormParams {
  return {
    category_id: query.categoryId,
    keyword: query.keyword,
    // 4.2: item_id is "a comma-separated list".
    item_id: query.itemIds && query.itemIds.length > 0 ? query.itemIds.join(',') : undefined,
    packages: query.withPackages,
    rules: query.rules,
  };
}

function rateParams(query: RatedItemQuery): FormParams {
  return {
    ...filterParams(query),
    ...('date' in query ? { date: query.date } : { start_date: query.startDate, end_date: query.endDate }),
    start_time: query.startTime,
    end_time: query.endTime,
    available: query.minAvailable,
    discount_code: query.discountCode,
    param: query.parameters,
  };
}

export function listItems(call: Caller, query: ItemFilter | RatedItemQuery, options?: CallOptions):
  Promise<WireItemListResponse | WireRatedItemListResponse> {
  return isRated(query)
    ? call.read(ratedItemListResponseSchema, 'item', rateParams(query), options)
    : call.read(itemListResponseSchema, 'item', filterParams(query), options);
}

export function getItem(call: Caller, itemId: number, query: ItemFilter | RatedItemQuery, options?: CallOptions):
  Promise<WireItemResponse | WireRatedItemResponse> {
  const path = `item/${segment(itemId)}`;
  return isRated(query)
    ? call.read(ratedItemResponseSchema, path, rateParams(query), options)
    : call.read(itemResponseSchema, path, filterParams(query), options);
}

/** One item uses item/{id}/cal; several (or a category) item/cal with item_id[] (4.2). */
export function itemCalendar(call: Caller, items: number | readonly number[], range: CalendarRange = {},
  options?: CallOptions): Promise<WireCalendarResponse> {
  const period = { start_date: range.startDate, end_date: range.endDate };
  if (typeof items === 'number') return call.read(calendarResponseSchema, `item/${segment(items)}/cal`, period, options);
  const itemIds = items.length > 0 ? items : undefined;
  return call.read(calendarResponseSchema, 'item/cal', { ...period, item_id: itemIds, category_id: range.categoryId }, options);
}
