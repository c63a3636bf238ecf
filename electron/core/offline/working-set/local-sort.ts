// The bookings list sorted by any column over every matching booking the desk holds (the service's listing has
// one fixed order). Each booking's key is computed once, then compared as a plain number or string, so 20,000 rows
// sort in a few milliseconds; ties keep the listing order. The store keeps each order made (booking-store.ts) and
// places later changes with `columnOrder`.
import type { BookingSort } from '../../../../shared/contract/model/booking-query.js';
import { amountOwed, owesNothing } from '../../../../shared/domain/payment.js';
import { listingOrder, type StoredBooking } from './stored-booking.js';

type Key = number | string;

/** Missing values sort last whichever way: a booking without a day is not "earliest". */
const MISSING_NUMBER = Number.POSITIVE_INFINITY;

function keyOf(by: BookingSort['by']): (entry: StoredBooking) => Key {
  switch (by) {
    case 'code': return (entry) => entry.codeKey;
    case 'status': return (entry) => entry.summary.status.name.toLowerCase();
    case 'guest': return (entry) => entry.nameKey;
    case 'email': return (entry) => entry.emailKey;
    case 'what': return (entry) => entry.summary.summary.toLowerCase();
    case 'dates': return (entry) => entry.summary.startDay ?? MISSING_NUMBER;
    case 'created': return (entry) => entry.summary.createdAt ?? MISSING_NUMBER;
    // What is owed, as every screen shows it: a void or cancelled booking owes nothing.
    case 'due': return ({ summary: { status, total, paid, due } }) => amountKey(amountOwed({ statusId: status.id, total, paid, due }));
    // Ordering only: comparing amounts as numbers is exact enough to order them; nothing is summed here.
    default: return (entry) => amountKey(entry.summary[by]);
  }
}

/**
 * What a column's key is made from, where that is a text bookings repeat (a status, an item summary, an amount): a
 * first sort makes the key once for each such text, not for each of 100,000 bookings. Due is made from the status
 * too, whose few values the key's own rule looks up quickly.
 */
const SOURCE: Partial<Record<BookingSort['by'], (entry: StoredBooking) => string | null>> = {
  status: (entry) => entry.summary.status.name, what: (entry) => entry.summary.summary, total: (entry) => entry.summary.total,
  paid: (entry) => entry.summary.paid,
};

/** Every booking's key for the column, in order. */
function keysOf(matches: readonly StoredBooking[], by: BookingSort['by']): Key[] {
  if (by === 'due') return dueKeys(matches);
  const key = keyOf(by);
  const source = SOURCE[by];
  if (!source) return matches.map(key);
  const made = new Map<string | null, Key>();
  return matches.map((entry) => {
    const from = source(entry);
    let value = made.get(from);
    if (value === undefined) made.set(from, (value = key(entry)));
    return value;
  });
}

/**
 * Due for every booking, as keyOf('due') makes it: a booking whose status owes nothing has 0 whatever its amount,
 * any other's key is its amount's; each status and each amount worked out once.
 */
function dueKeys(matches: readonly StoredBooking[]): Key[] {
  const key = keyOf('due');
  const nothingFor = new Map<string, boolean>();
  const amounts = new Map<string | null, Key>();
  return matches.map((entry) => {
    const { status, due } = entry.summary;
    let nothing = nothingFor.get(status.id);
    if (nothing === undefined) nothingFor.set(status.id, (nothing = owesNothing(status.id)));
    if (nothing) return 0;
    let value = amounts.get(due);
    if (value === undefined) amounts.set(due, (value = key(entry)));
    return value;
  });
}

/** An amount not known sorts last, like a missing day: it is neither the smallest nor the largest. */
const amountKey = (amount: string | null): number => (amount === null ? MISSING_NUMBER : Number(amount));

function compareKeys(a: Key, b: Key): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** The column's order as a comparison, ties by listing order: the same order `sortBookings` makes. */
export function columnOrder(sort: BookingSort): (a: StoredBooking, b: StoredBooking) => number {
  // Made at each comparison, not kept for each booking: a change is placed in a few comparisons, and a kept key for
  // each of 100,000 bookings and 10 columns held tens of megabytes (a first sort makes every key once, below).
  const key = keyOf(sort.by);
  const direction = sort.descending ? -1 : 1;
  return (a, b) => {
    const [keyA, keyB] = [key(a), key(b)];
    const missingA = keyA === MISSING_NUMBER;
    const missingB = keyB === MISSING_NUMBER;
    if (missingA !== missingB) return missingA ? 1 : -1;
    return direction * compareKeys(keyA, keyB) || listingOrder(a, b);
  };
}

/** A place in the list takes this many values of a packed key: lists of up to 2,097,152 bookings. */
const PLACES = 2 ** 21;

/**
 * Bookings in listing order, sorted by the chosen column. Each distinct key is ranked once (a few thousand amounts
 * or names among 100,000 bookings), and each booking's rank and place packed in one number: a typed array of them
 * sorts as plain numbers, with no comparison function called for each of the 1.7 million comparisons 100,000
 * bookings take (a first sort by Due cost 300 ms that way, on the thread that answers the screens).
 */
export function sortBookings(matches: readonly StoredBooking[], sort: BookingSort): StoredBooking[] {
  const keys = keysOf(matches, sort.by);
  if (matches.length > PLACES) return sortEach(matches, keys, sort.descending);
  const distinct = [...new Set(keys)].filter((value) => value !== MISSING_NUMBER).sort(compareKeys);
  const rankOf = new Map<Key, number>(distinct.map((value, at) => [value, sort.descending ? distinct.length - 1 - at : at]));
  const packed = new Float64Array(matches.length);
  keys.forEach((value, place) => { packed[place] = (rankOf.get(value) ?? distinct.length) * PLACES + place; });
  packed.sort();
  return Array.from(packed, (value) => matches[value % PLACES]!);
}

/** The same order, one comparison at a time: for a list too long to pack. */
function sortEach(matches: readonly StoredBooking[], keys: Key[], descending: boolean): StoredBooking[] {
  const keyed = matches.map((entry, index) => ({ entry, index, key: keys[index]! }));
  const direction = descending ? -1 : 1;
  keyed.sort((a, b) => {
    const missingA = a.key === MISSING_NUMBER;
    const missingB = b.key === MISSING_NUMBER;
    if (missingA !== missingB) return missingA ? 1 : -1;
    return direction * compareKeys(a.key, b.key) || a.index - b.index;
  });
  return keyed.map((item) => item.entry);
}
