// Which bookings a report counts: those whose chosen date falls in the period and that hold a chosen item (or an
// item of a chosen category); each comes with the day that placed it there.
import type { Item } from '../../../shared/contract/model/catalogue.js';
import type { DateBasis } from '../../../shared/contract/model/report.js';
import type { DayRange } from '../../../shared/domain/report-period.js';
import type { DayFinder } from './day-finder.js';
import type { PreparedBooking } from './report-entry.js';

export interface PlacedBooking {
  booking: PreparedBooking;
  day: number;
  /** The booking's place in the copy: the order of the copy is the order a report meets its bookings in. */
  place: number;
}

/** The items a report is narrowed to, or null for all. */
export function chosenItems(items: readonly Item[], categoryIds: readonly number[], itemIds: readonly number[]) {
  if (categoryIds.length === 0 && itemIds.length === 0) return null;
  const categories = new Set(categoryIds);
  const chosen = new Set(itemIds);
  for (const item of items) if (item.categoryId !== null && categories.has(item.categoryId)) chosen.add(item.id);
  return chosen;
}

export function dayPlacer(basis: DateBasis, finder: DayFinder | null) {
  if (basis === 'start') return (booking: PreparedBooking) => booking.source.summary.startDay;
  if (basis === 'end') return (booking: PreparedBooking) => booking.source.summary.endDay;
  return (booking: PreparedBooking) => {
    const created = booking.source.summary.createdAt;
    return created === null || !finder ? null : finder.dayOf(created);
  };
}

function holdsChosen(booking: PreparedBooking, chosen: ReadonlySet<number>): boolean {
  for (const id of booking.source.itemIds) if (chosen.has(id)) return true;
  return false;
}

/** The day that places the booking in `range`, or null when it is not counted there. */
export function dayIn(
  booking: PreparedBooking, range: DayRange, place: (booking: PreparedBooking) => number | null,
  chosen: ReadonlySet<number> | null,
): number | null {
  const day = place(booking);
  if (day === null || day < range.from || day > range.to) return null;
  return chosen && !holdsChosen(booking, chosen) ? null : day;
}

/** A pass over every booking (date-index.ts finds the same ones through the copy's order of dates). */
export function selectIn(
  bookings: readonly PreparedBooking[], range: DayRange, place: (booking: PreparedBooking) => number | null,
  chosen: ReadonlySet<number> | null,
): PlacedBooking[] {
  const placed: PlacedBooking[] = [];
  bookings.forEach((booking, at) => {
    const day = dayIn(booking, range, place, chosen);
    if (day !== null) placed.push({ booking, day, place: at });
  });
  return placed;
}
