// One booking as the working set keeps it: the listing record, when it was fetched, and the keys search compares.
import type { BookingDetail, BookingSummary } from '../../../../shared/contract/model/booking.js';
import { bookingTextKey } from '../../../../shared/domain/booking-text.js';
import { normaliseCode, normaliseEmail, normaliseText } from './normalise.js';

export interface StoredBooking {
  readonly summary: BookingSummary;
  /** Unix seconds. */
  readonly fetchedAt: number;
  readonly codeKey: string;
  readonly nameKey: string;
  readonly emailKey: string;
  /** Code, guest, e-mail and items in one normalised text: what the quick filter looks in. */
  readonly textKey: string;
  /** Days since 1970 of the first day, for "closest to today" in search; null when the listing has no day. */
  readonly startOrdinal: number | null;
}

export interface StoredDetail {
  readonly detail: BookingDetail;
  readonly fetchedAt: number;
}

/** yyyymmdd → whole days since 1970-01-01, cheap enough to compute for every booking on load. */
export function dayOrdinal(day: number): number {
  return Date.UTC(Math.floor(day / 10000), (Math.floor(day / 100) % 100) - 1, day % 100) / 86_400_000;
}

export function storedBooking(summary: BookingSummary, fetchedAt: number): StoredBooking {
  const codeKey = normaliseCode(summary.code);
  const nameKey = normaliseText(summary.customer.name);
  const emailKey = normaliseEmail(summary.customer.email);
  return {
    summary, fetchedAt, codeKey, nameKey, emailKey,
    // Made with the listing, not on the first filter: that first filter after a sync took 200 ms at 20,000.
    textKey: bookingTextKey(summary),
    startOrdinal: summary.startDay === null ? null : dayOrdinal(summary.startDay),
  };
}

/** The listing part of a full record, so that an opened booking also shows in lists and search. */
export function summaryOf(detail: BookingDetail): BookingSummary {
  const { id, code, status, createdAt, total, paid, due, tax, customer, summary, dates, startDay, endDay } = detail;
  return { id, code, status, createdAt, total, paid, due, tax, customer, summary, dates, startDay, endDay,
    lastModified: detail.lastModified };
}

/**
 * Whether `incoming` should replace `current`: pages fetched in parallel and screens answering online can arrive
 * out of order, and an older copy must not undo a newer one. Equal change times let the later fetch win.
 */
export function isNewer(incoming: BookingSummary, incomingAt: number, current: StoredBooking): boolean {
  const a = incoming.lastModified;
  const b = current.summary.lastModified;
  if (a !== null && b !== null && a !== b) return a > b;
  return incomingAt >= current.fetchedAt;
}

/** The listing order of booking/index: first day, then booking id; bookings without a day go last. */
export function listingOrder(a: StoredBooking, b: StoredBooking): number {
  const dayA = a.summary.startDay ?? Number.MAX_SAFE_INTEGER;
  const dayB = b.summary.startDay ?? Number.MAX_SAFE_INTEGER;
  return dayA - dayB || a.summary.id - b.summary.id;
}
