// The day's manifest as groups (issues 11 and 20): a booking is its lines, and each line is placed on its own days,
// under its own item and start time, with its own guests and value. Activities by item and start time, ordered by
// time; stays as arrivals, in house and departures by item. A line on one day only is an activity, so it is counted
// once, never as both an arrival and a departure. Void and cancelled bookings (and lines) are left out.
import type { BookingContents, ContentsLine } from '../../../shared/contract/model/booking-contents.js';
import type { Item } from '../../../shared/contract/model/catalogue.js';
import type { Day } from '../../../shared/domain/dates.js';
import { guestCounts } from '../../../shared/domain/guests.js';
import { sumAmounts, type Amount } from '../../../shared/domain/money.js';
import { owesNothing } from '../../../shared/domain/payment.js';
import { dayTotalsOf, type DayTotals } from './day-totals.js';
import { rollUp, type Rollup } from './manifest-rollup.js';

export type SectionId = 'activities' | 'arrivals' | 'inHouse' | 'departures';

/** Another line of the same booking, named in the row: "also: Harbour View Double, 25–26 Nov". */
export interface OtherLine {
  name: string;
  startDay: Day | null;
  endDay: Day | null;
  startTime: string;
}

/** One booking in one group: the counts, units and value of its lines for the group's item, day and time. */
export interface ManifestEntry {
  contents: BookingContents;
  /** "09:00" for a line by the hour, '' for a day or a stay. */
  time: string;
  /** Guest count per parameter id (people only); null until the booking's record has been read. */
  counts: Record<string, number> | null;
  quantity: number;
  /** What the group's lines cost (their add-ons with them); null when not known (no record yet). */
  value: Amount | null;
  /** The booking's other lines, wherever they fall. */
  others: OtherLine[];
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
  /** Every unit counted in `occupied` is the record's own (not one guessed per listed booking). */
  occupiedKnown: boolean;
}

export interface Manifest {
  day: Day;
  sections: Record<SectionId, ManifestGroup[]>;
  /** Each booking of the day once, however many groups it is in. */
  totals: DayTotals;
  /** Void and cancelled bookings of the day, left out of the groups. */
  notComing: number;
}

export interface ManifestFilter {
  categoryId?: number;
  itemId?: number;
}

/** A line placed on the manifest, with the add-ons that came with it. */
interface PlacedLine {
  line: ContentsLine;
  addOns: ContentsLine[];
  startDay: Day | null;
  endDay: Day | null;
  time: string;
}

function sectionOf(startDay: Day | null, endDay: Day | null, day: Day): SectionId {
  if (startDay === null || endDay === null || startDay === endDay) return 'activities';
  if (startDay === day) return 'arrivals';
  return endDay === day ? 'departures' : 'inHouse';
}

const isLive = (line: ContentsLine) => line.statusId === null || !owesNothing(line.statusId);

/** A package line (its id names its main line), or an item in no catalogue list: an add-on, never a group. */
const isAddOn = (line: ContentsLine, catalogue: ReadonlyMap<number, Item>) =>
  line.packageOf !== null || (catalogue.size > 0 && !catalogue.has(line.itemId));

/**
 * The main line an add-on was booked with: the one its line id names ("2.1" came with line 2); where the service
 * did not say, the main line that starts the day the add-on starts, else one whose days hold that day; else the
 * booking's first.
 */
function mainLineOf(addOn: ContentsLine, placed: readonly PlacedLine[]): PlacedLine | undefined {
  const day = addOn.startDay;
  return placed.find(({ line }) => addOn.packageOf !== null && line.lineId === addOn.packageOf)
    ?? (day === null ? undefined : placed.find((main) => main.startDay === day)
      ?? placed.find((main) => main.startDay !== null && main.startDay <= day && day <= (main.endDay ?? main.startDay)))
    ?? placed[0];
}

/**
 * The booking's lines as the manifest places them. Until the record is read a line has no days of its own: the
 * booking's span and time stand for it. Add-ons go with their main line (mainLineOf), not into a group of their own.
 */
function placedLines(contents: BookingContents, catalogue: ReadonlyMap<number, Item>): PlacedLine[] {
  const live = contents.lines.filter(isLive);
  const bookable = live.filter((line) => !isAddOn(line, catalogue));
  const mains = bookable.length > 0 ? bookable : live;
  const placed = mains.map((line): PlacedLine => {
    const own = line.startDay !== null;
    return {
      line, addOns: [],
      startDay: own ? line.startDay : contents.booking.startDay,
      endDay: own ? (line.endDay ?? line.startDay) : contents.booking.endDay,
      time: own ? line.startTime : contents.startTime,
    };
  });
  for (const addOn of live.filter((line) => !mains.includes(line))) mainLineOf(addOn, placed)?.addOns.push(addOn);
  return placed;
}

const isOnDay = (placed: PlacedLine, day: Day) =>
  placed.startDay === null || (placed.startDay <= day && day <= (placed.endDay ?? placed.startDay));

/** A line not read yet has no name of its own: its item's stands for it. */
function othersOf(shown: readonly PlacedLine[], all: readonly PlacedLine[], catalogue: ReadonlyMap<number, Item>): OtherLine[] {
  return all.filter((placed) => !shown.includes(placed)).map(({ line, startDay, endDay, time }) => ({
    name: line.name || catalogue.get(line.itemId)?.name || `Item ${line.itemId}`, startDay, endDay, startTime: time,
  }));
}

