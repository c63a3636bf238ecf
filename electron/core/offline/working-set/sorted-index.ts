// A list kept in order as things come and go, instead of sorted again after every change: a sync page, a note or a
// check-in made 100,000 bookings sort again before the next read (a profile of it: seconds of the thread that
// answers the screens). Changes wait until the next read, and are then placed in one pass: each found by binary
// search, and only the part of the list between the first and the last of them written again.
//
// Why not each change spliced in, or the list merged anew: at 100,000 every write into the list is a write barrier
// while the collector marks, so what costs is how many places are written, not how many items are compared. Placed
// one by one, 31 listings read again (62 changes) moved the list's tail 62 times, 12 ms of the thread that answers
// the screens; merged anew (the old list filtered through a set of those taken out, then merged item by item), 35
// took 10-30 ms. A busy day's listings read again sit together, and keep the list's length: only they are written.

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
    this.place(added.sort(this.compare));
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

  /** The items taken out since the last read leave, and the sorted `added` come in. */
  private place(added: readonly T[]): void {
    const list = this.list;
    const gone = Int32Array.from(this.removed, (item) => this.positionOf(item) ?? -1).filter((at) => at >= 0).sort();
    if (gone.length === 0 && added.length === 0) return;
    const places = this.placesOf(added);
    const from = Math.min(gone[0] ?? list.length, places[0] ?? list.length);
    const to = Math.max((gone.at(-1) ?? -1) + 1, places.at(-1) ?? 0);
    const span = placedSpan(list, from, to, gone, added, places);
    if (span.length === to - from) {
      for (let at = 0; at < span.length; at += 1) if (list[from + at] !== span[at]) list[from + at] = span[at]!;
    } else if (span.length <= SPLICED_AT_MOST && to - from <= SPLICED_AT_MOST) {
      list.splice(from, to - from, ...span);
    } else {
      this.list = list.slice(0, from).concat(span, list.slice(to));
    }
  }

  /** Where `item` is in the list (binary search, then past the items that compare equal to it), or null. */
  private positionOf(item: T): number | null {
    let at = this.lowerBound((other) => this.compare(other, item), this.list);
    while (at < this.list.length && this.list[at] !== item && this.compare(this.list[at]!, item) === 0) at += 1;
    return this.list[at] === item ? at : null;
  }

  /** Where each of the sorted `added` goes: after every held item that does not come after it. */
  private placesOf(added: readonly T[]): Int32Array {
    const places = new Int32Array(added.length);
    let from = 0;
    added.forEach((item, at) => {
      from = this.lowerBound((other) => (this.compare(other, item) <= 0 ? -1 : 1), this.list, from);
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
