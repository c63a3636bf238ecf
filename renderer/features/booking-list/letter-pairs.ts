// The held list's pairs of letters: for each two letters side by side in a booking's text key, the places of the
// bookings whose key has them, in the list's order. A word typed is only in keys holding each of its pairs, so the
// rarest pair's places hold every booking the word can match. At 100,000 bookings a key that makes a rare pair after
// a common letter ("s" → "sz") read most of the previous key's matches, inside the key's input event, to find a page;
// the pair's places are a few hundred. Made while the page is idle (300 ms of work at 100,000, in 3 ms slices) and
// used only once whole, so the list is never held back for it and no key waits on it; until then, and for one-letter
// words, the quick filter reads as before. Kept per held list (a WeakMap): a new list gets its own, the old goes with it.
import { whileIdle } from '../../ui/when-idle.js';

/** What the pairs are made from: the held list, whose entries do not change (a change makes a new list). */
export interface KeyedList {
  readonly entries: readonly { readonly key: string }[];
}

/**
 * Per pair of letters (pairAt), the places of the entries whose key holds it, ascending; null for a pair too common
 * to be worth its places (COMMON). A pair no key holds is not there.
 */
export type LetterPairs = ReadonlyMap<number, Uint32Array | null>;

/**
 * The share of the list past which a pair's places are not kept. Every place of every pair was 25 MB at 100,000
 * bookings, nearly half of it in the 52 pairs a quarter of the keys or more hold ("ex", "co", "@e", "ou"): a word all of whose pairs
 * are that common has a quarter of the list to read anyway, and its first page is found among the previous key's
 * matches as before. Kept below it: 13.6 MB (an eighth: 8.5 MB, but "ubj" then read its 3,900 "bj" keys, not 11).
 */
const COMMON = 1 / 4;

/**
 * Two UTF-16 code units as one number, not a string: a Map of numbers is looked up without making a string for each
 * of the millions of pairs in 100,000 keys. Code units, not characters: a word found in a key has its code units'
 * pairs there too, whatever the script (or a half of a surrogate pair).
 */
export const pairAt = (text: string, at: number): number => text.charCodeAt(at) * 0x10000 + text.charCodeAt(at + 1);

const made = new WeakMap<KeyedList, LetterPairs>();

/** The list's pairs if they are all made; until then, nothing (the quick filter reads the list as before). */
export function letterPairsOf(list: KeyedList): LetterPairs | undefined {
  return made.get(list);
}

/** Entries read per step: asking the clock after each of 100,000 keys would cost more than the keys. */
const STEP = 64;

/**
 * Counts each pair's entries over the whole list, then makes each pair's places exactly that long and fills them:
 * two passes, each pair one block of numbers, no array grown and copied (6 million places at 100,000 bookings).
 */
class PairsMaker {
  /** A pair's slot: pairs of ASCII letters (nearly all) in a table, any other in a Map. */
  private readonly plain = new Int32Array(128 * 128).fill(-1);
  private readonly others = new Map<number, number>();
  private readonly pairs: number[] = [];
  /** Per slot: its entries counted (first pass), then its places filled (second pass). */
  private counts = new Uint32Array(1024);
  /** Per slot: the last entry (its place + 1) that counted it, so a pair twice in a key counts once. */
  private seen = new Uint32Array(1024);
  private places: (Uint32Array | null)[] = [];
  private next = 0;
  private filling = false;

  constructor(private readonly entries: readonly { readonly key: string }[]) {}

  /** Reads the next few entries; false once the pairs are made. */
  step(): boolean {
    const end = Math.min(this.next + STEP, this.entries.length);
    for (; this.next < end; this.next += 1) this.read(this.next);
    if (this.next < this.entries.length) return true;
    if (this.filling) return false;
    this.startFilling();
    return this.entries.length > 0;
  }

  /** Every pair, each with its places; only once `step` said it is done. */
  pairsMade(): LetterPairs {
    return new Map(this.pairs.map((pair, slot) => [pair, this.places[slot]!]));
  }

  private read(place: number) {
    const key = this.entries[place]!.key;
    for (let at = 0; at + 1 < key.length; at += 1) {
      const slot = this.slotOf(key.charCodeAt(at), key.charCodeAt(at + 1));
      if (this.seen[slot] === place + 1) continue;
      this.seen[slot] = place + 1;
      const count = this.counts[slot]!;
      if (this.filling) {
        const places = this.places[slot];
        if (places) places[count] = place;
      }
      this.counts[slot] = count + 1;
    }
  }

