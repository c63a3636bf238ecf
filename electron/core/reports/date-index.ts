// Where a report finds a period's bookings: the copy's bookings in order of the date a report places them by, kept
// with the copy, so a period costs two binary searches and a pass over its own bookings, not a pass over all of
// them (30–120 ms at 20,000 bookings under load, for every new period, basis or category). A new copy whose
// bookings keep their places and dates (a period's items learned) takes the order over after one check.
import type { DateBasis } from '../../../shared/contract/model/report.js';
import { addDays, instantInZone } from '../../../shared/domain/dates.js';
import type { DayRange } from '../../../shared/domain/report-period.js';
import type { PreparedBooking } from './report-entry.js';
import { dayIn, type PlacedBooking } from './report-selection.js';

interface DateOrder {
  /** Each booking's date key by its place in the copy; NaN when the booking has none for this basis. */
  keyAt: Float64Array;
  /** Places in the copy of the dated bookings, in order of their key. */
  places: Int32Array;
  /** Their keys, in the same order. */
  keys: Float64Array;
  undated: number;
}

/** The day for the start and end bases; the instant (Unix seconds) it was made for the created basis. */
function keyOf(booking: PreparedBooking, basis: DateBasis): number {
  const { summary } = booking.source;
  const key = basis === 'created' ? summary.createdAt : basis === 'start' ? summary.startDay : summary.endDay;
  return key ?? Number.NaN;
}

/** A place in the copy takes this many values of a packed key (a copy of up to 2,097,152 bookings). */
const PLACES = 2 ** 21;

/**
 * The dated places in order of key, then place. Each key and place packed in one number sort as a typed array's own
 * numbers, with no comparator called for each of the 300,000 comparisons 20,000 bookings take: a new date basis cost
 * 25–35 ms of the report at load 6 (a CPU profile of the desk during the screens bench).
 */
function inOrder(keyAt: Float64Array): number[] {
  const packed = new Float64Array(keyAt.length);
  let dated = 0;
  let packable = keyAt.length <= PLACES;
  keyAt.forEach((key, place) => {
    if (Number.isNaN(key)) return;
    const value = key * PLACES + place;
    packable &&= Number.isInteger(key) && Number.isSafeInteger(value);
    packed[dated++] = value;
  });
  if (packable) return Array.from(packed.subarray(0, dated).sort(), (value) => value - Math.floor(value / PLACES) * PLACES);
  // A key no packing keeps exact (a fraction of a second, a date past 2106): compared one pair at a time.
  const places: number[] = [];
  keyAt.forEach((key, place) => { if (!Number.isNaN(key)) places.push(place); });
  return places.sort((a, b) => keyAt[a]! - keyAt[b]! || a - b);
}

function sorted(bookings: readonly PreparedBooking[], basis: DateBasis): DateOrder {
  const keyAt = Float64Array.from(bookings, (booking) => keyOf(booking, basis));
  const dated = inOrder(keyAt);
  return {
    keyAt, places: Int32Array.from(dated), keys: Float64Array.from(dated, (place) => keyAt[place]!),
    undated: bookings.length - dated.length,
  };
}

/** The order still holds for these bookings: every place holds a booking with the same date key (or none). */
function stillHolds(order: DateOrder, bookings: readonly PreparedBooking[], basis: DateBasis): boolean {
  if (order.keyAt.length !== bookings.length) return false;
  for (let place = 0; place < bookings.length; place += 1) {
    if (!Object.is(order.keyAt[place], keyOf(bookings[place]!, basis))) return false;
  }
  return true;
}

const orders = new WeakMap<readonly PreparedBooking[], Map<DateBasis, DateOrder>>();
/**
 * Each basis's order of the copy asked about last: the next copy is most often the same bookings with a few items
 * learned. By basis, since a new copy is asked for one basis before the others.
 */
const latest = new Map<DateBasis, DateOrder>();

function orderOf(bookings: readonly PreparedBooking[], basis: DateBasis): DateOrder {
  let byBasis = orders.get(bookings);
  if (!byBasis) orders.set(bookings, (byBasis = new Map()));
  let order = byBasis.get(basis);
  if (!order) {
    const before = latest.get(basis);
    order = before && stillHolds(before, bookings, basis) ? before : sorted(bookings, basis);
    byBasis.set(basis, order);
  }
  latest.set(basis, order);
  return order;
}

/** Each basis's order of these bookings made now, so that a first report of any basis finds it made. */
export function keepDateOrders(bookings: readonly PreparedBooking[]): void {
  for (const basis of ['start', 'created', 'end'] as const) orderOf(bookings, basis);
}

/** The first index whose key is at least `key` (`after`: more than `key`). */
function boundary(keys: Float64Array, key: number, after: boolean): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (keys[middle]! < key || (after && keys[middle] === key)) low = middle + 1;
    else high = middle;
  }
  return low;
}

export interface DateIndex {
  /** Bookings whose date for the basis is not known: no period can hold them. */
  undated: number;
  /** The bookings placed in `range` holding a chosen item, in the copy's order: what a pass over them all gives. */
  placedIn(range: DayRange, chosen: ReadonlySet<number> | null): PlacedBooking[];
}

/** `place`: the booking's day for the basis (report-selection.ts), which decides; the order only narrows the search. */
export function dateIndex(
  bookings: readonly PreparedBooking[], basis: DateBasis, timeZone: string, place: (booking: PreparedBooking) => number | null,
): DateIndex {
  const order = orderOf(bookings, basis);
  return {
    undated: order.undated,
    placedIn(range, chosen) {
      const [low, high] = basis === 'created'
        ? [instantInZone(range.from, timeZone), instantInZone(addDays(range.to, 1), timeZone)]
        : [range.from, range.to];
      const candidates = order.places.slice(boundary(order.keys, low, false), boundary(order.keys, high, true)).sort();
      const placed: PlacedBooking[] = [];
      for (const at of candidates) {
        const booking = bookings[at]!;
        const day = dayIn(booking, range, place, chosen);
        if (day !== null) placed.push({ booking, day, place: at });
      }
      return placed;
    },
  };
}
