// BookingQuery answered from the working set with the service's own semantics (sandbox booking/index, and
// docs/api-assumptions.md "Dates"): day bounds inclusive, a day given with `on` wins over after/before as the
// desk's handler sends it, e-mail compared without case, listing order by first day then booking id.
import type { BookingSummary } from '../../../../shared/contract/model/booking.js';
import type { BookingQuery, DateBounds } from '../../../../shared/contract/model/booking-query.js';
import type { Day } from '../../../../shared/domain/dates.js';
import { holdsWords, quickFilterWords } from '../../../../shared/domain/booking-text.js';
import { normaliseEmail } from './normalise.js';
import type { StoredBooking } from './stored-booking.js';

/** Filters the working set cannot answer exactly (see `LocalBookingPage.inexact`). */
export type InexactFilter = 'itemId' | 'partnerId';

/** The items a booking holds: exact from its full record, inferred from its listing's summary otherwise. */
export interface KnownItems {
  ids: ReadonlySet<number>;
  exact: boolean;
}

export interface QueryContext {
  today: Day;
  bookmarked: ReadonlySet<string>;
  itemsOf: (entry: StoredBooking) => KnownItems;
}

type Test = (entry: StoredBooking) => boolean;

function dayRange(bounds: DateBounds | undefined, today: Day): [number, number] | null {
  if (!bounds) return null;
  const day = (value: number | 'today') => (value === 'today' ? today : value);
  if (bounds.on !== undefined) return [day(bounds.on), day(bounds.on)];
  if (bounds.after === undefined && bounds.before === undefined) return null;
  const from = bounds.after === undefined ? -Infinity : day(bounds.after);
  return [from, bounds.before === undefined ? Infinity : day(bounds.before)];
}

function within(range: [number, number] | null, pick: (s: BookingSummary) => number | null): Test | null {
  if (!range) return null;
  const [from, to] = range;
  // A listing without the value (the live service may omit start_date) cannot be shown to match.
  return (entry) => {
    const value = pick(entry.summary);
    return value !== null && value >= from && value <= to;
  };
}

function instantRange(bounds: { after?: number; before?: number } | undefined): [number, number] | null {
  if (!bounds || (bounds.after === undefined && bounds.before === undefined)) return null;
  return [bounds.after ?? -Infinity, bounds.before ?? Infinity];
}

/** Every word typed, in any of the booking's texts, case and accents aside (the Bookings screen's rule too). */
function holdingWords(text: string | undefined): Test | null {
  const words = quickFilterWords(text ?? '');
  if (words.length === 0) return null;
  return (entry) => holdsWords(entry.textKey, words);
}

export interface CompiledQuery {
  tests: Test[];
  /** After a pass: the filters that could only be answered in part for the bookings it looked at. */
  inexact: () => InexactFilter[];
}

/** The tests a booking must pass, cheapest first; the item test last, so only otherwise matching bookings count. */
export function compileQuery(query: BookingQuery, context: QueryContext): CompiledQuery {
  const tests: (Test | null)[] = [];
  let itemsGuessed = false;
  if (query.statusId) {
    const status = query.statusId.toUpperCase();
    tests.push((entry) => entry.summary.status.id.toUpperCase() === status);
  }
  if (query.customerId !== undefined) tests.push((entry) => entry.summary.customer.id === query.customerId);
  const email = query.customerEmail ? normaliseEmail(query.customerEmail) : '';
  if (email) tests.push((entry) => entry.emailKey === email);
  tests.push(within(dayRange(query.start, context.today), (s) => s.startDay));
  tests.push(within(dayRange(query.end, context.today), (s) => s.endDay));
  tests.push(within(instantRange(query.created), (s) => s.createdAt));
  tests.push(within(instantRange(query.lastModified), (s) => s.lastModified));
  if (query.bookmarked) tests.push((entry) => context.bookmarked.has(entry.summary.code));
  tests.push(holdingWords(query.text));
  if (query.itemId !== undefined) {
    const itemId = query.itemId;
    tests.push((entry) => {
      const known = context.itemsOf(entry);
      if (!known.exact) itemsGuessed = true;
      return known.ids.has(itemId);
    });
  }
  // Neither the listing nor the full record as the desk keeps it names the partner: not filtered, and said so.
  const partnerIgnored = query.partnerId !== undefined;
  const inexact = (): InexactFilter[] => [
    ...(itemsGuessed ? ['itemId' as const] : []), ...(partnerIgnored ? ['partnerId' as const] : []),
  ];
  return { tests: tests.filter((test): test is Test => test !== null), inexact };
}

