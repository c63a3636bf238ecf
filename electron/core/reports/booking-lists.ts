// The report's lists of bookings: who owes what (oldest first), what was cancelled, and who did not come.
import type { ReportBooking } from '../../../shared/contract/model/report.js';
import { LIST_LIMIT } from '../../../shared/contract/model/report-lists.js';
import type { Day } from '../../../shared/domain/dates.js';
import { amountInCurrency, isPositiveAmount, type Amount } from '../../../shared/domain/money.js';
import { isCancelled } from './cancelled.js';
import type { BookingAmounts, PreparedBooking } from './report-entry.js';
import type { PlacedBooking } from './report-selection.js';

type WrittenAmounts = Record<keyof BookingAmounts, Amount | null>;

const NOT_KNOWN: WrittenAmounts = { total: null, paid: null, due: null };
/** A booking's amounts as the lists write them, kept while its prepared amounts stand: reports run again and again. */
const written = new WeakMap<BookingAmounts, { currency: string; amounts: WrittenAmounts }>();

function writtenAmounts(amounts: BookingAmounts | null, currency: string): WrittenAmounts {
  if (!amounts) return NOT_KNOWN;
  const kept = written.get(amounts);
  if (kept?.currency === currency) return kept.amounts;
  const texts = {
    total: amountInCurrency(amounts.total, currency), paid: amountInCurrency(amounts.paid, currency),
    due: amountInCurrency(amounts.due, currency),
  };
  written.set(amounts, { currency, amounts: texts });
  return texts;
}

function listed(booking: PreparedBooking, currency: string): ReportBooking {
  const { summary } = booking.source;
  return {
    code: summary.code, guest: summary.customer.name, status: summary.status.name || booking.statusId,
    startDay: summary.startDay, createdAt: summary.createdAt, guests: booking.guests,
    ...writtenAmounts(booking.amounts, currency),
  };
}

export const owes = (booking: PreparedBooking) => isPositiveAmount(booking.amounts?.due ?? null);

export type Order = (a: PreparedBooking, b: PreparedBooking) => number;

/** Oldest first: made earliest, then first day; a booking without a made time goes last. */
export const oldestFirst: Order = (a, b) => {
  const x = a.source.summary;
  const y = b.source.summary;
  return (x.createdAt ?? Number.MAX_SAFE_INTEGER) - (y.createdAt ?? Number.MAX_SAFE_INTEGER) ||
    (x.startDay ?? 0) - (y.startDay ?? 0) || (x.code < y.code ? -1 : x.code > y.code ? 1 : 0);
};

export const earliestDayFirst: Order = (a, b) =>
  (a.source.summary.startDay ?? 0) - (b.source.summary.startDay ?? 0) || oldestFirst(a, b);

/** The list's first LIST_LIMIT rows in its order (`kept` is sorted here), and how many it holds in all. */
function listOf(kept: PreparedBooking[], order: Order, currency: string) {
  kept.sort(order);
  return { rows: kept.slice(0, LIST_LIMIT).map((booking) => listed(booking, currency)), count: kept.length };
}

/**
 * The same from lists each already in the order (a period's days): their first LIST_LIMIT merged, a heap of each
 * list's next, rather than all of them sorted again (a year's 15,000 bookings owing, for 1,000 rows).
 */
export function listOfSorted(lists: readonly (readonly PreparedBooking[])[], order: Order, currency: string) {
  const heads = lists.filter((list) => list.length > 0).map((list) => ({ list, at: 0 }));
  type Head = (typeof heads)[number];
  const before = (a: Head, b: Head) => order(a.list[a.at]!, b.list[b.at]!) < 0;
  const sink = (from: number) => {
    for (let at = from; ;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let least = at;
      if (left < heads.length && before(heads[left]!, heads[least]!)) least = left;
      if (right < heads.length && before(heads[right]!, heads[least]!)) least = right;
      if (least === at) return;
      const moved = heads[at]!;
      heads[at] = heads[least]!;
      heads[least] = moved;
      at = least;
    }
  };
  for (let at = (heads.length >> 1) - 1; at >= 0; at -= 1) sink(at);
  const rows: ReportBooking[] = [];
  while (rows.length < LIST_LIMIT && heads.length > 0) {
    const head = heads[0]!;
    rows.push(listed(head.list[head.at]!, currency));
    head.at += 1;
    if (head.at === head.list.length) {
      const last = heads.pop()!;
      if (heads.length > 0) heads[0] = last;
    }
    sink(0);
  }
  return { rows, count: lists.reduce((count, list) => count + list.length, 0) };
}

function list(placed: readonly PlacedBooking[], keep: (booking: PreparedBooking) => boolean, order: Order,
  currency: string) {
  return listOf(placed.map(({ booking }) => booking).filter(keep), order, currency);
}

/** Not cancelled, and the desk knows it was never checked in: a no-show once its first day has passed. */
export function notSeen(booking: PreparedBooking): boolean {
  const { summary, contents } = booking.source;
  return !isCancelled(booking) && contents !== null && !contents.checkedIn && summary.startDay !== null;
}

/** Began before today, not cancelled, and the desk knows it was never checked in. */
const isNoShow = (booking: PreparedBooking, today: Day) => notSeen(booking) && booking.source.summary.startDay! < today;

/** Who owes (revenue bookings with money due, oldest first), the cancellations, and the no-shows. */
export function bookingLists(placed: readonly PlacedBooking[], revenue: ReadonlySet<string>, today: Day, currency: string) {
  const outstanding = list(placed, (booking) => revenue.has(booking.statusId) && owes(booking), oldestFirst, currency);
  const cancellations = list(placed, isCancelled, oldestFirst, currency);
  const noShows = list(placed, (booking) => isNoShow(booking, today), earliestDayFirst, currency);
  return {
    outstanding: outstanding.rows, cancellations: cancellations.rows, noShows: noShows.rows,
    listed: { outstanding: outstanding.count, cancellations: cancellations.count, noShows: noShows.count },
  };
}