function addCounts(into: Record<string, number> | null, line: ContentsLine, notGuests: ReadonlySet<string>) {
  if (into === null || line.counts === null) return null;
  for (const [id, count] of Object.entries(guestCounts(line.counts, notGuests))) into[id] = (into[id] ?? 0) + count;
  return into;
}

/** The entry's value with the line's added; not known once any line's amount is not known. */
const addValue = (value: Amount | null, line: ContentsLine): Amount | null => sumAmounts([value, line.total]);

const byTimeThenName = (a: ManifestGroup, b: ManifestGroup) =>
  a.time.localeCompare(b.time) || a.itemName.localeCompare(b.itemName) || a.itemId - b.itemId;

interface GroupingContext {
  day: Day;
  catalogue: ReadonlyMap<number, Item>;
  filter: ManifestFilter;
  notGuests: ReadonlySet<string>;
  groups: Map<string, ManifestGroup>;
}

function groupFor(context: GroupingContext, contents: BookingContents, placed: PlacedLine): ManifestGroup | null {
  const { itemId } = placed.line;
  const item = context.catalogue.get(itemId);
  if (context.filter.itemId !== undefined && itemId !== context.filter.itemId) return null;
  if (context.filter.categoryId !== undefined && item?.categoryId !== context.filter.categoryId) return null;
  const section = sectionOf(placed.startDay, placed.endDay, context.day);
  const time = section === 'activities' ? placed.time : '';
  const key = `${section}|${itemId}|${time}`;
  let group = context.groups.get(key);
  if (!group) {
    group = {
      key, section, itemId, itemName: item?.name ?? (placed.line.name || contents.booking.summary),
      categoryId: item?.categoryId ?? null, time, entries: [], rollup: rollUp([]),
      stock: item && !item.unlimited ? item.stock : null, occupied: 0, occupiedKnown: true,
    };
    context.groups.set(key, group);
  }
  return group;
}

/** Places one booking's lines of the day; several lines of one item and time make one entry. */
function placeBooking(context: GroupingContext, contents: BookingContents): void {
  const all = placedLines(contents, context.catalogue);
  const shownIn = new Map<ManifestGroup, { entry: ManifestEntry; shown: PlacedLine[] }>();
  for (const placed of all.filter((line) => isOnDay(line, context.day))) {
    const group = groupFor(context, contents, placed);
    if (!group) continue;
    let found = shownIn.get(group);
    if (!found) {
      found = { entry: { contents, time: group.time || placed.time, counts: {}, quantity: 0, value: '0', others: [] }, shown: [] };
      shownIn.set(group, found);
      group.entries.push(found.entry);
    }
    const { entry } = found;
    found.shown.push(placed);
    entry.counts = addCounts(entry.counts, placed.line, context.notGuests);
    entry.quantity += placed.line.quantity;
    for (const line of [placed.line, ...placed.addOns]) entry.value = addValue(entry.value, line);
  }
  for (const { entry, shown } of shownIn.values()) entry.others = othersOf(shown, all, context.catalogue);
}

/** `notGuests`: parameters that say what was booked, not who comes (Rooms, Units): not counted as guests. */
export function manifestOf(day: Day, bookings: readonly BookingContents[], items: readonly Item[],
  filter: ManifestFilter = {}, notGuests: ReadonlySet<string> = new Set()): Manifest {
  const context: GroupingContext = { day, catalogue: new Map(items.map((item) => [item.id, item])), filter, notGuests, groups: new Map() };
  let notComing = 0;
  for (const contents of bookings) {
    if (owesNothing(contents.booking.status.id)) notComing += 1;
    else placeBooking(context, contents);
  }
  const sections: Record<SectionId, ManifestGroup[]> = { activities: [], arrivals: [], inHouse: [], departures: [] };
  for (const group of context.groups.values()) {
    group.entries.sort((a, b) => a.contents.booking.customer.name.localeCompare(b.contents.booking.customer.name));
    group.rollup = rollUp(group.entries);
    sections[group.section].push(group);
  }
  for (const list of Object.values(sections)) list.sort(byTimeThenName);
  setOccupancy(sections);
  return { day, sections, totals: dayTotalsOf(sections), notComing };
}

const unitsKnown = (group: ManifestGroup) => group.entries.every((entry) => entry.contents.source === 'record');

/** Departing guests leave the stock free for the night; arriving and staying ones take it. */
function setOccupancy(sections: Record<SectionId, ManifestGroup[]>): void {
  for (const group of sections.activities) {
    group.occupied = group.rollup.units;
    group.occupiedKnown = unitsKnown(group);
  }
  const nights = new Map<number, { units: number; known: boolean }>();
  for (const group of [...sections.arrivals, ...sections.inHouse]) {
    const night = nights.get(group.itemId) ?? { units: 0, known: true };
    nights.set(group.itemId, { units: night.units + group.rollup.units, known: night.known && unitsKnown(group) });
  }
  for (const group of [...sections.arrivals, ...sections.inHouse]) {
    const night = nights.get(group.itemId);
    group.occupied = night?.units ?? 0;
    group.occupiedKnown = night?.known ?? true;
  }
  for (const group of sections.departures) group.stock = null;
}

/** More units booked than the item holds; never said while a booking's units are still guessed. */
export const isOverbooked = (group: ManifestGroup): boolean =>
  group.stock !== null && group.occupiedKnown && group.occupied > group.stock;
