// A list kept in order as things come and go, instead of sorted again after every change: a sync page, a note or a
// check-in made 100,000 bookings sort again before the next read (a profile of it: seconds of the thread that
// answers the screens). Changes wait until the next read, which finds the place of each (binary search) and copies
// the list once around them.

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

  /**
   * Every item in order. The array is the index's own: read it, do not change it. A change makes a new array, so
   * one read before it still holds the order as it was.
   */
  items(): readonly T[] {
    if (this.added.length === 0 && this.removed.size === 0) return this.list;
    const added = this.removed.size === 0 ? this.added : this.added.filter((item) => !this.removed.has(item));
    this.list = this.placed(added.sort(this.compare), this.placesOfRemoved());
    this.added = [];
    this.removed.clear();
    return this.list;
  }

  /** The first position whose item is not before `probe` by `compare`. */
  lowerBound(probe: (item: T) => number, list: readonly T[] = this.items()): number {
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (probe(list[middle]!) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Where each removed item stands in the list, in ascending order (an item never added has none). */
  private placesOfRemoved(): number[] {
    const places: number[] = [];
    for (const item of this.removed) {
      let at = this.lowerBound((other) => this.compare(other, item), this.list);
      while (at < this.list.length && this.list[at] !== item && this.compare(this.list[at]!, item) === 0) at += 1;
      if (this.list[at] === item) places.push(at);
    }
    return places.sort((a, b) => a - b);
  }

  /**
   * The list without the items at `dropped` and with `added` (in order) each at its place: one copy of the list,
   * comparing only to find each change's place. Placing each with `splice`, or merging with a comparison per item,
   * took 15–40 ms of the thread that answers the screens at 100,000 bookings, at the read after a sync's page.
   */
  private placed(added: readonly T[], dropped: readonly number[]): T[] {
    const { list } = this;
    const out = new Array<T>(list.length - dropped.length + added.length);
    let kept = 0;
    let from = 0;
    let next = 0;
    const copyTo = (end: number) => {
      for (; from < end; from += 1) {
        if (dropped[next] === from) next += 1;
        else out[kept++] = list[from]!;
      }
    };
    for (const item of added) {
      // Added items come in order, so each one's place is at or after the one before.
      copyTo(this.placeAfter(from, item));
      out[kept++] = item;
    }
    copyTo(list.length);
    return out;
  }

  /** The first position from `low` on whose item is not before `item`. */
  private placeAfter(low: number, item: T): number {
    let high = this.list.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.list[middle]!, item) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
