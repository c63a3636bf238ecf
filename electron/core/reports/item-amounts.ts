// What each item of a booking earned. A booking's own lines say it; a booking known only from its listing has
// the whole amount on its one item, and where it holds several the amount cannot be split honestly, so it goes
// to "Items not known".
import type { PreparedBooking } from './report-entry.js';
import { guestCount } from '../../../shared/domain/guests.js';
import { decimalToCents } from '../../../shared/domain/money.js';

export const UNKNOWN_ITEM = 0;

export interface ItemShare {
  itemId: number;
  name: string;
  quantity: number;
  amount: number;
  guests: number;
}

function lineShares(booking: PreparedBooking): ItemShare[] | null {
  const lines = booking.source.contents?.lines;
  if (!lines || lines.length === 0) return null;
  return lines.map((line) => {
    const amount = line.total === null ? Number.NaN : decimalToCents(line.total);
    const guests = guestCount(line.counts, booking.notGuests);
    // A single line without its own amount is the whole booking.
    const known = Number.isFinite(amount) ? amount : lines.length === 1 ? booking.total : 0;
    return { itemId: line.itemId, name: line.name, quantity: line.quantity, amount: known, guests };
  });
}

export function itemShares(booking: PreparedBooking): ItemShare[] {
  const fromLines = lineShares(booking);
  if (fromLines) return fromLines;
  const ids = [...booking.source.itemIds];
  if (ids.length === 1) return [{ itemId: ids[0]!, name: '', quantity: 1, amount: booking.total, guests: 0 }];
  return [{ itemId: UNKNOWN_ITEM, name: 'Items not known', quantity: 1, amount: booking.total, guests: 0 }];
}
