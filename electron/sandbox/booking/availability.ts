// Whether the stock of an item covers a session's lines (spec 4.5: a SLIP is re-checked when it is added).
import { daysOf, isoDay } from '../../../shared/domain/dates.js';
import { conflict } from '../http/api-error.js';
import type { SessionLine } from '../state/model.js';
import type { Store } from '../state/store.js';

/** Spec 8: the sample shows 1000000000 as the stock of unlimited package lines. */
export const UNLIMITED_UNITS = 1_000_000_000;

/** Units still free on every day of a line's dates, counting bookings only (a session holds no stock). */
export function unitsLeft(store: Store, line: SessionLine): number {
  const item = store.item(line.itemId);
  if (!item) return 0;
  if (item.unlimited) return UNLIMITED_UNITS;
  let left = Number.POSITIVE_INFINITY;
  for (const day of daysOf(line.startDay, line.endDay)) left = Math.min(left, item.stock - store.bookedUnits(item.id, day));
  return Math.max(0, left === Number.POSITIVE_INFINITY ? item.stock : left);
}

/** Lines that take stock: main lines, and package lines only while opted in. */
function holdsStock(line: SessionLine): boolean {
  return line.packageOf === null || line.optedIn;
}

/**
 * Refuses with 409 not_available when a checked line's item has fewer units left on one of its days than the
 * session asks for on that day, counting every line of the session for the same item together.
 */
export function assertAvailable(store: Store, lines: SessionLine[], checked: SessionLine[]): void {
  for (const line of checked.filter(holdsStock)) {
    const item = store.item(line.itemId);
    if (!item || item.unlimited) continue;
    for (const day of daysOf(line.startDay, line.endDay)) {
      const wanted = lines
        .filter((other) => holdsStock(other) && other.itemId === item.id && other.startDay <= day && day <= other.endDay)
        .reduce((sum, other) => sum + other.qty, 0);
      const left = item.stock - store.bookedUnits(item.id, day);
      if (wanted > left) {
        throw conflict('not_available', `${item.name} has ${Math.max(0, left)} left on ${isoDay(day)} and ` +
          `${wanted} were asked for; choose other dates or fewer units.`);
      }
    }
  }
}
