// Bookings of the demo business from 60 days back to 120 days ahead, with notes, check-ins and bookmarks.
import { addDays, instantInZone, type Day } from '../../../shared/domain/dates.js';
import { TAX_RATE, orderTotals } from '../booking/session-totals.js';
import { spanOf } from '../booking/stay-times.js';
import type { Booking, BookingLine, Customer, Item, Note, StaffMember, Stay } from '../state/model.js';
import { bookableItems } from './catalog.js';
import { seedAnswers } from './form-answers.js';
import type { Random } from './random.js';

export interface BookingSeedInput {
  count: number;
  today: Day;
  now: number;
  timeZone: string;
  items: Item[];
  customers: Customer[];
  staff: StaffMember[];
  /** The stream the guests' form answers are drawn from (form-answers.ts). */
  answers: Random;
}

export interface BookingSeed {
  bookings: Booking[];
  notes: Note[];
  bookmarks: Record<number, number[]>;
}

const CUSTOMER_NOTES = ['Arriving on the late ferry, around 10 pm.', 'Vegetarian, no nuts please.',
  'Celebrating an anniversary!', 'Travelling with a dog, small and quiet.', 'Need a ground-floor room.',
  'Can we store luggage after check-out?'];
const STAFF_NOTES = ['Called to confirm arrival time.', 'Paid the deposit by phone.', 'Asked for a late check-out.',
  'Upgrade offered if available.', 'Left a voicemail about the balance.', 'Guest requested an early start.'];

const PAST = [['PAID', 70], ['PART', 8], ['VOID', 7], ['CANCELLED', 8], ['STOP', 3], ['PEND', 4]] as const;
const CURRENT = [['PAID', 60], ['PART', 20], ['PEND', 10], ['HOLD', 5], ['VOID', 2], ['CANCELLED', 3]] as const;
const FUTURE = [['PEND', 25], ['HOLD', 10], ['PART', 20], ['PAID', 30], ['WAIT', 5], ['VOID', 4], ['CANCELLED', 6]] as const;

/** The morning tour some guests add to a stay of two nights or more: an order of two lines on two days. */
const MORNING_TOUR_ID = 201;
const takesMorningTour = (id: number, item: Item, length: number) => item.categoryId === 1 && length >= 2 && id % 4 === 0;

const taxOf = (cents: number) => Math.round(cents - cents / (1 + TAX_RATE));
function weighted(random: Random, table: readonly (readonly [string, number])[]): string {
  let roll = random.next() * table.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of table) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return table[0]![0];
}

class BookingFactory {
  private readonly codes = new Set<string>();
  private readonly dayStarts = new Map<Day, number>();
  private readonly sellable: Item[];
  readonly notes: Note[] = [];

  constructor(private readonly random: Random, private readonly input: BookingSeedInput) {
    this.sellable = bookableItems(input.items).filter((i) => i.visibility === '*' || random.chance(0.5));
  }

  /** Local midnight of a day; cached because Intl is slow and 50,000 bookings ask often. */
  dayStart(day: Day): number {
    let start = this.dayStarts.get(day);
    if (start === undefined) this.dayStarts.set(day, (start = instantInZone(day, this.input.timeZone)));
    return start;
  }

  make(id: number, placement: 'arrival' | 'departure' | 'any'): Booking {
    const { random, input } = this;
    const item = random.pick(this.sellable);
    // Days booked, or nights for a stay by the night, which ends on the morning after its last night.
    const length = item.unit === 'H' ? 1 : random.int(Math.max(1, item.dateRules.minLen ?? 1), item.categoryId === 1 ? 5 : 3);
    const endOffset = item.unit === 'N' ? length : length - 1;
    let startDay = addDays(input.today, random.int(-60, 120));
    if (placement === 'arrival') startDay = input.today;
    if (placement === 'departure') startDay = addDays(input.today, -endOffset);
    const stay = this.stay(item, startDay, addDays(startDay, endOffset));
    const lines = this.lines(id, item, stay, length);
    const span = spanOf(lines)!;
    const { total, taxTotal } = orderTotals(lines);
    const statusId = this.status(span.startDay, span.endDay);
    const createdAt = Math.min(input.now - random.int(600, 86400 * 3), span.startsAt - random.int(1, 60) * 86400);
    const customer = random.pick(input.customers);
    const booking: Booking = {
      id, code: this.code(createdAt), statusId, customerId: customer.id, partnerId: random.chance(0.1) ? 7 : 0,
      createdAt, lastModified: createdAt, ...span, lines, total, taxTotal, paidTotal: this.paid(statusId, total),
      token: random.hex(64), checkedIn: null, checkedOut: null,
    };
    booking.customAnswers = seedAnswers(input.answers, booking, item, customer);
    this.checkInOut(booking);
    this.addNotes(booking);
    return booking;
  }

  /** Hourly items start at their fixed time and last three hours; a daily booking runs from 15:00 on its first day
   * to the evening (20:00) of the last (returns that day), a stay to check-out (11:00) on its departure day. */
  private stay(item: Item, startDay: Day, endDay: Day): Stay {
    const startTime = item.fixedStartTime || '15:00';
    const [hour, minute] = startTime.split(':').map(Number) as [number, number];
    const startsAt = this.dayStart(startDay) + hour * 3600 + minute * 60;
    if (item.unit !== 'H') {
      const endHour = item.unit === 'N' ? 11 : 20;
      return { startDay, endDay, startsAt, endsAt: this.dayStart(endDay) + endHour * 3600, startTime: '', endTime: '' };
    }
    const endTime = `${hour + 3}:${String(minute).padStart(2, '0')}`;
    return { startDay, endDay, startsAt, endsAt: startsAt + 3 * 3600, startTime, endTime };
  }

