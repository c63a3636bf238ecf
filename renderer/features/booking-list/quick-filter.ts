// The quick filter in the page: the list on screen as the desk holds it, every page of it, narrowed by the words
// typed with the desk's own rule (shared/domain/booking-text.ts) and paged as the desk pages (every match counted,
// the page asked for kept, in the list's order), so a key press is answered in the frame that follows it rather than after a round trip to the desk.
// Pure, so it is tested against the desk's answer to the same question without a browser.
import type { BookingPage, BookingSummary } from '../../../shared/contract/model/booking.js';
import type { AnswerSource } from '../../../shared/contract/model/answer-source.js';
import { bookingTextKey, holdsWords, quickFilterWords } from '../../../shared/domain/booking-text.js';
import { letterPairsOf, pairSieve } from './letter-pairs.js';

export interface HeldBooking {
  booking: BookingSummary;
  /** What the quick filter looks in, made once when the booking arrives. */
  key: string;
}

/** Every booking of a list as the desk holds it, in the list's order; `entries`, not `bookings`, so no cache reader takes it for a page. */
export interface HeldList extends AnswerSource {
  entries: HeldBooking[];
  /** The moment of the desk's copy the list is from: what changed since is asked for alone (held-changes.ts). */
  generation: number;
}

export function heldBookings(bookings: readonly BookingSummary[]): HeldBooking[] {
  return bookings.map((booking) => ({ booking, key: bookingTextKey(booking) }));
}

/**
 * The places, in the held list's entries, of the bookings holding some words, in the list's order; null for the whole
 * list. Numbers in one block rather than an array of bookings grown by `filter`: at 100,000 bookings a word's first
 * letter holds most of the list, and the arrays grown and copied for it were most of the garbage a key left.
 */
type Matches = Uint32Array | null;

/** Matches of words typed lately, per held list: a key typed narrows the last matches, a key deleted finds them kept. */
const recent = new WeakMap<HeldList, Map<string, Uint32Array>>();
const MOST_KEPT = 64;

/** Whether every booking holding `words` also holds `before`: each earlier word grew in place, more may follow. */
function narrows(words: readonly string[], before: readonly string[]): boolean {
  return before.length <= words.length && before.every((word, index) => words[index]!.includes(word));
}

function keptFor(held: HeldList): Map<string, Uint32Array> {
  let kept = recent.get(held);
  if (!kept) recent.set(held, (kept = new Map()));
  return kept;
}

const countOf = (held: HeldList, matches: Matches) => (matches ? matches.length : held.entries.length);
const placeOf = (matches: Matches, at: number) => (matches ? matches[at]! : at);

/** The fewest bookings known to hold every booking that holds `words`: earlier matches they narrow, or the whole list. */
function narrowest(held: HeldList, kept: Map<string, Uint32Array>, words: readonly string[]): Matches {
  let from: Matches = null;
  for (const [earlier, matches] of kept) {
    if (matches.length < countOf(held, from) && narrows(words, earlier.split(' '))) from = matches;
  }
  return from;
}

/**
 * The places of the first `most` bookings holding all the words, in the list's order, read from the fewest known to
 * hold them: the narrowest kept matches, or, once the list's pairs of letters are made, the places of the words'
 * rarest pair when fewer (letter-pairs.ts), each key read only when the other pairs are there too.
 */
function placesHolding(held: HeldList, words: readonly string[], most: number): Uint32Array {
  const from = narrowest(held, keptFor(held), words);
  const pairs = letterPairsOf(held);
  const sieve = pairs && pairSieve(pairs, words, countOf(held, from));
  const places = sieve ? sieve.places : from;
  const size = countOf(held, places);
  const found = new Uint32Array(Math.min(size, most));
  let count = 0;
  for (let at = 0; at < size && count < most; at += 1) {
    const place = placeOf(places, at);
    if ((!sieve || sieve.holds(place)) && holdsWords(held.entries[place]!.key, words)) found[count++] = place;
  }
  return found.subarray(0, count);
}

/** Every booking of the held list holding all the words, in the list's order. */
function matchesOf(held: HeldList, words: readonly string[]): Matches {
  if (words.length === 0) return null;
  const kept = keptFor(held);
  const key = words.join(' ');
  const known = kept.get(key);
  if (known) return known;
  const found = placesHolding(held, words, Infinity);
  // Few matches get a block of their own, so the larger one is not kept alive for them.
  const matches = found.length * 2 < found.buffer.byteLength / 4 ? found.slice() : found;
  if (kept.size >= MOST_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, matches);
  return matches;
}

/** The bookings at `from` up to `to` (excluded) of the matches. */
function bookingsOf(held: HeldList, matches: Matches, from: number, to: number): BookingSummary[] {
  const bookings: BookingSummary[] = [];
  for (let at = from; at < Math.min(to, countOf(held, matches)); at += 1) bookings.push(held.entries[placeOf(matches, at)]!.booking);
  return bookings;
}

/** One page of the held list narrowed by the quick filter's words, as bookings.list would answer with `text`. */
export function filterHeld(held: HeldList, text: string, page: number, limit: number): BookingPage {
  const matches = matchesOf(held, quickFilterWords(text));
  const total = countOf(held, matches);
  return {
    bookings: bookingsOf(held, matches, (page - 1) * limit, page * limit), page,
    pages: Math.max(1, Math.ceil(total / limit)), total,
    countUncertain: null, unsorted: false, asOf: held.asOf, asOfReason: held.asOfReason, skipped: held.skipped,
  };
}

/**
 * The first page's bookings for the words, without counting every match: a key's rows, found before its total. A
 * word's first letter at 100,000 bookings holds most of the list; its first hundred are among the first few hundred.
 */
export function firstPageOf(held: HeldList, text: string, limit: number): BookingSummary[] {
  const words = quickFilterWords(text);
  if (words.length === 0) return bookingsOf(held, null, 0, limit);
  const known = keptFor(held).get(words.join(' '));
  return bookingsOf(held, known ?? placesHolding(held, words, limit), 0, limit);
}
