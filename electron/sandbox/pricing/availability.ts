// Units left of an item on a day: stock less what bookings hold (Store.bookedUnits), closed by status U events.
import { daysOf, type Day } from '../../../shared/domain/dates.js';
import type { Item, RateEvent } from '../state/model.js';
import type { Store } from '../state/store.js';
import { eventCoversDay, eventsForItem } from './event-scope.js';

/** Spec 8 shows 1000000000 as the stock of unlimited lines; the calendar and rates use the same figure. */
export const UNLIMITED_UNITS = 1_000_000_000;

export interface DayStock {
  total: number;
  booked: number;
  left: number;
}

export function dayStock(store: Store, item: Item, day: Day): DayStock {
  const booked = store.bookedUnits(item.id, day);
  if (item.unlimited) return { total: UNLIMITED_UNITS, booked, left: UNLIMITED_UNITS };
  return { total: item.stock, booked, left: Math.max(0, item.stock - booked) };
}

/** An event with status U closes the day for the item (docs/api-assumptions.md). */
export function closedByEvent(events: readonly RateEvent[], day: Day): boolean {
  return events.some((event) => event.type !== 'DC' && event.status === 'U' && eventCoversDay(event, day));
}

function childrenOf(store: Store, item: Item): Item[] {
  return item.childIds.map((id) => store.item(id)).filter((child): child is Item => child !== undefined);
}

/** Units that can still be booked on a day: 0 when closed; a grouped parent has what its children have. */
export function bookableUnits(store: Store, item: Item, day: Day): number {
  if (item.childIds.length > 0) {
    return childrenOf(store, item).reduce((sum, child) => sum + bookableUnits(store, child, day), 0);
  }
  if (closedByEvent(eventsForItem(store.state.events, item), day)) return 0;
  return dayStock(store, item, day).left;
}

/** Units bookable on each day from first to last: what item/cal answers. */
export function availabilityCalendar(store: Store, item: Item, first: Day, last: Day): Map<Day, number> {
  const calendar = new Map<Day, number>();
  for (const day of daysOf(first, last)) calendar.set(day, bookableUnits(store, item, day));
  return calendar;
}

/** The fewest units bookable on any day of a period: what can be booked for all of it. */
export function unitsLeftForPeriod(store: Store, item: Item, first: Day, last: Day): number {
  return Math.min(...availabilityCalendar(store, item, first, last).values());
}
