// What a printed manifest showed, booking by booking, and what changed since: "3 bookings changed since you printed",
// each saying what (new, gone, status, guests, balance, items or times, notes). Check-ins and check-outs are what the
// paper is for, not changes to it; what the copy did not know at print time (a record not read) is not compared.
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import type { PrintChangeWhat } from '../../../shared/contract/model/changes.js';
import { amountInCurrency, readAmount, subtractAmounts } from '../../../shared/domain/money.js';
import { owedBy } from '../../../shared/domain/payment.js';
import { NO_CHECK_IN_STATUSES } from '../../../shared/domain/statuses.js';
import type { PrintedBooking, PrintMark } from '../shift-record/record-entry.js';

/** A line as "item@day HH:MM×quantity": a line added, moved or resized reads differently. */
const lineKey = (line: BookingContents['lines'][number]) => `${line.itemId}@${line.startDay ?? ''} ${line.startTime}×${line.quantity}`;

export function printedBooking(contents: BookingContents, guests: number | null): PrintedBooking {
  const fromRecord = contents.source === 'record';
  return {
    code: contents.booking.code, guestName: contents.booking.customer.name, statusId: contents.booking.status.id,
    statusName: contents.booking.status.name, guests, due: owedBy(contents.booking),
    lines: fromRecord ? contents.lines.map(lineKey).sort().join(';') : '',
    notes: contents.stampsKnown ? contents.noteCount : -1,
  };
}

const isGone = (booking: PrintedBooking) => NO_CHECK_IN_STATUSES.has(booking.statusId.toUpperCase());

/** A balance as the account's currency writes it ("95.5" → "95.50"); null when the desk did not know it. */
const balance = (amount: string | null, currency: string): string | null =>
  (readAmount(amount) === null ? null : amountInCurrency(amount!, currency));

function whatChanged(was: PrintedBooking, now: PrintedBooking, currency: string): PrintChangeWhat[] {
  const what: PrintChangeWhat[] = [];
  if (was.statusId !== now.statusId) what.push({ kind: 'status', from: was.statusName || was.statusId, to: now.statusName || now.statusId });
  if (was.guests !== null && now.guests !== null && was.guests !== now.guests) what.push({ kind: 'guests', from: was.guests, to: now.guests });
  const moved = readAmount(subtractAmounts(was.due, now.due));
  if (moved !== null && moved.units !== 0n) what.push({ kind: 'balance', from: balance(was.due, currency), to: balance(now.due, currency) });
  if (was.lines !== '' && now.lines !== '' && was.lines !== now.lines) what.push({ kind: 'items' });
  if (was.notes >= 0 && now.notes > was.notes) what.push({ kind: 'notes', count: now.notes - was.notes });
  return what;
}

/** The bookings of the day that changed since the mark, each with what changed, in the order of the day's list. */
export function changesSince(mark: PrintMark, current: readonly PrintedBooking[], currency: string) {
  const before = new Map(mark.bookings.map((booking) => [booking.code, booking]));
  const changes: { code: string; guestName: string; what: PrintChangeWhat[] }[] = [];
  for (const now of current) {
    const was = before.get(now.code);
    before.delete(now.code);
    if (!was) {
      if (!isGone(now)) changes.push({ code: now.code, guestName: now.guestName, what: [{ kind: 'new' }] });
      continue;
    }
    const what = whatChanged(was, now, currency);
    if (what.length > 0) changes.push({ code: now.code, guestName: now.guestName, what });
  }
  for (const was of before.values()) {
    if (!isGone(was)) changes.push({ code: was.code, guestName: was.guestName, what: [{ kind: 'gone' }] });
  }
  return changes;
}
