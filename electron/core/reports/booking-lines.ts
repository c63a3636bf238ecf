// Each named booking's guests and per-item amounts from what the desk holds (a record's lines, the service's item
// lists, the summary's item names), for the bookings list's CSV.
import type { BookingLines } from '../../../shared/contract/model/booking-lines.js';
import type { Item } from '../../../shared/contract/model/catalogue.js';
import { amountText } from '../../../shared/domain/money.js';
import { itemShares, UNKNOWN_ITEM } from './item-amounts.js';
import { prepare, type ReportSource } from './report-entry.js';

export function bookingLines(sources: readonly ReportSource[], codes: readonly string[], items: readonly Item[],
  notGuests?: ReadonlySet<string>): BookingLines[] {
  const wanted = new Set(codes);
  const names = new Map(items.map((item) => [item.id, item.name]));
  const found: BookingLines[] = [];
  for (const source of sources) {
    if (!wanted.has(source.summary.code)) continue;
    const booking = prepare(source, notGuests);
    const known = booking.guests !== null;
    found.push({
      code: source.summary.code, guests: booking.guests,
      lines: itemShares(booking).map((share) => ({
        itemId: share.itemId, name: share.name || names.get(share.itemId) || `Item ${share.itemId}`,
        quantity: share.quantity, guests: known ? share.guests : null,
        // A listing-only booking with several items: its total is not the item's, so no amount is claimed.
        amount: share.itemId === UNKNOWN_ITEM || share.amount === null ? null : amountText(share.amount),
      })),
    });
  }
  return found;
}
