// The quick filter in the page: the list on screen as the desk holds it, every page of it, narrowed by the words
// typed with the desk's own rule (shared/domain/booking-text.ts) and paged as the desk pages (shared/domain/
// list-page.ts), so a key press is answered in the frame that follows it rather than after a round trip to the desk.
// Pure, so it is tested against the desk's answer to the same question without a browser.
import type { BookingPage, BookingSummary } from '../../../shared/contract/model/booking.js';
import type { AnswerSource } from '../../../shared/contract/model/answer-source.js';
import { bookingTextKey, holdsWords, quickFilterWords } from '../../../shared/domain/booking-text.js';
import { selectPage } from '../../../shared/domain/list-page.js';

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

/** Matches of words typed lately, per held list: a key typed narrows the last matches, a key deleted finds them kept. */
const recent = new WeakMap<HeldList, Map<string, HeldBooking[]>>();
const MOST_KEPT = 64;

/** Whether every booking holding `words` also holds `before`: each earlier word grew in place, more may follow. */
function narrows(words: readonly string[], before: readonly string[]): boolean {
  return before.length <= words.length && before.every((word, index) => words[index]!.includes(word));
}

function keptFor(held: HeldList): Map<string, HeldBooking[]> {
  let kept = recent.get(held);
  if (!kept) recent.set(held, (kept = new Map()));
  return kept;
}

/** The fewest bookings known to hold every booking that holds `words`: earlier matches they narrow, or the whole list. */
function narrowest(held: HeldList, kept: Map<string, HeldBooking[]>, words: readonly string[]): readonly HeldBooking[] {
  let from: readonly HeldBooking[] = held.entries;
  for (const [earlier, matches] of kept) {
    if (matches.length < from.length && narrows(words, earlier.split(' '))) from = matches;
  }
  return from;
}

/** Every booking of the held list holding all the words, in the list's order. */
export function matchesOf(held: HeldList, words: readonly string[]): readonly HeldBooking[] {
  if (words.length === 0) return held.entries;
  const kept = keptFor(held);
  const key = words.join(' ');
  const known = kept.get(key);
  if (known) return known;
  const matches = narrowest(held, kept, words).filter((entry) => holdsWords(entry.key, words));
  if (kept.size >= MOST_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, matches);
  return matches;
}

/** One page of the held list narrowed by the quick filter's words, as bookings.list would answer with `text`. */
export function filterHeld(held: HeldList, text: string, page: number, limit: number): BookingPage {
  const found = selectPage(matchesOf(held, quickFilterWords(text)), [], page, limit);
  return {
    bookings: found.entries.map((entry) => entry.booking), page: found.page, pages: found.pages, total: found.total,
    countUncertain: null, unsorted: false, asOf: held.asOf, asOfReason: held.asOfReason, skipped: held.skipped,
  };
}

/**
 * The first page's bookings for the words, without counting every match: a key's rows, found before its total. A
 * word's first letter at 100,000 bookings holds most of the list; its first hundred are among the first few hundred.
 */
export function firstPageOf(held: HeldList, text: string, limit: number): BookingSummary[] {
  const words = quickFilterWords(text);
  const known = words.length === 0 ? held.entries : keptFor(held).get(words.join(' '));
  if (known) return known.slice(0, limit).map((entry) => entry.booking);
  const found: BookingSummary[] = [];
  for (const entry of narrowest(held, keptFor(held), words)) {
    if (found.length === limit) break;
    if (holdsWords(entry.key, words)) found.push(entry.booking);
  }
  return found;
}
