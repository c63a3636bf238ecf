// The filters of booking/index (spec 4.4) as wire parameters. Date filters take < or > (before or after), and a
// range repeats the parameter: start_date=>A&start_date=<B (docs/api-assumptions.md, "Dates").
import { isoDay, type Day } from '../../../shared/domain/dates.js';
import { Repeated, type FormParams, type FormScalar } from './form-encoding.js';

/** A day (yyyymmdd number), an instant (Date: sent as a Unix timestamp), or text the service reads ("today"). */
export type DatePoint = Day | Date | string;

/** On that day, or from / to (inclusive), or both for a range. */
export type DateFilter = DatePoint | { from?: DatePoint; to?: DatePoint };

export interface BookingFilters {
  status?: string;
  customerId?: number;
  customerEmail?: string;
  itemId?: number;
  partnerId?: string | number;
  startDate?: DateFilter;
  endDate?: DateFilter;
  createdDate?: DateFilter;
  lastModified?: DateFilter;
  /** Only the acting staff member's bookmarks: a sandbox extension a real service may ignore. */
  bookmarked?: boolean;
  /** Page size, 100 by default (8). */
  limit?: number;
  /** From 1. */
  page?: number;
}

/** The text of one date point on the wire. */
export function pointText(point: DatePoint): string {
  if (point instanceof Date) return String(Math.floor(point.getTime() / 1000));
  return typeof point === 'number' ? isoDay(point) : point;
}

function dateParam(filter: DateFilter | undefined): FormScalar | Repeated | undefined {
  if (filter === undefined) return undefined;
  if (typeof filter !== 'object' || filter instanceof Date) return pointText(filter);
  const bounds = [
    ...(filter.from !== undefined ? [`>${pointText(filter.from)}`] : []),
    ...(filter.to !== undefined ? [`<${pointText(filter.to)}`] : []),
  ];
  return bounds.length > 0 ? new Repeated(bounds) : undefined;
}

export function bookingFilterParams(filters: BookingFilters): FormParams {
  return {
    status_id: filters.status,
    customer_id: filters.customerId,
    customer_email: filters.customerEmail,
    item_id: filters.itemId,
    partner_id: filters.partnerId,
    start_date: dateParam(filters.startDate),
    end_date: dateParam(filters.endDate),
    created_date: dateParam(filters.createdDate),
    last_modified: dateParam(filters.lastModified),
    bookmark: filters.bookmarked ? 1 : undefined,
    limit: filters.limit,
    page: filters.page,
  };
}
