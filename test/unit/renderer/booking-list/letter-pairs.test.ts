// The held list's pairs of letters (letter-pairs.ts) make the quick filter read fewer keys, and change nothing a
// person sees: whatever is typed, key by key and deleted again, the first page and every page are the bookings a
// plain reading of every key finds, in the list's order. Seeded; replay with FRONTDESK_PROPERTY_SEED=<seed>.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { BookingSummary } from '../../../../shared/contract/model/booking.js';
import { holdsWords, quickFilterWords } from '../../../../shared/domain/booking-text.js';
import { filterHeld, firstPageOf, type HeldList } from '../../../../renderer/features/booking-list/quick-filter.js';
import {
  letterPairsOf, makeLetterPairsNow, makeLetterPairsWhenIdle, pairAt, pairSieve,
} from '../../../../renderer/features/booking-list/letter-pairs.js';

const SEED = Number(process.env.FRONTDESK_PROPERTY_SEED ?? Math.floor(Math.random() * 2 ** 31));
const PAGE = 5;

/** A held list of these keys (the filter reads only the key); each booking named by its place. */
function heldOf(keys: readonly string[]): HeldList {
  const entries = keys.map((key, place) => ({ booking: { code: `B${place}` } as BookingSummary, key }));
  return { entries, generation: 1, asOf: null, asOfReason: null, skipped: 0 } as unknown as HeldList;
}

/** A held list that counts the keys read after `counting()`. */
function countedHeldOf(keys: readonly string[]) {
  let reads = 0;
  const entries = keys.map((key, place) => ({
    booking: { code: `B${place}` } as BookingSummary,
    get key() { reads += 1; return key; },
  }));
  const held = { entries, generation: 1, asOf: null, asOfReason: null, skipped: 0 } as unknown as HeldList;
  return { held, counting: () => { reads = 0; }, reads: () => reads };
}

/** What a plain reading of every key finds: the codes holding every word, in the list's order. */
function plainly(held: HeldList, text: string): string[] {
  const words = quickFilterWords(text);
  return held.entries.filter((entry) => holdsWords(entry.key, words)).map((entry) => entry.booking.code);
}

const codes = (bookings: readonly BookingSummary[]) => bookings.map((booking) => booking.code);

// Letters that make pairs both common and rare over a few hundred keys: accents (which typing folds away),
// punctuation, other scripts, and a letter outside the Basic Multilingual Plane (two code units).
const LETTERS = ['a', 'b', 's', 'z', 'e', 'é', 'ø', '-', '@', '.', '1', '日', '本', 'ß', '😀', 'x', 'q', ' '];
const letters = (most: number) => fc.array(fc.constantFrom(...LETTERS), { maxLength: most }).map((all) => all.join(''));

