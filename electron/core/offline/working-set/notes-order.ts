// Notes newest first (by time, then by id), as the Notes screen lists them. The window of 100,000 bookings is some
// 47,000 notes: ordered once, then kept in order as a sync adds a few, rather than read and sorted again whole.
import type { BookingNote } from '../../../../shared/contract/model/booking.js';

/** How the mapping writes a note's time (yyyy-mm-ddThh:mm:ss±hh:mm): its length, and where the offset starts. */
const WRITTEN_LENGTH = 25;
const OFFSET_AT = 19;

/**
 * Whether two times are both written to the second with the same offset, so that their texts order them as their
 * instants do. Nearly every pair is (the account's zone; only a change to or from summer time differs), and comparing
 * texts spares reading the times: `Date.parse` of the 47,000 notes was half of ordering the window.
 */
function writtenAlike(a: string, b: string): boolean {
  if (a.length !== WRITTEN_LENGTH || b.length !== WRITTEN_LENGTH) return false;
  for (let i = OFFSET_AT; i < WRITTEN_LENGTH; i += 1) if (a.charCodeAt(i) !== b.charCodeAt(i)) return false;
  return true;
}

/** Newest first: negative when `a` comes before `b`, by time, then the later id first. */
export function byNewest(a: BookingNote, b: BookingNote): number {
  if (a.at === b.at) return b.id - a.id;
  if (writtenAlike(a.at, b.at)) return a.at > b.at ? -1 : 1;
  return Date.parse(b.at) - Date.parse(a.at) || b.id - a.id;
}

/**
 * Newest first. The window arrives nearly in order (a day at a time, each day newest first), and the sort (a merge
 * of the runs it finds) then compares each note about once.
 */
export function newestFirst(notes: Iterable<BookingNote>): BookingNote[] {
  return Array.from(notes).sort(byNewest);
}

/** Where a note goes in `ordered` at or after `from`: before the first note it comes before. A binary search. */
function placeOf(ordered: readonly BookingNote[], note: BookingNote, from: number): number {
  let [low, high] = [from, ordered.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (byNewest(note, ordered[middle]!) < 0) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * `ordered` (newest first) without the notes whose ids are `gone`, with `put` in their places: each put note is found
 * its place by a binary search, from the place of the one before it, so that a few notes cost a few searches and one
 * copy of the list, not a reading of every note's time and a sort. A note changed is in `gone` and in `put`.
 */
export function reordered(ordered: readonly BookingNote[], put: readonly BookingNote[], gone: ReadonlySet<number>): BookingNote[] {
  const kept = gone.size === 0 ? ordered : ordered.filter((note) => !gone.has(note.id));
  if (put.length === 0) return [...kept];
  const placed: BookingNote[] = [];
  let from = 0;
  for (const note of newestFirst(put)) {
    const place = placeOf(kept, note, from);
    for (let i = from; i < place; i += 1) placed.push(kept[i]!);
    placed.push(note);
    from = place;
  }
  for (let i = from; i < kept.length; i += 1) placed.push(kept[i]!);
  return placed;
}
