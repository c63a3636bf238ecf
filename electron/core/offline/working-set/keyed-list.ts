// A list of values by key, in no particular order, handed out as one array until something changes: a reader that
// keeps what it derived from the array (a report's prepared amounts) reuses it while the array is the same. A change
// after a read makes a new array (the old one is the reader's), changes before the next read share it.
export class KeyedList<K, V> {
  private list: V[] = [];
  /** Each key's place in `list`. */
  private readonly places = new Map<K, number>();
  private read = false;

  get size(): number {
    return this.list.length;
  }

  private own(): V[] {
    if (this.read) {
      this.list = this.list.slice();
      this.read = false;
    }
    return this.list;
  }

  set(key: K, value: V): void {
    const list = this.own();
    const place = this.places.get(key);
    if (place === undefined) this.places.set(key, list.push(value) - 1);
    else list[place] = value;
  }

  /** The last value takes the place of the one removed. */
  delete(key: K, keyOf: (value: V) => K): void {
    const place = this.places.get(key);
    if (place === undefined) return;
    const list = this.own();
    const last = list.pop()!;
    if (place < list.length) {
      list[place] = last;
      this.places.set(keyOf(last), place);
    }
    this.places.delete(key);
  }

  clear(): void {
    this.list = [];
    this.places.clear();
    this.read = false;
  }

  /** Every value; the same array until the next change. */
  all(): readonly V[] {
    this.read = true;
    return this.list;
  }
}