describe('the quick filter with the held list\'s pairs of letters', () => {
  it(`finds what a plain reading of every key finds, pasted or key by key (seed ${SEED})`, () => {
    console.log(`letter pairs: fast-check seed ${SEED} (replay with FRONTDESK_PROPERTY_SEED=${SEED})`);
    // Some keys a piece said over ("ab-ab-ab"): a pair twice in one key.
    const key = fc.oneof(letters(14), letters(3).map((piece) => `${piece}-${piece}-${piece}`));
    // The same key more than once, as two bookings of one guest: a few of the keys again, somewhere in the list.
    const keys = fc.array(key, { minLength: 1, maxLength: 300 }).chain((unique) => fc.array(
      fc.tuple(fc.nat({ max: unique.length - 1 }), fc.nat({ max: unique.length - 1 })), { maxLength: 30 },
    ).map((again) => again.reduce((all, [which, at]) => [...all.slice(0, at), unique[which]!, ...all.slice(at)], unique)));
    // Words of the keys' letters (some in no key), one-letter words, several words, a piece of a key.
    const piece = (held: string[]) => fc.tuple(fc.constantFrom(...held), fc.nat(10), fc.integer({ min: 2, max: 5 }))
      .map(([key, from, length]) => key.slice(from, from + length));
    const typed = (held: string[]) => fc.array(fc.oneof(letters(4), piece(held)),
      { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
    const cases = keys.chain((held) => fc.tuple(fc.constant(held), fc.array(typed(held), { minLength: 1, maxLength: 3 })));
    fc.assert(fc.property(cases, ([keys, texts]) => {
      const held = heldOf(keys);
      makeLetterPairsNow(held);
      const expectSame = (text: string) => {
        const plain = plainly(held, text);
        expect(codes(firstPageOf(held, text, PAGE)), `"${text}" first page`).toEqual(plain.slice(0, PAGE));
        const page = filterHeld(held, text, 2, PAGE);
        expect({ codes: codes(page.bookings), total: page.total }, `"${text}" page 2`)
          .toEqual({ codes: plain.slice(PAGE, 2 * PAGE), total: plain.length });
      };
      // Each text pasted whole (no earlier matches: the pairs alone narrow it), then typed key by key and deleted
      // key by key: the filter narrows what it kept a key before.
      for (const text of texts) expectSame(text);
      for (const text of texts) {
        for (let end = 1; end <= text.length; end += 1) expectSame(text.slice(0, end));
        for (let end = text.length - 1; end > 0; end -= 1) expectSame(text.slice(0, end));
      }
    }), { seed: SEED, numRuns: 200 });
  });

  it('reads only the keys with a rare pair typed after a common letter', () => {
    // Every key holds "s"; three, at the list's end, hold "sz".
    const keys = Array.from({ length: 2_000 }, (_, place) => (place >= 1_997 ? `guest sz${place}` : `guest s${place}`));
    const { held, counting, reads } = countedHeldOf(keys);
    makeLetterPairsNow(held);
    firstPageOf(held, 's', 100);
    filterHeld(held, 's', 1, 100);
    counting();
    expect(codes(firstPageOf(held, 'sz', 100))).toEqual(['B1997', 'B1998', 'B1999']);
    expect(reads()).toBe(3);
    counting();
    expect(codes(filterHeld(held, 'Sz 8', 1, 100).bookings)).toEqual(['B1998']);
    expect(reads()).toBe(3);
  });

  it('reads only the keys with every pair of a word whose pairs are each common but rare together', () => {
    // "ga" and "ai" in 205 keys each of 1,010; both in 10; "gai" in 5.
    const keys = [
      ...Array.from({ length: 200 }, (_, i) => `ga ${i}`), ...Array.from({ length: 200 }, (_, i) => `ai ${i}`),
      ...Array.from({ length: 5 }, (_, i) => `ga ai ${i}`), ...Array.from({ length: 5 }, (_, i) => `gai ${i}`),
      ...Array.from({ length: 600 }, (_, i) => `room ${i}`),
    ];
    const { held, counting, reads } = countedHeldOf(keys);
    makeLetterPairsNow(held);
    counting();
    expect(firstPageOf(held, 'gai', 100)).toHaveLength(5);
    expect(reads()).toBe(10);
  });

  it('walks the rarest pair\'s places, whatever the order of the words', () => {
    // "xy" in too many keys to keep its places; "cd" in three, "ef" in two, "de" in one.
    const keys = ['cd', 'cd ef', 'cdef', ...Array.from({ length: 18 }, () => 'xy')];
    const pairs = makeLetterPairsNow(heldOf(keys));
    for (const words of [['cd', 'ef'], ['ef', 'cd'], ['xy', 'ef']]) {
      expect([...pairSieve(pairs, words, keys.length)!.places], words.join(' ')).toEqual([1, 2]);
    }
    expect([...pairSieve(pairs, ['cdef'], keys.length)!.places]).toEqual([2]);
    // Not when what else there is to read is as few.
    expect(pairSieve(pairs, ['ef'], 2)).toBeUndefined();
    // A pair no key holds: no booking can hold the word.
    expect([...pairSieve(pairs, ['cd', 'qq'], keys.length)!.places]).toEqual([]);
    // Only pairs too common to keep, or one-letter words: the filter reads as before.
    expect(pairSieve(pairs, ['xy'], keys.length)).toBeUndefined();
    expect(pairSieve(pairs, ['c', 'd'], keys.length)).toBeUndefined();
  });

  it('keeps no places for a pair a quarter of the keys hold, and tells it from a pair no key holds', () => {
    const pairs = makeLetterPairsNow(heldOf(['ab', 'ab', 'ab', 'cd', 'ef', 'ghgh', 'ij', 'kl', 'mn']));
    expect(pairs.get(pairAt('ab', 0))).toBeNull();
    expect([...pairs.get(pairAt('cd', 0))!]).toEqual([3]);
    // A pair twice in a key: its place once.
    expect([...pairs.get(pairAt('gh', 0))!]).toEqual([5]);
    expect(pairs.has(pairAt('zz', 0))).toBe(false);
  });

  it('are made while the page is idle, used only once whole, and left unmade when stopped', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const keys = Array.from({ length: 5_000 }, (_, i) => `guest ${i} sz${i % 7}`);
      const held = heldOf(keys);
      makeLetterPairsWhenIdle(held);
      expect(letterPairsOf(held)).toBeUndefined();
      vi.runAllTimers();
      expect(letterPairsOf(held)).toEqual(makeLetterPairsNow(heldOf(keys)));
      const stopped = heldOf(keys);
      const stop = makeLetterPairsWhenIdle(stopped);
      stop();
      vi.runAllTimers();
      expect(letterPairsOf(stopped)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
