// A list kept in order as things come and go, instead of sorted again after every change: a sync page, a note or a
// check-in made 100,000 bookings sort again before the next read (a profile of it: seconds of the thread that
// answers the screens). Changes wait until the next read; a few are placed one by one (binary search), many are
// sorted among themselves and merged in one pass.

/** Above this many changes since the last read, one merge pass is cheaper than placing each. */
const PLACED_ONE_BY_ONE = 64;

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
    if (added.length + this.removed.size <= PLACED_ONE_BY_ONE) this.placeEach(added);
    else this.mergeAll(added);
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

  private placeEach(added: readonly T[]): void {
    for (const item of this.removed) {
      let at = this.lowerBound((other) => this.compare(other, item), this.list);
      while (at < this.list.length && this.list[at] !== item && this.compare(this.list[at]!, item) === 0) at += 1;
      if (this.list[at] === item) this.list.splice(at, 1);
    }
    for (const item of added) {
      this.list.splice(this.lowerBound((other) => this.compare(other, item), this.list), 0, item);
    }
  }

  private mergeAll(added: T[]): void {
    const kept = this.removed.size === 0 ? this.list : this.list.filter((item) => !this.removed.has(item));
    added.sort(this.compare);
    const merged: T[] = new Array<T>(kept.length + added.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < kept.length && j < added.length) merged[k++] = this.compare(added[j]!, kept[i]!) < 0 ? added[j++]! : kept[i++]!;
    while (i < kept.length) merged[k++] = kept[i++]!;
    while (j < added.length) merged[k++] = added[j++]!;
    this.list = merged;
  }
}
