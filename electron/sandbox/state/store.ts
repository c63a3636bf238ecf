// Indexed access to the sandbox state. Every write goes through here so that indices and the
// availability cache stay in step with the records.
import type { Booking, Customer, Item, Note } from './model.js';
import type { SandboxState } from './state.js';
import { daysOf } from '../../../shared/domain/dates.js';
import { chargedDays } from '../pricing/period.js';
import { NO_CHECK_IN_STATUSES } from '../../../shared/domain/statuses.js';

/** Statuses whose bookings hold no stock and cannot be checked in or out. */
export const INACTIVE_STATUSES = NO_CHECK_IN_STATUSES;

/** Statuses whose bookings hold no stock: the inactive ones, and the demo account's own No show (seed.ts). */
const STOCK_RELEASED = new Set([...NO_CHECK_IN_STATUSES, 'NOSHOW']);

function compareBookings(a: Booking, b: Booking): number {
  return a.startDay - b.startDay || a.id - b.id;
}

export class Store {
  private bookingsById = new Map<number, Booking>();
  private bookingsByCode = new Map<string, Booking>();
  private customersById = new Map<number, Customer>();
  private itemsById = new Map<number, Item>();
  private notesByBooking = new Map<number, Note[]>();
  /** Bookings ordered by start day, then id: the order booking/index answers in. */
  private ordered: Booking[] = [];
  private bookedCache: Map<number, Map<number, number>> | null = null;
  /** Bumped on every change, so that persistence knows when to write. */
  revision = 0;
  /** Where this sandbox answers (it changes on a move): the guest pages it links to live there. Not persisted. */
  origin = 'http://127.0.0.1';

  constructor(readonly state: SandboxState) {
    for (const item of state.items) this.itemsById.set(item.id, item);
    for (const customer of state.customers) this.customersById.set(customer.id, customer);
    for (const booking of state.bookings) this.indexBooking(booking);
    this.ordered = [...state.bookings].sort(compareBookings);
    for (const note of state.notes) this.indexNote(note);
  }

  get bookingsInOrder(): readonly Booking[] {
    return this.ordered;
  }

  item(id: number): Item | undefined {
    return this.itemsById.get(id);
  }

  customer(id: number): Customer | undefined {
    return this.customersById.get(id);
  }

  /** A booking by its numeric id or its code, as booking/{booking_id} accepts both. */
  booking(idOrCode: string): Booking | undefined {
    if (/^\d+$/.test(idOrCode)) {
      const byId = this.bookingsById.get(Number(idOrCode));
      if (byId) return byId;
    }
    return this.bookingsByCode.get(idOrCode.toUpperCase());
  }

  notesOf(bookingId: number): readonly Note[] {
    return this.notesByBooking.get(bookingId) ?? [];
  }

  isBookmarked(staffId: number, bookingId: number): boolean {
    return this.state.bookmarks[staffId]?.includes(bookingId) ?? false;
  }

  setBookmark(staffId: number, bookingId: number, mark: boolean): void {
    const current = this.state.bookmarks[staffId] ?? [];
    const without = current.filter((id) => id !== bookingId);
    this.state.bookmarks[staffId] = mark ? [...without, bookingId] : without;
    this.changed();
  }

  addCustomer(customer: Customer): void {
    this.state.customers.push(customer);
    this.customersById.set(customer.id, customer);
    this.changed();
  }

  addBooking(booking: Booking): void {
    this.state.bookings.push(booking);
    this.indexBooking(booking);
    const at = this.insertionPoint(booking);
    this.ordered.splice(at, 0, booking);
    this.stockChanged();
  }

  addNote(note: Note): void {
    this.state.notes.push(note);
    this.indexNote(note);
    this.changed();
  }

  /** Call after changing a booking's status or lines: availability depends on them. */
  stockChanged(): void {
    this.bookedCache = null;
    this.changed();
  }

  changed(): void {
    this.revision += 1;
  }

  /** Units of an item booked on a day, by every booking that still holds stock, each line on its own days. */
  bookedUnits(itemId: number, day: number): number {
    return this.bookedIndex().get(itemId)?.get(day) ?? 0;
  }

  private bookedIndex(): Map<number, Map<number, number>> {
    if (this.bookedCache) return this.bookedCache;
    const index = new Map<number, Map<number, number>>();
    for (const booking of this.state.bookings) {
      if (STOCK_RELEASED.has(booking.statusId)) continue;
      for (const line of booking.lines) {
        let days = index.get(line.itemId);
        if (!days) index.set(line.itemId, (days = new Map()));
        // A stay by the night takes its nights, not the morning it leaves.
        for (const day of daysOf(...chargedDays(this.item(line.itemId)?.unit ?? 'D', line.startDay, line.endDay))) {
          days.set(day, (days.get(day) ?? 0) + line.qty);
        }
      }
    }
    this.bookedCache = index;
    return index;
  }

  private insertionPoint(booking: Booking): number {
    let low = 0;
    let high = this.ordered.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (compareBookings(this.ordered[mid]!, booking) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private indexBooking(booking: Booking): void {
    this.bookingsById.set(booking.id, booking);
    this.bookingsByCode.set(booking.code.toUpperCase(), booking);
  }

  private indexNote(note: Note): void {
    const list = this.notesByBooking.get(note.bookingId) ?? [];
    list.push(note);
    this.notesByBooking.set(note.bookingId, list);
  }
}