  private startFilling() {
    const most = this.entries.length * COMMON;
    this.places = this.pairs.map((_, slot) => (this.counts[slot]! > most ? null : new Uint32Array(this.counts[slot]!)));
    this.counts.fill(0);
    this.seen.fill(0);
    this.next = 0;
    this.filling = true;
  }

  private slotOf(first: number, second: number): number {
    if ((first | second) < 128) {
      const slot = this.plain[first * 128 + second]!;
      return slot >= 0 ? slot : (this.plain[first * 128 + second] = this.newSlot(first * 0x10000 + second));
    }
    const pair = first * 0x10000 + second;
    const slot = this.others.get(pair);
    if (slot !== undefined) return slot;
    const added = this.newSlot(pair);
    this.others.set(pair, added);
    return added;
  }

  private newSlot(pair: number): number {
    const slot = this.pairs.push(pair) - 1;
    if (slot === this.counts.length) {
      this.counts = grown(this.counts);
      this.seen = grown(this.seen);
    }
    return slot;
  }
}

function grown(numbers: Uint32Array<ArrayBuffer>): Uint32Array<ArrayBuffer> {
  const bigger = new Uint32Array(numbers.length * 2);
  bigger.set(numbers);
  return bigger;
}

/** Makes the list's pairs at once: for tests and measuring, where nothing waits on a frame. */
export function makeLetterPairsNow(list: KeyedList): LetterPairs {
  const maker = new PairsMaker(list.entries);
  while (maker.step()) { /* reading */ }
  made.set(list, maker.pairsMade());
  return made.get(list)!;
}

/** Makes the list's pairs a slice at a time while the page is idle; the returned function stops (nothing is kept). */
export function makeLetterPairsWhenIdle(list: KeyedList): () => void {
  if (made.has(list)) return () => {};
  const maker = new PairsMaker(list.entries);
  return whileIdle(() => {
    if (maker.step()) return true;
    made.set(list, maker.pairsMade());
    return false;
  });
}

/** The kept places of each of the words' pairs; NONE alone when some pair no key holds (no entry holds that word). */
function placesOfPairs(pairs: LetterPairs, words: readonly string[]): Uint32Array[] {
  const found: Uint32Array[] = [];
  for (const word of words) {
    for (let at = 0; at + 1 < word.length; at += 1) {
      const places = pairs.get(pairAt(word, at));
      if (places === undefined) return [NONE];
      if (places) found.push(places);
    }
  }
  return found;
}

/** The first place at or after `from` in `places` not below `place`: a step that doubles, then halves. */
function seek(places: Uint32Array, from: number, place: number): number {
  let step = 1;
  let low = from;
  while (low + step < places.length && places[low + step]! < place) { low += step; step *= 2; }
  let high = Math.min(low + step, places.length);
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (places[middle]! < place) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The entries whose keys may hold some words, as far as their pairs of letters tell: the places of their rarest pair,
 * each asked (in ascending order) whether the other pairs have it too. Asked, not intersected first: a first page
 * stops at its hundredth booking, and a word whose pairs are each common but rare together ("gai": "ga" and "ai" in
 * 12,000 keys each of 100,000, both in 8) is then looked up in numbers, not read key by key.
 */
export class PairSieve {
  private readonly at: number[];

  constructor(readonly places: Uint32Array, private readonly others: readonly Uint32Array[]) {
    this.at = others.map(() => 0);
  }

  /** Whether the entry at `place`, of `places` and after the last asked, has every other pair. */
  holds(place: number): boolean {
    for (let list = 0; list < this.others.length; list += 1) {
      const places = this.others[list]!;
      const at = (this.at[list] = seek(places, this.at[list]!, place));
      if (places[at] !== place) return false;
    }
    return true;
  }
}

/**
 * The sieve for the words when their rarest pair has fewer places than `fewerThan` (what else there is to read);
 * none when no word has two letters, or every pair is too common to have its places kept. Entries it holds may still
 * not hold the words: the caller reads each key.
 */
export function pairSieve(pairs: LetterPairs, words: readonly string[], fewerThan: number): PairSieve | undefined {
  const [rarest, ...others] = placesOfPairs(pairs, words).sort((a, b) => a.length - b.length);
  return rarest && rarest.length < fewerThan ? new PairSieve(rarest, others) : undefined;
}

const NONE = new Uint32Array(0);
