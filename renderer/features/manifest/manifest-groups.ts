// The day's manifest as groups (issue 11): activities by item and start time, ordered by time; stays as arrivals,
// in house and departures by item. A booking on one day only is an activity, so it is counted once, never as both
// an arrival and a departure. Void and cancelled bookings are left out and counted aside.
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import type { Item } from '../../../shared/contract/model/catalogue.js';
import type { Day } from '../../../shared/domain/dates.js';
import { guestCounts } from '../../../shared/domain/guests.js';
import { owesNothing } from '../../../shared/domain/payment.js';
import { rollUp, type Rollup } from './manifest-rollup.js';

export type SectionId = 'activities' | 'arrivals' | 'inHouse' | 'departures';

/** One booking in one group: its counts are those of its lines for the group's item. */
export interface ManifestEntry {
  contents: BookingContents;
  /** Count per parameter id; null until the booking's record has been read. */
  counts: Record<string, number> | null;
  quantity: number;
}

export interface ManifestGroup {
  key: string;
  section: SectionId;
  itemId: number;
  itemName: string;
  categoryId: number | null;
  /** "13:00", or "" for a whole day or a stay. */
  time: string;
  entries: ManifestEntry[];
  rollup: Rollup;
  /** Units the item holds, when it has a stock: the "12" of "8 of 12". */
  stock: number | null;
  /** Units taken on the day: the slot's for an activity, the night's (arrivals and in house) for a stay. */
  occupied: number;
}

export interface Manifest {
  day: Day;
  sections: Record<SectionId, ManifestGroup[]>;
  /** Void and cancelled bookings of the day, left out of the groups. */
  notComing: number;
}

export interface ManifestFilter {
  categoryId?: number;
  itemId?: number;
}

function sectionOf(contents: BookingContents, day: Day): SectionId {
  const { startDay, endDay } = contents.booking;
  if (startDay === null || endDay === null || startDay === endDay) return 'activities';
  if (startDay === day) return 'arrivals';
  return endDay === day ? 'departures' : 'inHouse';
}

/** The guest counts of one item's lines of a booking, added up; null while any of them is unknown. */
function countsOf(lines: BookingContents['lines'], notGuests: ReadonlySet<string>): Record<string, number> | null {
  const counts: Record<string, number> = {};
  for (const line of lines) {
    if (line.counts === null) return null;
    for (const [id, count] of Object.entries(guestCounts(line.counts, notGuests))) counts[id] = (counts[id] ?? 0) + count;
  }
  return counts;
}

/** Lines grouped by item. Add-ons (items in no catalogue list) go with the booking's main item, not a group. */
function linesByItem(contents: BookingContents, catalogue: ReadonlyMap<number, Item>) {
  const byItem = new Map<number, BookingContents['lines']>();
  const known = contents.lines.filter((line) => catalogue.size === 0 || catalogue.has(line.itemId));
  for (const line of known.length > 0 ? known : contents.lines) byItem.set(line.itemId, [...(byItem.get(line.itemId) ?? []), line]);
  return byItem;
}

const byTimeThenName = (a: ManifestGroup, b: ManifestGroup) =>
  a.time.localeCompare(b.time) || a.itemName.localeCompare(b.itemName) || a.itemId - b.itemId;

/** `notGuests`: parameters that say what was booked, not who comes (Rooms, Units): not counted as guests. */
export function manifestOf(day: Day, bookings: readonly BookingContents[], items: readonly Item[],
  filter: ManifestFilter = {}, notGuests: ReadonlySet<string> = new Set()): Manifest {
  const catalogue = new Map(items.map((item) => [item.id, item]));
  const groups = new Map<string, ManifestGroup>();
  let notComing = 0;
  for (const contents of bookings) {
    if (owesNothing(contents.booking.status.id)) {
      notComing += 1;
      continue;
    }
    const section = sectionOf(contents, day);
    for (const [itemId, lines] of linesByItem(contents, catalogue)) {
      const item = catalogue.get(itemId);
      if (filter.itemId !== undefined && itemId !== filter.itemId) continue;
      if (filter.categoryId !== undefined && item?.categoryId !== filter.categoryId) continue;
      const time = section === 'activities' ? contents.startTime : '';
      const key = `${section}|${itemId}|${time}`;
      let group = groups.get(key);
      if (!group) {
        group = {
          key, section, itemId, itemName: item?.name ?? contents.booking.summary, categoryId: item?.categoryId ?? null, time,
          entries: [], rollup: rollUp([]), stock: item && !item.unlimited ? item.stock : null, occupied: 0,
        };
        groups.set(key, group);
      }
      group.entries.push({ contents, counts: countsOf(lines, notGuests), quantity: lines.reduce((sum, line) => sum + line.quantity, 0) });
    }
  }
  const sections: Record<SectionId, ManifestGroup[]> = { activities: [], arrivals: [], inHouse: [], departures: [] };
  for (const group of groups.values()) {
    group.entries.sort((a, b) => a.contents.booking.customer.name.localeCompare(b.contents.booking.customer.name));
    group.rollup = rollUp(group.entries);
    sections[group.section].push(group);
  }
  for (const list of Object.values(sections)) list.sort(byTimeThenName);
  setOccupancy(sections);
  return { day, sections, notComing };
}

/** Departing guests leave the stock free for the night; arriving and staying ones take it. */
function setOccupancy(sections: Record<SectionId, ManifestGroup[]>): void {
  for (const group of sections.activities) group.occupied = group.rollup.units;
  const nights = new Map<number, number>();
  for (const group of [...sections.arrivals, ...sections.inHouse]) {
    nights.set(group.itemId, (nights.get(group.itemId) ?? 0) + group.rollup.units);
  }
  for (const group of [...sections.arrivals, ...sections.inHouse]) group.occupied = nights.get(group.itemId) ?? 0;
  for (const group of sections.departures) group.stock = null;
}

/** More units booked than the item holds. */
export const isOverbooked = (group: ManifestGroup): boolean => group.stock !== null && group.occupied > group.stock;
