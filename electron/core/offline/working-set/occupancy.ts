// Units of each item taken on each day of a range, from the working set, by the manifest's rule, line by line (issue
// 20): each line takes its own days, a one-day line its day, a stay its nights (not the morning it leaves). A stay
// and the next morning's tour take the room tonight and the tour tomorrow, not both on both. Void and cancelled
// bookings, and lines cancelled inside a live booking, take nothing. Where the working set has no record, a booking
// counts one unit of each item its listing names, over the booking's own days.
import type { ContentsLine } from '../../../../shared/contract/model/booking-contents.js';
import type { Item } from '../../../../shared/contract/model/catalogue.js';
import type { Day } from '../../../../shared/domain/dates.js';
import { addDays } from '../../../../shared/domain/dates.js';
import { NO_CHECK_IN_STATUSES } from '../../../../shared/domain/statuses.js';
import { contentsOf, type DayParts } from './day-bookings.js';

/** itemId → day → units. */
export type Occupancy = Map<number, Map<Day, number>>;

/** The first and last day a span takes: a stay's nights, or a one-day span's day. */
function takenDays(startDay: Day, endDay: Day | null): [Day, Day] {
  return [startDay, endDay === null || endDay <= startDay ? startDay : addDays(endDay, -1)];
}

const isCancelled = (line: ContentsLine) => line.statusId !== null && NO_CHECK_IN_STATUSES.has(line.statusId.toUpperCase());

export function occupancy(parts: DayParts, from: Day, to: Day): Occupancy {
  const taken: Occupancy = new Map();
  const take = (itemId: number, day: Day, units: number) => {
    let days = taken.get(itemId);
    if (!days) taken.set(itemId, (days = new Map()));
    days.set(day, (days.get(day) ?? 0) + units);
  };
  // Every line lies within the booking's days: one that ended before the range takes nothing in it.
  for (const entry of parts.bookings.overlapping(from, to)) {
    const { startDay, endDay, status } = entry.summary;
    if (startDay === null) continue;
    if (NO_CHECK_IN_STATUSES.has(status.id.toUpperCase())) continue;
    for (const line of contentsOf(parts, entry).lines) {
      if (isCancelled(line)) continue;
      const [first, last] = line.startDay === null ? takenDays(startDay, endDay) : takenDays(line.startDay, line.endDay);
      for (let day = Math.max(first, from); day <= Math.min(last, to); day = addDays(day, 1)) take(line.itemId, day, line.quantity);
    }
  }
  return taken;
}

export interface OverbookedDay {
  itemId: number;
  day: Day;
  booked: number;
  stock: number;
}

/** Days in the range on which an item's bookings take more units than its stock; unlimited items never are. */
export function overbooked(parts: DayParts & { items: { list: readonly Item[] } | null }, from: Day, to: Day): OverbookedDay[] {
  const taken = occupancy(parts, from, to);
  return (parts.items?.list ?? []).filter((item) => !item.unlimited).flatMap((item) =>
    [...(taken.get(item.id) ?? new Map<Day, number>())]
      .filter(([, booked]) => booked > item.stock)
      .map(([day, booked]) => ({ itemId: item.id, day, booked, stock: item.stock })));
}
