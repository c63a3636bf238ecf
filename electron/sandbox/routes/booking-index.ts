// GET booking/index (spec 4.4): filters, paging, and the member keyed by booking_id.
import { ApiError, forbidden } from '../http/api-error.js';
import type { RequestContext } from '../http/context.js';
import { staffOf } from '../http/context.js';
import { dateFilter, inRange, type InstantRange } from '../http/date-filter.js';
import { intList, optionalBool, optionalInt, optionalText, textList } from '../http/read.js';
import type { Booking } from '../state/model.js';
import { listingRecord } from '../views/booking-view.js';

export const DEFAULT_PAGE_SIZE = 100;
/** Maximum page size: "not shown" in the spec; ours (docs/api-assumptions.md). */
export const MAX_PAGE_SIZE = 1000;

type Filter = (booking: Booking) => boolean;

function dateFilters(context: RequestContext): Filter[] {
  const { timezone } = context.store.state.account;
  const now = context.clock.now();
  const fields: [string, (b: Booking) => number][] = [
    ['start_date', (b) => b.startsAt], ['end_date', (b) => b.endsAt],
    ['created_date', (b) => b.createdAt], ['last_modified', (b) => b.lastModified],
  ];
  return fields.flatMap(([name, valueOf]) => {
    const values = textList(context.params, name);
    if (values.length === 0) return [];
    const range: InstantRange = dateFilter(name, values, timezone, now);
    return [(b: Booking) => inRange(range, valueOf(b))];
  });
}

function recordFilters(context: RequestContext): Filter[] {
  const { params, store } = context;
  const filters: Filter[] = [];
  const statuses = textList(params, 'status_id').map((s) => s.toUpperCase());
  if (statuses.length > 0) filters.push((b) => statuses.includes(b.statusId));
  const customerIds = intList(params, 'customer_id');
  if (customerIds.length > 0) filters.push((b) => customerIds.includes(b.customerId));
  const email = optionalText(params, 'customer_email')?.trim().toLowerCase();
  if (email) filters.push((b) => store.customer(b.customerId)?.email.toLowerCase() === email);
  const itemIds = intList(params, 'item_id');
  if (itemIds.length > 0) filters.push((b) => b.lines.some((line) => itemIds.includes(line.itemId)));
  const partners = intList(params, 'partner_id');
  if (partners.length > 0) filters.push((b) => partners.includes(b.partnerId));
  const staff = staffOf(context);
  if (optionalBool(params, 'bookmark') && staff) filters.push((b) => store.isBookmarked(staff.accountId, b.id));
  return filters;
}

export function bookingIndex(context: RequestContext) {
  const limit = optionalInt(context.params, 'limit', 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE;
  const page = optionalInt(context.params, 'page', 1) ?? 1;
  const filters = [...recordFilters(context), ...dateFilters(context)];
  const matching = context.store.bookingsInOrder.filter((b) => filters.every((matches) => matches(b)));
  const pages = Math.max(1, Math.ceil(matching.length / limit));
  const slice = matching.slice((page - 1) * limit, page * limit);
  const records: Record<string, unknown> = {};
  for (const booking of slice) records[String(booking.id)] = listingRecord(context.store, booking);
  return {
    member: 'booking/index',
    data: records,
    request: { resource: 'booking', id: 'index', records: slice.length, total_records: matching.length, limit, page, pages },
  };
}

export function findBooking(context: RequestContext) {
  const id = context.pathParams.id ?? '';
  const booking = context.store.booking(id);
  if (!booking) throw new ApiError(404, 'not_found', `There is no booking "${id}".`);
  return booking;
}

export function actingStaffId(context: RequestContext): number {
  const staff = staffOf(context);
  if (!staff) throw forbidden('staff_only', 'A staff member must act for this request.');
  return staff.accountId;
}
