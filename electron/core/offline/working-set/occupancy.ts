// Units of each item taken on each day of a range, from the working set, by the manifest's rule: a one-day booking
// takes its day, a stay takes its nights (not the morning it leaves). Void and cancelled take nothing. Where the
// working set has no record, a booking counts one unit of each item its listing names.
import type { Day } from '../../../../shared/domain/dates.js';
import { addDays } from '../../../../shared/domain/dates.js';
import { NO_CHECK_IN_STATUSES } from '../../../../shared/domain/statuses.js';
import { contentsOf, type DayParts } from './day-bookings.js';

/** itemId → day → units. */
export type Occupancy = Map<number, Map<Day, number>>;

export function occupancy(parts: DayParts, from: Day, to: Day): Occupancy {
  const taken: Occupancy = new Map();
  for (const entry of parts.bookings.inOrder()) {
    const { startDay, endDay, status } = entry.summary;
    if (startDay === null || startDay > to) continue;
    const last = endDay === null || endDay === startDay ? startDay : addDays(endDay, -1);
    if (last < from || NO_CHECK_IN_STATUSES.has(status.id.toUpperCase())) continue;
    const contents = contentsOf(parts, entry);
    for (let day = Math.max(startDay, from); day <= Math.min(last, to); day = addDays(day, 1)) {
      for (const line of contents.lines) {
        let days = taken.get(line.itemId);
        if (!days) taken.set(line.itemId, (days = new Map()));
        days.set(day, (days.get(day) ?? 0) + line.quantity);
      }
    }
  }
  return taken;
}
