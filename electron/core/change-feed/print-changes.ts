// What a printed manifest showed, booking by booking, and what changed since: "3 bookings changed since you printed",
// each saying what (new, gone, status, guests, balance, items or times, notes). Check-ins and check-outs are what the
// paper is for, not changes to it; what the copy did not know at print time (a record not read) is not compared.
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
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

function money(amount: string | null, currency: string): string {
  const exact = readAmount(amount);
  if (exact === null) return 'not known';
  return exact.units === 0n ? 'nothing' : `${amountInCurrency(amount!, currency)}${currency ? ` ${currency}` : ''}`;
}

function whatChanged(was: PrintedBooking, now: PrintedBooking, currency: string): string[] {
  const what: string[] = [];
  if (was.statusId !== now.statusId) what.push(`status ${was.statusName || was.statusId} → ${now.statusName || now.statusId}`);
  if (was.guests !== null && now.guests !== null && was.guests !== now.guests) what.push(`${was.guests} → ${now.guests} guests`);
  const moved = readAmount(subtractAmounts(was.due, now.due));
  if (moved !== null && moved.units !== 0n) what.push(`balance ${money(was.due, currency)} → ${money(now.due, currency)}`);
  if (was.lines !== '' && now.lines !== '' && was.lines !== now.lines) what.push('items or times changed');
  if (was.notes >= 0 && now.notes > was.notes) what.push(now.notes - was.notes === 1 ? 'a new note' : `${now.notes - was.notes} new notes`);
  return what;
}

/** The bookings of the day that changed since the mark, each with what changed, in the order of the day's list. */
export function changesSince(mark: PrintMark, current: readonly PrintedBooking[], currency: string) {
  const before = new Map(mark.bookings.map((booking) => [booking.code, booking]));
  const changes: { code: string; guestName: string; what: string[] }[] = [];
  for (const now of current) {
    const was = before.get(now.code);
    before.delete(now.code);
    if (!was) {
      if (!isGone(now)) changes.push({ code: now.code, guestName: now.guestName, what: ['new booking'] });
      continue;
    }
    const what = whatChanged(was, now, currency);
    if (what.length > 0) changes.push({ code: now.code, guestName: now.guestName, what });
  }
  for (const was of before.values()) {
    if (!isGone(was)) changes.push({ code: was.code, guestName: was.guestName, what: ['no longer on this day'] });
  }
  return changes;
}
