// GET booking/index (spec 4.4): filters, paging, and the member keyed by booking_id.
import { pageStart } from '../dialect/answer-forms.js';
import { ApiError, forbidden } from '../http/api-error.js';
import type { RequestContext } from '../http/context.js';
import { staffOf } from '../http/context.js';
import { dateFilter, type InstantRange } from '../http/date-filter.js';
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
  const fields: [string, keyof Booking][] = [
    ['start_date', 'startsAt'], ['end_date', 'endsAt'], ['created_date', 'createdAt'], ['last_modified', 'lastModified'],
  ];
  return fields.flatMap(([name, field]) => {
    const values = textList(context.params, name);
    if (values.length === 0) return [];
    const { from, to }: InstantRange = dateFilter(name, values, timezone, now);
    return [(b: Booking) => (b[field] as number) >= from && (b[field] as number) <= to];
  });
}

function recordFilters(context: RequestContext): Filter[] {
  const { params, store } = context;
  const filters: Filter[] = [];
  const statuses = new Set(textList(params, 'status_id').map((s) => s.toUpperCase()));
  if (statuses.size > 0) filters.push((b) => statuses.has(b.statusId));
  const customerIds = new Set(intList(params, 'customer_id'));
  if (customerIds.size > 0) filters.push((b) => customerIds.has(b.customerId));
  const email = optionalText(params, 'customer_email')?.trim().toLowerCase();
  if (email) filters.push((b) => store.customer(b.customerId)?.email.toLowerCase() === email);
  const itemIds = new Set(intList(params, 'item_id'));
  if (itemIds.size > 0) filters.push((b) => b.lines.some((line) => itemIds.has(line.itemId)));
  const partners = new Set(intList(params, 'partner_id'));
  if (partners.size > 0) filters.push((b) => partners.has(b.partnerId));
  const staff = staffOf(context);
  if (optionalBool(params, 'bookmark') && staff) filters.push((b) => store.isBookmarked(staff.accountId, b.id));
  return filters;
}

/** One pass that counts every match but keeps only the page asked for: 50,000 bookings stay fast. */
function selectPage(bookings: readonly Booking[], filters: Filter[], skip: number, take: number) {
  const slice: Booking[] = [];
  let total = 0;
  const matches = (booking: Booking) => {
    for (const filter of filters) if (!filter(booking)) return false;
    return true;
  };
  for (const booking of bookings) {
    if (!matches(booking)) continue;
    if (total >= skip && slice.length < take) slice.push(booking);
    total += 1;
  }
  return { total, slice };
}

export function bookingIndex(context: RequestContext) {
  const limit = optionalInt(context.params, 'limit', 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE;
  const page = optionalInt(context.params, 'page', 1) ?? 1;
  // Dates first: two comparisons that leave out most bookings before their lines or customers are looked at (a
  // report's item lists over a period scanned every booking's lines, 35 ms a request at 20,000 bookings).
  const filters = [...dateFilters(context), ...recordFilters(context)];
  const skip = pageStart(context.forms, page, limit);
  const { total, slice } = selectPage(context.store.bookingsInOrder, filters, skip, limit);
  const pages = Math.max(1, Math.ceil(total / limit));
  const records: Record<string, unknown> = {};
  for (const booking of slice) records[String(booking.id)] = listingRecord(context.store, booking);
  return {
    member: 'booking/index',
    data: records,
    request: { resource: 'booking', id: 'index', records: slice.length, total_records: total, limit, page, pages },
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
