// The bookings of a working set: listing records by code, the full records opened, and the bookmarked codes, with
// the orders the screens read them in (booking-orders.ts).
import type { BookingDetail, BookingSummary } from '../../../../shared/contract/model/booking.js';
import type { BookingSort } from '../../../../shared/contract/model/booking-query.js';
import type { Day } from '../../../../shared/domain/dates.js';
import { BookingOrders } from './booking-orders.js';
import { evictionVictims } from './eviction.js';
import { isNewer, sameListing, StoredBooking, summaryOf, type StoredDetail } from './stored-booking.js';

export class BookingStore {
  readonly entries = new Map<string, StoredBooking>();
  readonly details = new Map<string, StoredDetail>();
  bookmarked = new Set<string>();
  /** How many bookings left because of the size limit since the desk opened the set: said on screen, never silent. */
  leftOut = 0;
  private readonly orders = new BookingOrders();
  /**
   * When each stored record's read was asked, as a ticket (recordAsked); in memory only: a record loaded from the
   * file has none, and any read asked since comes after it.
   */
  private readonly askedOf = new Map<string, number>();
  private asks = 0;

  constructor(readonly maxBookings: number, private readonly pinned: () => Iterable<string>) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * Stores the listing unless the one held is newer; answers whether it changed. The same listing fetched again only
   * moves its fetch time on (in memory: a reopened copy shows the earlier fetch until the booking changes).
   */
  putSummary(summary: BookingSummary, fetchedAt: number): boolean {
    const current = this.entries.get(summary.code);
    if (current && !isNewer(summary, fetchedAt, current)) return false;
    if (current && sameListing(current.summary, summary)) {
      current.fetchedAt = fetchedAt;
      return false;
    }
    this.replace(current, new StoredBooking(summary, fetchedAt));
    return true;
  }

  /** A ticket taken just before a booking's record is asked for: a read asked later saw more of the service. */
  recordAsked(): number {
    this.asks += 1;
    return this.asks;
  }

  /**
   * Stores the full record (and its listing) unless the one held is newer: changed later, or changed in the same
   * second (the service gives last_modified to the second) and read by a request asked later, as a check-in's answer
   * is after a read that was asked before it and answered after it. Without a ticket, the record counts as asked now.
   * Answers whether it was stored.
   */
  putDetail(detail: BookingDetail, fetchedAt: number, asked = this.recordAsked()): boolean {
    const current = this.details.get(detail.code);
    if (current) {
      const held = current.detail.lastModified ?? 0;
      const incoming = detail.lastModified ?? 0;
      if (held > incoming || (held === incoming && (this.askedOf.get(detail.code) ?? 0) > asked)) return false;
    }
    this.askedOf.set(detail.code, asked);
    this.details.set(detail.code, { detail, fetchedAt });
    this.putSummary(summaryOf(detail), fetchedAt);
    // The record says whether the acting staff member bookmarked it: newer than the set the desk last passed.
    if (detail.bookmarked) this.bookmarked.add(detail.code);
    else this.bookmarked.delete(detail.code);
    return true;
  }

  /** A booking as the file held it, placed as it stood (opening: no newer copy is compared, see loader). */
  restore(entry: StoredBooking, detail: StoredDetail | null): void {
    this.replace(this.entries.get(entry.summary.code), entry);
    if (detail) this.details.set(entry.summary.code, detail);
    else this.details.delete(entry.summary.code);
  }

  /** Takes the booking away (the file says it left). */
  forget(code: string): void {
    const entry = this.entries.get(code);
    if (entry) this.orders.remove(entry);
    this.entries.delete(code);
    this.details.delete(code);
    this.askedOf.delete(code);
  }

  /** In place in `entries` (a booking keeps its place in it), newly placed in every order. */
  private replace(current: StoredBooking | undefined, next: StoredBooking): void {
    if (current) this.orders.remove(current);
    this.entries.set(next.summary.code, next);
    this.orders.add(next);
  }

  /** The listing order of booking/index. The array is the store's own: read it, do not change it. */
  inOrder(): readonly StoredBooking[] {
    return this.orders.inOrder();
  }

  /** Whether the booking, as held, spans many days (booking-orders.ts): kept apart in the file's chunks. */
  isLongSpan(entry: StoredBooking): boolean {
    return this.orders.isLongSpan(entry);
  }

  /** Every booking sorted by a column; ties keep the listing order. */
  sortedBy(sort: BookingSort): readonly StoredBooking[] {
    return this.orders.sortedBy(sort);
  }

  /** Bookings whose days meet the range [from, to], in listing order; bookings without a first day never do. */
  overlapping(from: Day, to: Day): StoredBooking[] {
    return this.orders.overlapping(from, to);
  }

  /** Drops the oldest bookings beyond the limit; answers the codes that left. */
  evict(): string[] {
    if (this.entries.size <= this.maxBookings) return [];
    const pinned = new Set(this.pinned());
    const kept = (code: string) => this.bookmarked.has(code) || pinned.has(code);
    const victims = evictionVictims(this.entries.values(), this.entries.size, this.maxBookings, kept);
    for (const code of victims) this.forget(code);
    this.leftOut += victims.length;
    return victims;
  }
}
