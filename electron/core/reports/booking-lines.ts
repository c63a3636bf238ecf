// Each named booking's guests and per-item amounts from what the desk holds (a record's lines, the service's item
// lists, the summary's item names), for the bookings list's CSV.
import type { BookingLines } from '../../../shared/contract/model/booking-lines.js';
import type { Item } from '../../../shared/contract/model/catalogue.js';
import type { ListedLine } from '../../../shared/contract/model/booking-lines.js';
import { amountText } from '../../../shared/domain/money.js';
import { itemShares } from './item-amounts.js';
import { prepare, type PreparedBooking, type ReportSource } from './report-entry.js';

/**
 * A booking known from its listing only: the items it names (the service's item lists, or the summary's names), each
 * without a quantity, and the total on the one item only when there is one. Nothing is made up: no "× 1", and no
 * catch-all line standing for items the desk does know by name.
 */
function listedItems(booking: PreparedBooking, nameOf: (itemId: number) => string): ListedLine[] {
  const ids = [...booking.source.itemIds];
  const total = ids.length === 1 && booking.amounts ? amountText(booking.amounts.total) : null;
  return ids.map((itemId) => ({ itemId, name: nameOf(itemId), quantity: null, guests: null, amount: total }));
}

export function bookingLines(sources: readonly ReportSource[], codes: readonly string[], items: readonly Item[],
  notGuests?: ReadonlySet<string>): BookingLines[] {
  const wanted = new Set(codes);
  const names = new Map(items.map((item) => [item.id, item.name]));
  const found: BookingLines[] = [];
  for (const source of sources) {
    if (!wanted.has(source.summary.code)) continue;
    const booking = prepare(source, notGuests);
    const nameOf = (itemId: number, given = '') => given || names.get(itemId) || `Item ${itemId}`;
    found.push({
      code: source.summary.code, guests: booking.guests,
      lines: source.contents === null || source.contents.lines.length === 0 ? listedItems(booking, nameOf)
        : itemShares(booking).map((share) => ({
          itemId: share.itemId, name: nameOf(share.itemId, share.name), quantity: share.quantity,
          guests: booking.guests === null ? null : share.guests,
          amount: share.amount === null ? null : amountText(share.amount),
        })),
    });
  }
  return found;
}
