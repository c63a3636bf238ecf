// Revenue by item and by category (per-item amounts), and every booking of the period by status.
import type { Item } from '../../../shared/contract/model/catalogue.js';
import type { BreakdownRow, StatusRow } from '../../../shared/contract/model/report.js';
import { itemShares, UNKNOWN_ITEM } from './item-amounts.js';
import type { PlacedBooking } from './report-selection.js';

/** A row, and the booking it saw last with the most people it counted for it on one line. */
type Row = BreakdownRow & { seen: unknown; seenPeople: number };

function row(rows: Map<number, Row>, id: number, name: string, seen: unknown) {
  let found = rows.get(id);
  if (!found) {
    found = { id, name, bookings: 0, guests: 0, amount: 0, seen: null, seenPeople: 0 };
    rows.set(id, found);
  }
  if (found.seen !== seen) {
    found.bookings += 1;
    found.seen = seen;
    found.seenPeople = 0;
  }
  return found;
}

/** A booking's guests in a row are the most people on one of its lines there, not their sum (report-entry.ts). */
function addPeople(target: Row, people: number): void {
  if (people <= target.seenPeople) return;
  target.guests += people - target.seenPeople;
  target.seenPeople = people;
}

const ordered = (rows: Map<number, Row>): BreakdownRow[] =>
  [...rows.values()].map(({ seen: _seen, seenPeople: _people, ...rest }) => rest).sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));

/**
 * A booking counts once in each item and category it holds; each line's amount goes to its item, and the booking's
 * people to each row once. With
 * a filter, only the chosen items' lines count, so "by category" shows what the chosen categories earned.
 */
export function itemBreakdowns(placed: readonly PlacedBooking[], revenue: ReadonlySet<string>, items: readonly Item[],
  chosen: ReadonlySet<number> | null) {
  const itemsById = new Map(items.map((item) => [item.id, item]));
  const byItem = new Map<number, Row>();
  const byCategory = new Map<number, Row>();
  for (const { booking } of placed) {
    if (!revenue.has(booking.statusId)) continue;
    for (const share of itemShares(booking)) {
      if (chosen && share.itemId !== UNKNOWN_ITEM && !chosen.has(share.itemId)) continue;
      const item = itemsById.get(share.itemId);
      const itemRow = row(byItem, share.itemId, item?.name ?? (share.name || `Item ${share.itemId}`), booking);
      const categoryId = item?.categoryId ?? 0;
      const categoryName = share.itemId === UNKNOWN_ITEM ? 'Items not known' : item?.categoryName || 'No category';
      const categoryRow = row(byCategory, categoryId, categoryName, booking);
      for (const target of [itemRow, categoryRow]) {
        target.amount += share.amount;
        addPeople(target, share.guests);
      }
    }
  }
  return { byItem: ordered(byItem), byCategory: ordered(byCategory) };
}

export function statusBreakdown(placed: readonly PlacedBooking[], revenue: ReadonlySet<string>): StatusRow[] {
  const rows = new Map<string, StatusRow>();
  for (const { booking } of placed) {
    let found = rows.get(booking.statusId);
    if (!found) {
      const name = booking.source.summary.status.name || booking.statusId;
      found = { statusId: booking.statusId, name, bookings: 0, guests: 0, total: 0, paid: 0, due: 0,
        revenue: revenue.has(booking.statusId) };
      rows.set(booking.statusId, found);
    }
    found.bookings += 1;
    found.guests += booking.guests ?? 0;
    found.total += booking.total;
    found.paid += booking.paid;
    found.due += booking.due;
  }
  return [...rows.values()].sort((a, b) => b.bookings - a.bookings || a.statusId.localeCompare(b.statusId));
}
