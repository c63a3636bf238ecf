// Reads the query of GET item and item/{item_id} (spec 4.2) into a rate query and list filters.
import { addDays, daysBetween, parseDay, type Day } from '../../../shared/domain/dates.js';
import { badRequest } from '../http/api-error.js';
import type { RequestContext } from '../http/context.js';
import type { Params } from '../http/params.js';
import { intList, optionalBool, optionalInt, optionalText, textRecord } from '../http/read.js';
import { minutesOfDay, type RateQuery, type RulesMode } from '../pricing/index.js';
import type { Store } from '../state/store.js';
import { seesStaffView, type CatalogueFilter } from './catalogue.js';

/** Longest period one query may rate or show; the calendar has the same limit (docs/api-assumptions.md). */
export const MAX_DAYS = 366;

export interface ItemRequest {
  /** null: no dates, so the answer is unrated. */
  rate: RateQuery | null;
  filter: CatalogueFilter;
  /** available: items with at least this many units left (rated only). */
  minAvailable?: number;
  withPackages: boolean;
}

export function readDay(params: Params, name: string): Day | undefined {
  const text = optionalText(params, name);
  if (text === undefined || text.trim() === '') return undefined;
  const day = parseDay(text);
  if (day === null) throw badRequest('invalid_parameter', `${name} must be a date written yyyymmdd.`, [name]);
  return day;
}

/** start_date and end_date, or date for a same-day booking; end before start and over-long periods are refused. */
export function readPeriod(params: Params): { startDay: Day; endDay?: Day } | null {
  const sameDay = readDay(params, 'date');
  const startDay = readDay(params, 'start_date') ?? sameDay;
  const endDay = readDay(params, 'end_date') ?? (sameDay !== undefined && startDay === sameDay ? sameDay : undefined);
  if (startDay === undefined) {
    if (endDay !== undefined) throw badRequest('invalid_parameter', 'end_date needs a start_date.', ['start_date']);
    return null;
  }
  if (endDay !== undefined) checkSpan(startDay, endDay);
  return endDay === undefined ? { startDay } : { startDay, endDay };
}

export function checkSpan(startDay: Day, endDay: Day): void {
  if (endDay < startDay) throw badRequest('invalid_parameter', 'end_date must not be before start_date.', ['end_date']);
  if (daysBetween(startDay, endDay) >= MAX_DAYS) {
    throw badRequest('invalid_parameter', `Ask for at most ${MAX_DAYS} days; end_date must be before ` +
      `${addDays(startDay, MAX_DAYS)}.`, ['end_date']);
  }
}

function readTime(params: Params, name: string): string | undefined {
  const text = optionalText(params, name);
  if (text === undefined || text.trim() === '') return undefined;
  if (minutesOfDay(text) === null) {
    throw badRequest('invalid_parameter', `${name} must be a time written HH:MM.`, [name]);
  }
  return text.trim().padStart(5, '0');
}

/** param[<id>]=<count> with the ids of the account's parameters (2.4): words such as adults. */
function readCounts(params: Params, store: Store): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [key, text] of Object.entries(textRecord(params, 'param'))) {
    const field = `param[${key}]`;
    if (!store.state.params.some((p) => p.id === key)) {
      throw badRequest('invalid_parameter', `${field}: there is no booking parameter ${key} in this account.`, [field]);
    }
    if (!/^\d{1,4}$/.test(text.trim())) throw badRequest('invalid_parameter', `${field} must be a count.`, [field]);
    counts[key] = Number(text);
  }
  return counts;
}

/** Rules can be relaxed by staff only: a customer must not book around the account's rules (4.7). */
function readRules(context: RequestContext): RulesMode {
  const text = optionalText(context.params, 'rules')?.trim().toLowerCase() ?? '';
  if (text !== '' && text !== 'soft' && text !== 'off') {
    throw badRequest('invalid_parameter', 'rules must be soft or off (or left out).', ['rules']);
  }
  if (text === '' || !seesStaffView(context)) return 'enforce';
  return text;
}

function readRateQuery(context: RequestContext): RateQuery | null {
  const { params, store, clock } = context;
  const period = readPeriod(params);
  const startTime = readTime(params, 'start_time');
  const endTime = readTime(params, 'end_time');
  const startMinutes = startTime === undefined ? undefined : minutesOfDay(startTime);
  const endMinutes = endTime === undefined ? undefined : minutesOfDay(endTime);
  if (startMinutes != null && endMinutes != null && endMinutes <= startMinutes) {
    throw badRequest('invalid_parameter', 'end_time must be after start_time.', ['end_time']);
  }
  const counts = readCounts(params, store);
  if (period === null) return null;
  const discountCode = optionalText(params, 'discount_code')?.trim() || undefined;
  const rules = readRules(context);
  return { ...period, startTime, endTime, params: counts, discountCode, rules, now: clock.nowWhole() };
}

export function readItemRequest(context: RequestContext): ItemRequest {
  const { params } = context;
  const categoryId = optionalInt(params, 'category_id');
  const keyword = optionalText(params, 'keyword');
  const minAvailable = optionalInt(params, 'available');
  return {
    rate: readRateQuery(context),
    filter: { itemIds: intList(params, 'item_id'), categoryId, keyword },
    minAvailable,
    withPackages: optionalBool(params, 'packages') ?? false,
  };
}
