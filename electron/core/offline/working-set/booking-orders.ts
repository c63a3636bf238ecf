// The orders the screens read bookings in, kept up to date as bookings come and go (sorted-index.ts) rather than
// sorted again: the listing order of booking/index, each column's order once it was asked for, and the bookings
// that span many days, apart, so that finding a day's bookings looks only near it.
import type { BookingSummary } from '../../../../shared/contract/model/booking.js';
import type { BookingSort } from '../../../../shared/contract/model/booking-query.js';
import { addDays, type Day } from '../../../../shared/domain/dates.js';
import { columnOrder, sortBookings } from './local-sort.js';
import { SortedIndex } from './sorted-index.js';
import { dayOrdinal, listingOrder, type StoredBooking } from './stored-booking.js';

/**
 * A booking longer than this many days is kept in a short list of its own, so that finding a day's bookings looks
 * only at those that began at most this long before it (binary search in the listing order), plus that list.
 */
const LONG_SPAN_DAYS = 14;

/** A booking over more days than LONG_SPAN_DAYS: kept apart in the day index and in the file's chunks. */
const isLongSpan = ({ startDay, endDay }: BookingSummary): boolean =>
  startDay !== null && endDay !== null && dayOrdinal(endDay) - dayOrdinal(startDay) > LONG_SPAN_DAYS;

export class BookingOrders {
  private readonly listing = new SortedIndex<StoredBooking>(listingOrder);
  /** Every booking in a column's order, by "column asc|desc", made on the first sort by it and kept up to date. */
  private readonly sorted = new Map<string, SortedIndex<StoredBooking>>();
  private readonly longSpans = new Set<StoredBooking>();

  /** `entry` must be taken out (`remove`) before a newer copy of its booking is added. */
  add(entry: StoredBooking): void {
    this.listing.add(entry);
    for (const view of this.sorted.values()) view.add(entry);
    if (isLongSpan(entry.summary)) this.longSpans.add(entry);
  }

  remove(entry: StoredBooking): void {
    this.listing.remove(entry);
    for (const view of this.sorted.values()) view.remove(entry);
    this.longSpans.delete(entry);
  }

  /**
   * Whether the booking (as added, not taken out since) spans more than LONG_SPAN_DAYS: a look-up, where working it
   * out again from its days took some 6 ms at 100,000 bookings.
   */
  isLongSpan(entry: StoredBooking): boolean {
    return this.longSpans.has(entry);
  }

  /** The listing order of booking/index. The array is the index's own: read it, do not change it. */
  inOrder(): readonly StoredBooking[] {
    return this.listing.items();
  }

  /**
   * Places the changes waiting in every order made so far: an order nobody reads would otherwise keep each change
   * made to it since its last read, all day.
   */
  settle(): void {
    this.listing.items();
    for (const view of this.sorted.values()) view.items();
  }

  /** Every booking sorted by a column; ties keep the listing order. */
  sortedBy(sort: BookingSort): readonly StoredBooking[] {
    const key = `${sort.by} ${sort.descending ? 'desc' : 'asc'}`;
    let view = this.sorted.get(key);
    if (!view) {
      view = new SortedIndex(columnOrder(sort));
      // The first sort by a column orders every booking at once (keys made once each); later changes are placed.
      view.reset(sortBookings(this.inOrder(), sort));
      this.sorted.set(key, view);
    }
    return view.items();
  }

  /** Bookings whose days meet the range [from, to], in listing order; bookings without a first day never do. */
  overlapping(from: Day, to: Day): StoredBooking[] {
    const ordered = this.inOrder();
    const earliest = addDays(from, -LONG_SPAN_DAYS);
    const found: StoredBooking[] = [];
    const first = this.listing.lowerBound((entry) => (entry.summary.startDay ?? Infinity) - earliest);
    for (let at = first; at < ordered.length; at += 1) {
      const entry = ordered[at]!;
      const { startDay, endDay } = entry.summary;
      if (startDay === null || startDay > to) break;
      if ((endDay ?? startDay) >= from && !this.longSpans.has(entry)) found.push(entry);
    }
    for (const entry of this.longSpans) {
      const { startDay, endDay } = entry.summary;
      if (startDay !== null && startDay <= to && (endDay ?? startDay) >= from) found.push(entry);
    }
    return this.longSpans.size === 0 ? found : found.sort(listingOrder);
  }
}
