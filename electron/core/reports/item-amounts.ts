// What each item of a booking earned. A booking's own lines say it; a booking known only from its listing has
// the whole amount on its one item, and where it holds several the amount cannot be split honestly, so it goes
// to "Items not known".
import type { PreparedBooking } from './report-entry.js';
import { guestCount } from '../../../shared/domain/guests.js';
import { readAmount, type ExactAmount } from '../../../shared/domain/money.js';

export const UNKNOWN_ITEM = 0;

export interface ItemShare {
  itemId: number;
  name: string;
  quantity: number;
  /** Null when the service did not give the line's amount (nor the booking's, for a line that is all of it). */
  amount: ExactAmount | null;
  guests: number;
}

function lineShares(booking: PreparedBooking): ItemShare[] | null {
  const lines = booking.source.contents?.lines;
  if (!lines || lines.length === 0) return null;
  const whole = booking.amounts?.total ?? null;
  return lines.map((line) => {
    const guests = guestCount(line.counts, booking.notGuests);
    // A single line without its own amount is the whole booking.
    const amount = readAmount(line.total) ?? (lines.length === 1 ? whole : null);
    return { itemId: line.itemId, name: line.name, quantity: line.quantity, amount, guests };
  });
}

export function itemShares(booking: PreparedBooking): ItemShare[] {
  const fromLines = lineShares(booking);
  if (fromLines) return fromLines;
  const ids = [...booking.source.itemIds];
  const amount = booking.amounts?.total ?? null;
  if (ids.length === 1) return [{ itemId: ids[0]!, name: '', quantity: 1, amount, guests: 0 }];
  return [{ itemId: UNKNOWN_ITEM, name: 'Items not known', quantity: 1, amount, guests: 0 }];
}
