// One booking as the working set keeps it: the listing record, when it was fetched, and the keys search compares.
import type { BookingDetail, BookingSummary } from '../../../../shared/contract/model/booking.js';
import { bookingTextKey } from '../../../../shared/domain/booking-text.js';
import { normaliseCode, normaliseEmail, normaliseText } from './normalise.js';

/** The keys search and sort compare a booking by. */
export interface SearchKeys {
  codeKey: string;
  nameKey: string;
  emailKey: string;
}

/**
 * The keys search and sort compare are made on first use, not when the booking is stored: opening a working set of
 * 100,000 made them all at once (240 ms of the thread that answers the screens). A large set's reads make them in
 * their worker (reads/reads.ts), once for each guest's name and e-mail; a small set's on its first search.
 */
export class StoredBooking {
  private text: string | null = null;
  /** Days since 1970 of the first day, for "closest to today" in search; null when the listing has no day. */
  readonly startOrdinal: number | null;

  /**
   * `fetchedAt` (Unix seconds) moves on when the same listing is fetched again (sameListing): the booking keeps its
   * place in every order, and nothing is written for it. `keys`: made already, or null to make them on first use.
   */
  constructor(readonly summary: BookingSummary, public fetchedAt: number, private keys: SearchKeys | null = null) {
    // Never changed in place (a newer listing is a new StoredBooking): frozen, it is checked against the contract
    // once, not at every answer that sends it (desk/output-checks.ts).
    Object.freeze(summary.status);
    Object.freeze(summary.customer);
    Object.freeze(summary);
    this.startOrdinal = summary.startDay === null ? null : dayOrdinal(summary.startDay);
  }

  get codeKey(): string {
    return this.madeKeys().codeKey;
  }

  get nameKey(): string {
    return this.madeKeys().nameKey;
  }

  get emailKey(): string {
    return this.madeKeys().emailKey;
  }

  /**
   * Code, guest, e-mail and items in one normalised text: what the quick filter looks in (the screens' rule too).
   * Made apart from the others: search and sorting, which a large set's worker makes keys for, do not read it.
   */
  get textKey(): string {
    this.text ??= bookingTextKey(this.summary);
    return this.text;
  }

  private madeKeys(): SearchKeys {
    if (this.keys) return this.keys;
    const { summary } = this;
    this.keys = {
      codeKey: normaliseCode(summary.code), nameKey: normaliseText(summary.customer.name),
      emailKey: normaliseEmail(summary.customer.email),
    };
    return this.keys;
  }
}

export interface StoredDetail {
  readonly detail: BookingDetail;
  readonly fetchedAt: number;
}

/** yyyymmdd → whole days since 1970-01-01, cheap enough to compute for every booking on load. */
export function dayOrdinal(day: number): number {
  return Date.UTC(Math.floor(day / 10000), (Math.floor(day / 100) % 100) - 1, day % 100) / 86_400_000;
}

/** The listing part of a full record, so that an opened booking also shows in lists and search. */
export function summaryOf(detail: BookingDetail): BookingSummary {
  const { id, code, status, createdAt, total, paid, due, tax, customer, summary, dates, startDay, endDay } = detail;
  return { id, code, status, createdAt, total, paid, due, tax, customer, summary, dates, startDay, endDay,
    lastModified: detail.lastModified };
}

/** Whether two listings say the same: most of a day's list fetched again has not changed. */
export function sameListing(a: BookingSummary, b: BookingSummary): boolean {
  return a.id === b.id && a.code === b.code && a.status.id === b.status.id && a.status.name === b.status.name &&
    a.createdAt === b.createdAt && a.total === b.total && a.paid === b.paid && a.due === b.due && a.tax === b.tax &&
    a.customer.id === b.customer.id && a.customer.name === b.customer.name && a.customer.email === b.customer.email &&
    a.summary === b.summary && a.dates === b.dates && a.startDay === b.startDay && a.endDay === b.endDay &&
    a.lastModified === b.lastModified;
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
