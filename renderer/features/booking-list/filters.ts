// The bookings screen's filters: what the person picked (days and text, as the address keeps them) and the
// 'bookings.list' query they become. Pure, so the mapping is tested without a browser.
import type { BookingsLink } from '../../navigation/bookings-link.js';
import type { BookingQuery, BookingSort, DateBounds } from '../../../shared/contract/model/booking-query.js';
import { addDays, instantInZone, isoDay, parseDay, type Day } from '../../../shared/domain/dates.js';
import { DEFAULT_STATUSES } from '../../../shared/domain/statuses.js';

/** Every filter of booking/index (spec 4.4); days are yyyymmdd, bounds inclusive. */
export type BookingFilters = Omit<BookingsLink, 'page'>;

export const NO_FILTERS: BookingFilters = {};

/** The statuses booking/index filters by (spec 3), in the order a desk meets them. */
export const STATUSES = DEFAULT_STATUSES;

export const PAGE_SIZES = [50, 100, 250, 500, 1000] as const;

export function hasFilters(filters: BookingFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '');
}

/** The value of an <input type="date"> for a day, or '' for none. */
export function dateInputValue(day: Day | undefined): string {
  return day === undefined ? '' : isoDay(day);
}

/** An <input type="date"> value ("2026-11-21") as a day; '' or a half-typed date is no day. */
export function dayOfDateInput(value: string): Day | undefined {
  return parseDay(value) ?? undefined;
}

function dayBounds(on: Day | undefined, after: Day | undefined, before: Day | undefined): DateBounds | undefined {
  if (on !== undefined) return { on };
  if (after === undefined && before === undefined) return undefined;
  return { ...(after !== undefined ? { after } : {}), ...(before !== undefined ? { before } : {}) };
}

/** Whole local days in the account's time zone as Unix seconds: from the first second to the last. */
export function instantBounds(after: Day | undefined, before: Day | undefined, timeZone: string) {
  if (after === undefined && before === undefined) return undefined;
  return {
    ...(after !== undefined ? { after: instantInZone(after, timeZone) } : {}),
    ...(before !== undefined ? { before: instantInZone(addDays(before, 1), timeZone) - 1 } : {}),
  };
}

function present<T extends object>(entries: { [K in keyof T]: T[K] | undefined }): Partial<T> {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export function bookingQuery(
  filters: BookingFilters, page: number, limit: number, timeZone: string, sort?: BookingSort,
): BookingQuery {
  return { page, limit, ...listQuery(filters, timeZone, sort) };
}

/** The list the filters choose, in its order, without a page: what the quick filter holds and narrows in the page. */
export function listQuery(filters: BookingFilters, timeZone: string, sort?: BookingSort): Omit<BookingQuery, 'page' | 'limit'> {
  const email = filters.email?.trim();
  return {
    ...(sort ? { sort } : {}),
    ...present<BookingQuery>({
      statusId: filters.status || undefined,
      itemId: filters.itemId,
      customerEmail: email || undefined,
      start: dayBounds(filters.startOn, filters.startAfter, filters.startBefore),
      end: dayBounds(filters.endOn, filters.endAfter, filters.endBefore),
      created: instantBounds(filters.createdAfter, filters.createdBefore, timeZone),
      lastModified: instantBounds(filters.modifiedAfter, filters.modifiedBefore, timeZone),
    }),
  };
}

export type DayFilter = 'startOn' | 'startAfter' | 'startBefore' | 'endOn' | 'endAfter' | 'endBefore' |
  'createdAfter' | 'createdBefore' | 'modifiedAfter' | 'modifiedBefore';

/** "On a day" and "from / to" exclude each other (the service takes one or the other), so picking one clears the other. */
const EXCLUDES: Partial<Record<DayFilter, DayFilter[]>> = {
  startOn: ['startAfter', 'startBefore'], startAfter: ['startOn'], startBefore: ['startOn'],
  endOn: ['endAfter', 'endBefore'], endAfter: ['endOn'], endBefore: ['endOn'],
};

export function withDay(filters: BookingFilters, name: DayFilter, day: Day | undefined): BookingFilters {
  const next: BookingFilters = { ...filters, [name]: day };
  if (day !== undefined) for (const other of EXCLUDES[name] ?? []) delete next[other];
  if (day === undefined) delete next[name];
  return next;
}
