// One booking as a report reads it: its listing, what the desk knows of its contents (items, guest counts, start
// time, check-in), and its amounts in whole cents, parsed once per listing and kept while the listing stands.
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import { decimalToCents } from '../../../shared/domain/money.js';
import { guestCount, notGuestIds } from '../../../shared/domain/guests.js';
import { owesNothing } from '../../../shared/domain/payment.js';

/** Before the account's parameters are known, every count is a guest. */
const NO_PARAMETERS = notGuestIds(undefined);

export interface ContentLine {
  itemId: number;
  name: string;
  quantity: number;
  /** Count per booking parameter (adults, children…). */
  counts: Readonly<Record<string, number>>;
  /** Decimal text, or null when the service did not give the line's amount. */
  total: string | null;
  /** The line's own status, when the service gave one (a line cancelled inside a live booking). */
  statusId?: string | null;
}

/** What the listing lacks and a report needs; known once the booking's full record was read. */
export interface BookingContents {
  lines: readonly ContentLine[];
  checkedIn: boolean;
}

export interface ReportSource {
  summary: BookingSummary;
  contents: BookingContents | null;
  /** The items the booking holds: exact from its contents or the service's item lists, else from its summary. */
  itemIds: ReadonlySet<number>;
  /** The items are the service's word (a record or an item list), not guessed from the summary's names. */
  itemsExact: boolean;
  /** "13:00" for a booking by the hour, '' for one by the day or when not known. */
  startTime: string;
}

export interface PreparedBooking {
  source: ReportSource;
  statusId: string;
  total: number;
  paid: number;
  due: number;
  /** Null when the desk does not know the booking's guest counts. */
  guests: number | null;
  /** The parameter ids that are no guests (shared/domain/guests.ts), as the guests were counted with. */
  notGuests: ReadonlySet<string>;
  /**
   * False when the service's total, paid or due could not be read: the sums then leave the booking out (its
   * amounts above are 0) and the report says how many it left out, rather than counting it as 0.00.
   */
  amountsKnown: boolean;
}

const prepared = new WeakMap<BookingSummary, PreparedBooking>();

/** Whole cents, or null when the amount is not known. */
const cents = (text: string | null): number | null => {
  const value = text === null ? Number.NaN : decimalToCents(text);
  return Number.isFinite(value) ? value : null;
};

/** A booking's guests are the most people on any one of its lines, never their sum: a couple on a stay, its breakfast
 *  and the next morning's tour are two guests. Lines of their own cancelled status hold nobody. */
function guestsOf(contents: BookingContents | null, notGuests: ReadonlySet<string>): number | null {
  if (!contents) return null;
  const live = contents.lines.filter((line) => !line.statusId || !owesNothing(line.statusId));
  return live.reduce((most, line) => Math.max(most, guestCount(line.counts, notGuests)), 0);
}

export function prepare(source: ReportSource, notGuests: ReadonlySet<string> = NO_PARAMETERS): PreparedBooking {
  const kept = prepared.get(source.summary);
  if (kept && kept.source.contents === source.contents && kept.source.itemIds === source.itemIds
    && kept.notGuests === notGuests) return kept;
  const { summary } = source;
  const [total, paid, due] = [cents(summary.total), cents(summary.paid), cents(summary.due)];
  const booking: PreparedBooking = {
    source, statusId: summary.status.id.toUpperCase(),
    total: total ?? 0, paid: paid ?? 0,
    // A void or cancelled booking owes nothing, whatever its figures say (shared/domain/payment.ts).
    due: owesNothing(summary.status.id) ? 0 : Math.max(0, due ?? 0),
    guests: guestsOf(source.contents, notGuests), notGuests,
    amountsKnown: total !== null && paid !== null && due !== null,
  };
  prepared.set(summary, booking);
  return booking;
}
