// The bookings of a working set: listing records by code, the full records opened, and the bookmarked codes.
import type { BookingDetail, BookingSummary } from '../../../../shared/contract/model/booking.js';
import type { BookingSort } from '../../../../shared/contract/model/booking-query.js';
import { evictionVictims } from './eviction.js';
import { sortBookings } from './local-sort.js';
import { isNewer, listingOrder, storedBooking, summaryOf, type StoredBooking, type StoredDetail } from './stored-booking.js';

export class BookingStore {
  readonly entries = new Map<string, StoredBooking>();
  readonly details = new Map<string, StoredDetail>();
  bookmarked = new Set<string>();
  /** How many bookings left because of the size limit since the desk opened the set: said on screen, never silent. */
  leftOut = 0;
  /** Listing order, rebuilt on the first query after a change rather than on every page a sync stores. */
  private ordered: StoredBooking[] | null = null;
  /** Every booking in a column's order, by "column asc|desc", rebuilt likewise: flipping between sorts is instant. */
  private readonly sorted = new Map<string, StoredBooking[]>();
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

  putSummary(summary: BookingSummary, fetchedAt: number): void {
    const current = this.entries.get(summary.code);
    if (current && !isNewer(summary, fetchedAt, current)) return;
    this.entries.set(summary.code, storedBooking(summary, fetchedAt));
    this.ordered = null;
  }

  /** A ticket taken just before a booking's record is asked for: a read asked later saw more of the service. */
  recordAsked(): number {
    this.asks += 1;
    return this.asks;
  }

  /**
   * Keeps the record unless the one held is newer: changed later, or changed in the same second (the service gives
   * last_modified to the second) and read by a request asked later, as a check-in's answer is after a read that was
   * asked before it and answered after it. Without a ticket, the record counts as asked now.
   */
  putDetail(detail: BookingDetail, fetchedAt: number, asked = this.recordAsked()): void {
    const current = this.details.get(detail.code);
    if (current) {
      const held = current.detail.lastModified ?? 0;
      const incoming = detail.lastModified ?? 0;
      if (held > incoming || (held === incoming && (this.askedOf.get(detail.code) ?? 0) > asked)) return;
    }
    this.askedOf.set(detail.code, asked);
    this.details.set(detail.code, { detail, fetchedAt });
    this.putSummary(summaryOf(detail), fetchedAt);
    // The record says whether the acting staff member bookmarked it: newer than the set the desk last passed.
    if (detail.bookmarked) this.bookmarked.add(detail.code);
    else this.bookmarked.delete(detail.code);
  }

  inOrder(): readonly StoredBooking[] {
    if (!this.ordered) {
      this.ordered = [...this.entries.values()].sort(listingOrder);
      this.sorted.clear();
    }
    return this.ordered;
  }

  /** Every booking sorted by a column; ties keep the listing order. */
  sortedBy(sort: BookingSort): readonly StoredBooking[] {
    const ordered = this.inOrder();
    const key = `${sort.by} ${sort.descending ? 'desc' : 'asc'}`;
    let found = this.sorted.get(key);
    if (!found) this.sorted.set(key, (found = sortBookings(ordered, sort)));
    return found;
  }

  /** Drops the oldest bookings beyond the limit; answers how many left. */
  evict(): number {
    if (this.entries.size <= this.maxBookings) return 0;
    const pinned = new Set(this.pinned());
    const kept = (code: string) => this.bookmarked.has(code) || pinned.has(code);
    const victims = evictionVictims(this.entries.values(), this.entries.size, this.maxBookings, kept);
    for (const code of victims) {
      this.entries.delete(code);
      this.details.delete(code);
      this.askedOf.delete(code);
    }
    if (victims.length > 0) this.ordered = null;
    this.leftOut += victims.length;
    return victims.length;
  }
}
