// Revenue by item and by category (per-item amounts), and every status of the period's bookings.
import type { Item } from '../../../shared/contract/model/catalogue.js';
import type { BreakdownRow, StatusRow } from '../../../shared/contract/model/report.js';
import { AmountSum } from '../../../shared/domain/money.js';
import { itemShares, UNKNOWN_ITEM } from './item-amounts.js';
import type { PreparedBooking } from './report-entry.js';
import type { PlacedBooking } from './report-selection.js';
import type { StatusSum } from './status-sums.js';

/**
 * A row as it is summed, and the booking it saw last with the most people it counted for it on one line; `first`:
 * where it was first seen (the booking's place in the copy, then the line's), which names it and orders equal rows.
 */
export type Row = Omit<BreakdownRow, 'amount'> & { amount: AmountSum; seen: unknown; seenPeople: number; first: [number, number] };

function row(rows: Map<number, Row>, id: number, name: string, seen: { guests: number | null }, first: [number, number]) {
  let found = rows.get(id);
  if (!found) {
    found = { id, name, bookings: 0, guests: 0, guestsNotKnown: 0, amount: new AmountSum(), seen: null, seenPeople: 0, first };
    rows.set(id, found);
  }
  if (found.seen !== seen) {
    found.bookings += 1;
    if (seen.guests === null) found.guestsNotKnown += 1;
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

/** "Items not known" in the by-category view: apart from "No category" (0), which names items the catalogue has. */
const UNKNOWN_CATEGORY = -1;
/** "Items not known", and "No category" (0) among categories: they name nothing in the catalogue, so they come after
 * the rows that do, whatever they earned. */
const isCatchAll = (row: Row) => row.id === UNKNOWN_ITEM || row.id === UNKNOWN_CATEGORY;

/** The named rows that earned most first, then by name; the catch-all rows last. */
export const ordered = (rows: Map<number, Row>, currency: string): BreakdownRow[] =>
  [...rows.values()]
    .sort((a, b) => Number(isCatchAll(a)) - Number(isCatchAll(b)) || b.amount.compare(a.amount) || a.name.localeCompare(b.name))
    .map(({ id, name, bookings, guests, guestsNotKnown, amount }) =>
      ({ id, name, bookings, guests, guestsNotKnown, amount: amount.inCurrency(currency) }));

/** The rows by item and by category, as they are summed. */
export interface ItemRows {
  byItem: Map<number, Row>;
  byCategory: Map<number, Row>;
}

export const noItemRows = (): ItemRows => ({ byItem: new Map(), byCategory: new Map() });

/**
 * A booking counts once in each item and category it holds; each line's amount goes to its item and the item's
 * category (a category earns what its items earned), and the booking's people to each row once. With a filter, only
 * the chosen items' lines count, so "by category" shows what the chosen categories earned. `place`: the booking's in
 * the copy.
 */
export function addShares(rows: ItemRows, booking: PreparedBooking, place: number, itemsById: ReadonlyMap<number, Item>,
  chosen: ReadonlySet<number> | null): void {
  itemShares(booking).forEach((share, line) => {
    if (chosen && share.itemId !== UNKNOWN_ITEM && !chosen.has(share.itemId)) return;
    const item = itemsById.get(share.itemId);
    const first: [number, number] = [place, line];
    const itemRow = row(rows.byItem, share.itemId, item?.name ?? (share.name || `Item ${share.itemId}`), booking, first);
    const categoryRow = share.itemId === UNKNOWN_ITEM
      ? row(rows.byCategory, UNKNOWN_CATEGORY, 'Items not known', booking, first)
      : row(rows.byCategory, item?.categoryId ?? 0, item?.categoryName || 'No category', booking, first);
    if (share.amount) {
      itemRow.amount.add(share.amount);
      categoryRow.amount.add(share.amount);
    }
    addPeople(itemRow, share.guests);
    addPeople(categoryRow, share.guests);
  });
}

export function itemBreakdowns(placed: readonly PlacedBooking[], revenue: ReadonlySet<string>, items: readonly Item[],
  chosen: ReadonlySet<number> | null, currency: string) {
  const itemsById = new Map(items.map((item) => [item.id, item]));
  const rows = noItemRows();
  for (const { booking, place } of placed) if (revenue.has(booking.statusId)) addShares(rows, booking, place, itemsById, chosen);
  return { byItem: ordered(rows.byItem, currency), byCategory: ordered(rows.byCategory, currency) };
}

/** Every status of the period's bookings with its money, and whether it counts as revenue. */
export const statusRows = (statuses: readonly StatusSum[], revenue: ReadonlySet<string>, currency: string): StatusRow[] =>
  statuses.map(({ statusId, name, bookings, guests, guestsNotKnown, total, paid, due }) => ({
    statusId, name, bookings, guests, guestsNotKnown, total: total.inCurrency(currency), paid: paid.inCurrency(currency),
    due: due.inCurrency(currency), revenue: revenue.has(statusId),
  }));
