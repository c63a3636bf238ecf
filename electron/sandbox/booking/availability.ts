// Whether the stock of an item covers a session's lines (spec 4.5: a SLIP is re-checked when it is added).
// Units come from the pricing engine, so a session sees what item/cal and rated queries see (closed days too).
import { daysOf, isoDay } from '../../../shared/domain/dates.js';
import { conflict } from '../http/api-error.js';
import { bookableUnits, chargedDays, unitsLeftForPeriod } from '../pricing/index.js';
import type { SessionLine } from '../state/model.js';
import type { Store } from '../state/store.js';

/** Units still bookable on every day of a line's dates, counting bookings only (a session holds no stock). */
export function unitsLeft(store: Store, line: SessionLine): number {
  const item = store.item(line.itemId);
  return item ? unitsLeftForPeriod(store, item, ...chargedDays(item.unit, line.startDay, line.endDay)) : 0;
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
    if (!item) continue;
    const takes = (other: SessionLine, day: number) => {
      const [first, last] = chargedDays(item.unit, other.startDay, other.endDay);
      return first <= day && day <= last;
    };
    for (const day of daysOf(...chargedDays(item.unit, line.startDay, line.endDay))) {
      const wanted = lines
        .filter((other) => holdsStock(other) && other.itemId === item.id && takes(other, day))
        .reduce((sum, other) => sum + other.qty, 0);
      const left = bookableUnits(store, item, day);
      if (wanted > left) {
        throw conflict('not_available', `${item.name} has ${left} left on ${isoDay(day)} and ${wanted} ` +
          `${wanted === 1 ? 'was' : 'were'} asked for; choose other dates or fewer units.`);
      }
    }
  }
}
