// One booking as a report reads it: its listing, what the desk knows of its contents (items, guest counts, start
// time, check-in), and its amounts read exactly once per listing (shared/domain/money.ts) and kept while the listing
// stands.
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import { nothingLike, notBelowZero, readAmount, type ExactAmount } from '../../../shared/domain/money.js';
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

/** A booking's money as the report sums it; shared by every booking that writes the same figures: never change one. */
export interface BookingAmounts {
  readonly total: ExactAmount;
  readonly paid: ExactAmount;
  /** What is left to pay: never below zero, nothing for a void or cancelled booking. */
  readonly due: ExactAmount;
}

export interface PreparedBooking {
  source: ReportSource;
  statusId: string;
  /**
   * Null when the service's total, paid or due could not be read: the sums then leave the booking out and the
   * report says how many it left out, rather than counting it as 0.
   */
  amounts: BookingAmounts | null;
  /** Null when the desk does not know the booking's guest counts. */
  guests: number | null;
  /** The parameter ids that are no guests (shared/domain/guests.ts), as the guests were counted with. */
  notGuests: ReadonlySet<string>;
}

const prepared = new WeakMap<BookingSummary, PreparedBooking>();

function readAmounts(summary: BookingSummary, owes: boolean): BookingAmounts | null {
  const [total, paid, due] = [readAmount(summary.total), readAmount(summary.paid), readAmount(summary.due)];
  if (total === null || paid === null || due === null) return null;
  // A void or cancelled booking owes nothing, whatever its figures say (shared/domain/payment.ts).
  return Object.freeze({ total, paid, due: owes ? notBelowZero(due) : nothingLike(due) });
}

/**
 * The figures read once for every booking that writes them: a few prices, paid in full, nothing due, so the same
 * few thousand triples recur. Read for each booking, the reads' worker held four objects and three big integers a
 * booking for them (100,000 bookings: 23 MiB, a seventh of its heap once reports were asked).
 */
const amountsRead = new Map<string, BookingAmounts | null>();
/** Past this many different figures the table starts again: its size stays bounded whatever the account holds. */
const AMOUNTS_KEPT = 20_000;

function amountsOf(summary: BookingSummary): BookingAmounts | null {
  const owes = !owesNothing(summary.status.id);
  const key = `${summary.total} ${summary.paid} ${summary.due} ${owes}`;
  let amounts = amountsRead.get(key);
  if (amounts === undefined) {
    if (amountsRead.size >= AMOUNTS_KEPT) amountsRead.clear();
    amountsRead.set(key, (amounts = readAmounts(summary, owes)));
  }
  return amounts;
}

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
  const booking: PreparedBooking = {
    source, statusId: summary.status.id.toUpperCase(), amounts: amountsOf(summary),
    guests: guestsOf(source.contents, notGuests), notGuests,
  };
  prepared.set(summary, booking);
  return booking;
}
