// A Booking made from a session's lines (booking/create, spec 1 step 5), in the shape the seed makes them.
import { randomBytes, randomInt } from 'node:crypto';
import type { Booking, BookingLine, BookingSession, SessionLine } from '../state/model.js';
import type { Store } from '../state/store.js';
import { decodeSlip } from '../slip.js';
import { lineCents, orderTotals, taxIncluded } from './session-totals.js';
import { spanOf, stayOf } from './stay-times.js';

/** Booking codes read like the seed's: four letters and the creation day, e.g. "QWER-211126". */
function bookingCode(store: Store, createdAt: number): string {
  const date = new Date(createdAt * 1000);
  const suffix = [date.getUTCDate(), date.getUTCMonth() + 1, date.getUTCFullYear() % 100]
    .map((n) => String(n).padStart(2, '0')).join('');
  let code: string;
  do code = `${Array.from({ length: 4 }, () => String.fromCharCode(65 + randomInt(26))).join('')}-${suffix}`;
  while (store.booking(code));
  return code;
}

/** When a session line is used: a package line goes with its main line (a wetsuit for the tour's three hours). */
function lineStay(store: Store, lines: SessionLine[], line: SessionLine) {
  const parent = line.packageOf === null ? line : lines.find((other) => other.lineId === line.packageOf) ?? line;
  return stayOf(line, store.item(parent.itemId), store.state.account.timezone);
}

/** Opted-out package lines are not booked; a main line carries its SLIP's discount. Each keeps its own days. */
function bookingLines(store: Store, lines: SessionLine[]): BookingLine[] {
  return lines
    .filter((line) => line.packageOf === null || line.optedIn)
    .map((line) => {
      const gross = lineCents(line);
      const discount = line.packageOf === null ? decodeSlip(store.state.slipKey, line.slip).discountCents * line.qty : 0;
      const total = gross - Math.min(discount, gross);
      return {
        ...lineStay(store, lines, line), lineId: line.lineId, itemId: line.itemId, qty: line.qty,
        params: { ...line.params }, total, taxTotal: taxIncluded(total),
      };
    });
}

/** Status PEND: nothing is paid when a booking is made through the API. */
export function bookingFromSession(store: Store, session: BookingSession, customerId: number, now: number): Booking {
  const lines = bookingLines(store, session.lines);
  const span = spanOf(lines.filter((line) => !line.lineId.includes('.')));
  if (!span) throw new Error('bookingFromSession needs a session with at least one main line.');
  return {
    id: store.state.nextIds.booking++, code: bookingCode(store, now), statusId: 'PEND', customerId, partnerId: 0,
    createdAt: now, lastModified: now, ...span, lines, ...orderTotals(lines),
    paidTotal: 0, token: randomBytes(32).toString('hex'), checkedIn: null, checkedOut: null,
  };
}