  private line(lineId: string, item: Item, stay: Stay, counts: Record<string, number>, qty: number, total: number): BookingLine {
    // Fixed and hidden parameters take their default, as a rated query gives them (pricing/rate-item.ts).
    const params: Record<string, number> = {};
    for (const [id, config] of Object.entries(item.params)) {
      const count = config.hidden || config.min === config.max ? config.def : counts[id] ?? config.def;
      if (count > 0) params[id] = count;
    }
    return { ...stay, lineId, itemId: item.id, qty, params, total, taxTotal: taxOf(total) };
  }

  private lines(id: number, item: Item, stay: Stay, days: number): BookingLine[] {
    const { random } = this;
    const adults = random.int(1, item.params.adults!.max);
    const children = item.params.children && random.chance(0.3) ? random.int(1, 2) : 0;
    const counts = { adults, children };
    const perDay = adults * item.params.adults!.price + children * (item.params.children?.price ?? 0);
    const lines = [this.line('1', item, stay, counts, 1, perDay * (item.unit === 'H' ? 1 : days))];
    const extra = item.packages[0];
    if (extra && random.chance(0.5)) {
      const addOn = this.input.items.find((i) => i.id === extra.itemId)!;
      lines.push(this.line('1.1', addOn, stay, { adults }, adults, adults * addOn.params.adults!.price * days));
    }
    const tour = this.input.items.find((i) => i.id === MORNING_TOUR_ID);
    if (tour && takesMorningTour(id, item, days)) {
      const tourAdults = Math.min(adults, tour.params.adults!.max);
      const tourTotal = tourAdults * tour.params.adults!.price + children * (tour.params.children?.price ?? 0);
      const morning = this.stay(tour, addDays(stay.startDay, 1), addDays(stay.startDay, 1));
      lines.push(this.line('2', tour, morning, { adults: tourAdults, children }, 1, tourTotal));
    }
    return lines;
  }

  private status(startDay: Day, endDay: Day): string {
    const { today } = this.input;
    if (endDay < today) return weighted(this.random, PAST);
    if (startDay <= today) return weighted(this.random, CURRENT);
    return weighted(this.random, FUTURE);
  }

  private paid(statusId: string, total: number): number {
    if (statusId === 'PAID') return total;
    if (statusId === 'PART') return Math.round(total * this.random.int(20, 70) / 100);
    return 0;
  }

  private code(createdAt: number): string {
    const date = new Date(createdAt * 1000);
    const suffix = [date.getUTCDate(), date.getUTCMonth() + 1, date.getUTCFullYear() % 100]
      .map((n) => String(n).padStart(2, '0')).join('');
    let code: string;
    do code = `${this.random.letters(4)}-${suffix}`; while (this.codes.has(code));
    this.codes.add(code);
    return code;
  }

  private checkInOut(booking: Booking): void {
    const { random, input } = this;
    if (['VOID', 'CANCELLED', 'STOP', 'WAIT'].includes(booking.statusId)) return;
    const started = booking.startsAt <= input.now;
    const ended = booking.endsAt <= input.now;
    if (!started || !random.chance(ended ? 0.9 : 0.6)) return;
    const desk = random.pick(input.staff).accountId;
    booking.checkedIn = { at: Math.min(input.now - 120, booking.startsAt + random.int(-1800, 3600)), accountId: desk };
    this.note(booking, booking.checkedIn.at, desk, 'Checked in', true);
    if (ended && random.chance(0.9)) {
      booking.checkedOut = { at: Math.min(input.now - 60, booking.endsAt + random.int(-3600, 1800)), accountId: desk };
      this.note(booking, booking.checkedOut.at, desk, 'Checked out', true);
    }
  }

  private addNotes(booking: Booking): void {
    const { random, input } = this;
    if (random.chance(0.15)) this.note(booking, booking.createdAt, 0, random.pick(CUSTOMER_NOTES), false);
    if (random.chance(0.2)) {
      const at = Math.min(input.now - 60, booking.createdAt + random.int(3600, 86400 * 10));
      this.note(booking, at, random.pick(input.staff).accountId, random.pick(STAFF_NOTES), random.chance(0.7));
    }
  }

  private note(booking: Booking, at: number, accountId: number, body: string, isPrivate: boolean): void {
    this.notes.push({ id: this.notes.length + 1, bookingId: booking.id, accountId, at, body, private: isPrivate });
    booking.lastModified = Math.max(booking.lastModified, at);
  }
}

export function seedBookings(random: Random, input: BookingSeedInput): BookingSeed {
  const factory = new BookingFactory(random, input);
  // Today's board is never empty, however small the account: some guests arrive and some leave today.
  const arrivals = Math.max(8, Math.round(input.count * 0.004));
  const departures = Math.max(6, Math.round(input.count * 0.003));
  const bookings: Booking[] = [];
  for (let id = 1; id <= input.count; id += 1) {
    const placement = id <= arrivals ? 'arrival' : id <= arrivals + departures ? 'departure' : 'any';
    bookings.push(factory.make(1000 + id, placement));
  }
  const upcoming = bookings.filter((b) => b.startDay >= input.today && !['VOID', 'CANCELLED'].includes(b.statusId));
  const bookmarks: Record<number, number[]> = {};
  input.staff.forEach((member, index) => {
    bookmarks[member.accountId] = upcoming.slice(index * 4, index * 4 + 6 - index * 2).map((b) => b.id);
  });
  return { bookings, notes: factory.notes, bookmarks };
}
