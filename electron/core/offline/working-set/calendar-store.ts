// Availability the desk has seen, one cell per item and day, so a calendar range viewed online can be shown
// offline, and a range pieced together from several views is still answered.
import type { Calendar, CalendarQuery, Item } from '../../../../shared/contract/model/catalogue.js';
import { addDays, daysOf, type Day } from '../../../../shared/domain/dates.js';

/** [units left, fetched at (Unix seconds)] */
export type CalendarCell = [number, number];

/** [item id, day, units, fetched at] as the file keeps them. */
export type SavedCell = [number, Day, number, number];

/** Days kept around today: the past month (a stay being settled) and the two years ahead a desk may browse. */
const KEEP_PAST_DAYS = 31;
const KEEP_FUTURE_DAYS = 730;

export interface CalendarAnswer {
  calendar: Calendar;
  /** The oldest cell shown (Unix seconds); null when nothing of the range was ever seen. */
  fetchedAt: number | null;
  /** False when some item-day of the range was never seen: it is missing from `days`. */
  complete: boolean;
}

export class CalendarStore {
  readonly cells = new Map<number, Map<Day, CalendarCell>>();

  put(calendar: Calendar, fetchedAt: number, today: Day): void {
    for (const { itemId, days } of calendar.items) {
      let row = this.cells.get(itemId);
      if (!row) this.cells.set(itemId, (row = new Map()));
      for (const [day, units] of Object.entries(days)) {
        const value = Number(day);
        if (value >= calendar.from && value <= calendar.to) row.set(value, [units, fetchedAt]);
      }
    }
    this.prune(today);
  }

  /** The items asked for: the ids given, else the category's items, else every item seen. */
  answer(query: CalendarQuery, items: readonly Item[]): CalendarAnswer {
    const ids = query.itemIds && query.itemIds.length > 0 ? query.itemIds
      : query.categoryId !== undefined ? items.filter((item) => item.categoryId === query.categoryId).map((item) => item.id)
        : [...this.cells.keys()].sort((a, b) => a - b);
    let fetchedAt: number | null = null;
    let complete = ids.length > 0;
    const answered: Calendar['items'] = [];
    for (const itemId of ids) {
      const row = this.cells.get(itemId);
      const days: Record<string, number> = {};
      for (const day of daysOf(query.from, query.to)) {
        const cell = row?.get(day);
        if (!cell) {
          complete = false;
          continue;
        }
        days[String(day)] = cell[0];
        fetchedAt = fetchedAt === null ? cell[1] : Math.min(fetchedAt, cell[1]);
      }
      if (Object.keys(days).length > 0) answered.push({ itemId, days });
    }
    return { calendar: { from: query.from, to: query.to, items: answered }, fetchedAt, complete };
  }

  saved(): SavedCell[] {
    const cells: SavedCell[] = [];
    for (const [itemId, row] of this.cells) for (const [day, [units, at]] of row) cells.push([itemId, day, units, at]);
    return cells;
  }

  restore(cells: readonly SavedCell[], today: Day): void {
    for (const [itemId, day, units, at] of cells) {
      let row = this.cells.get(itemId);
      if (!row) this.cells.set(itemId, (row = new Map()));
      row.set(day, [units, at]);
    }
    this.prune(today);
  }

  private prune(today: Day): void {
    const first = addDays(today, -KEEP_PAST_DAYS);
    const last = addDays(today, KEEP_FUTURE_DAYS);
    for (const [itemId, row] of this.cells) {
      for (const day of row.keys()) if (day < first || day > last) row.delete(day);
      if (row.size === 0) this.cells.delete(itemId);
    }
  }
}
