// A list kept in order as things come and go, instead of sorted again after every change: a sync page, a note or a
// check-in made 100,000 bookings sort again before the next read (a profile of it: seconds of the thread that
// answers the screens). Changes wait until the next read. Changes that sit together (a busy day's listings read
// again) are placed within the span they touch; changes spread over the list are each placed by binary search when
// few, or sorted among themselves and merged in one pass.
//
// Why the span: at 100,000 every write into the list is a write barrier while the collector marks, so what costs is
// how many places are written. Spliced in one by one, 31 listings read again (62 changes) moved the list's tail 62
// times, 12 ms of the thread that answers the screens; merged (the list filtered through a set of those taken out,
// then merged item by item), 35 took 10-30 ms. Within their span, a day's listings keep the list's length: only
// they are written, in well under a millisecond.

/** Up to this many changes between two reads, spread ones are placed one by one; above it, merged in one pass. */
const PLACED_ONE_BY_ONE = 64;
/**
 * Changes sit together when the span they touch is at most this long (a busy day's bookings and those that overlap
 * it: some 2,000 at 100,000), or this much per change. Spread, they are placed as before: a span over the whole list
 * for a few changes far apart (a check-in here, a payment there) is a pass over all of it.
 */
const SPAN_AT_LEAST = 4_096;
const SPAN_PER_CHANGE = 4;
/** Above this many items a span is not spliced in (every item an argument) but the list made again around it. */
const SPLICED_AT_MOST = 10_000;

export class SortedIndex<T> {
  private list: T[] = [];
  private added: T[] = [];
  private readonly removed = new Set<T>();

  /** `compare` must be a total order: two different items never compare equal unless either may come first. */
  constructor(private readonly compare: (a: T, b: T) => number) {}

  /** Starts over from `list`, already in this index's order (a first sort made faster than `compare` alone could). */
  reset(list: T[]): void {
    this.list = list;
    this.added = [];
    this.removed.clear();
  }

  add(item: T): void {
    this.added.push(item);
  }

  /** `item` must be the very object added (its fields unchanged), so that its place can be found. */
  remove(item: T): void {
    this.removed.add(item);
  }

  /** Every item in order. The array is the index's own: read it, do not change it. */
  items(): readonly T[] {
    if (this.added.length === 0 && this.removed.size === 0) return this.list;
    const added = this.removed.size === 0 ? this.added : this.added.filter((item) => !this.removed.has(item));
    added.sort(this.compare);
    if (!this.placeWithinSpan(added)) {
      if (added.length + this.removed.size <= PLACED_ONE_BY_ONE) this.placeEach(added);
      else this.mergeAll(added);
    }
    this.added = [];
    this.removed.clear();
    return this.list;
  }

  /** The first position (from `low` on) whose item is not before `probe` by `compare`. */
  lowerBound(probe: (item: T) => number, list: readonly T[] = this.items(), low = 0): number {
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (probe(list[middle]!) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * The items taken out since the last read leave and the sorted `added` come in, when they all sit within a short
   * span of the list: only that span is written again. Answers false, changing nothing, when they are spread.
   */
  private placeWithinSpan(added: readonly T[]): boolean {
    const longest = Math.max(SPAN_AT_LEAST, SPAN_PER_CHANGE * (added.length + this.removed.size));
    // A sync's page of new bookings spreads over the list: said by two searches rather than one for each.
    if (added.length > 1 && this.placeOf(added.at(-1)!) - this.placeOf(added[0]!) > longest) return false;
    const gone = Int32Array.from(this.removed, (item) => this.positionOf(item) ?? -1).filter((at) => at >= 0).sort();
    if (gone.length === 0 && added.length === 0) return true;
    const places = this.placesOf(added);
    const from = Math.min(gone[0] ?? this.list.length, places[0] ?? this.list.length);
    const to = Math.max((gone.at(-1) ?? -1) + 1, places.at(-1) ?? 0);
    if (to - from > longest) return false;
    this.writeSpan(from, to, placedSpan(this.list, from, to, gone, added, places));
    return true;
  }

  /** The list's items in [from, to) replaced by `span`: in place when it keeps the length, else the rest moved. */
  private writeSpan(from: number, to: number, span: T[]): void {
    const list = this.list;
    if (span.length === to - from) {
      for (let at = 0; at < span.length; at += 1) if (list[from + at] !== span[at]) list[from + at] = span[at]!;
    } else if (span.length <= SPLICED_AT_MOST && to - from <= SPLICED_AT_MOST) {
      list.splice(from, to - from, ...span);
    } else {
      this.list = list.slice(0, from).concat(span, list.slice(to));
    }
  }

  private placeEach(added: readonly T[]): void {
    for (const item of this.removed) {
      const at = this.positionOf(item);
      if (at !== null) this.list.splice(at, 1);
    }
    for (const item of added) {
      this.list.splice(this.lowerBound((other) => this.compare(other, item), this.list), 0, item);
    }
  }

  private mergeAll(added: readonly T[]): void {
    const kept = this.removed.size === 0 ? this.list : this.list.filter((item) => !this.removed.has(item));
    const merged: T[] = new Array<T>(kept.length + added.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < kept.length && j < added.length) merged[k++] = this.compare(added[j]!, kept[i]!) < 0 ? added[j++]! : kept[i++]!;
    while (i < kept.length) merged[k++] = kept[i++]!;
    while (j < added.length) merged[k++] = added[j++]!;
    this.list = merged;
  }

  /** Where `item` is in the list (binary search, then past the items that compare equal to it), or null. */
  private positionOf(item: T): number | null {
    let at = this.lowerBound((other) => this.compare(other, item), this.list);
    while (at < this.list.length && this.list[at] !== item && this.compare(this.list[at]!, item) === 0) at += 1;
    return this.list[at] === item ? at : null;
  }

  /** Where an added item goes (from `low` on): after every held item that does not come after it. */
  private placeOf(item: T, low = 0): number {
    return this.lowerBound((other) => (this.compare(other, item) <= 0 ? -1 : 1), this.list, low);
  }

  /** Where each of the sorted `added` goes. */
  private placesOf(added: readonly T[]): Int32Array {
    const places = new Int32Array(added.length);
    let from = 0;
    added.forEach((item, at) => {
      from = this.placeOf(item, from);
      places[at] = from;
    });
    return places;
  }
}

/** The list's items in [from, to) less those at `gone`, with `added` at their `places`, in order. */
function placedSpan<T>(list: readonly T[], from: number, to: number, gone: Int32Array, added: readonly T[],
  places: Int32Array): T[] {
  const span: T[] = [];
  let skip = 0;
  let next = 0;
  for (let at = from; at < to; at += 1) {
    while (next < added.length && places[next] === at) span.push(added[next++]!);
    if (skip < gone.length && gone[skip] === at) skip += 1;
    else span.push(list[at]!);
  }
  while (next < added.length) span.push(added[next++]!);
  return span;
}
