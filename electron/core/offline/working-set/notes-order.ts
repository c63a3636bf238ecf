// Notes newest first (by time, then by id), as the Notes screen lists them. The window of 100,000 bookings is some
// 47,000 notes: ordered once, then kept in order as a sync adds a few, rather than read and sorted again whole.
import type { BookingNote } from '../../../../shared/contract/model/booking.js';

interface Timed {
  note: BookingNote;
  at: number;
}

/** Whether a note of time `at` and id `id` comes before `other` newest first. */
function comesBefore(at: number, id: number, other: BookingNote): boolean {
  const otherAt = Date.parse(other.at);
  return at > otherAt || (at === otherAt && id > other.id);
}

function timedNewestFirst(notes: Iterable<BookingNote>): Timed[] {
  const timed = Array.from(notes, (note) => ({ note, at: Date.parse(note.at) }));
  return timed.sort((a, b) => b.at - a.at || b.note.id - a.note.id);
}

/** Newest first, each note's time read once. */
export function newestFirst(notes: Iterable<BookingNote>): BookingNote[] {
  return timedNewestFirst(notes).map((entry) => entry.note);
}

/** Where a note goes in `ordered` at or after `from`: before the first note it comes before. A binary search. */
function placeOf(ordered: readonly BookingNote[], { note, at }: Timed, from: number): number {
  let [low, high] = [from, ordered.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (comesBefore(at, note.id, ordered[middle]!)) high = middle;
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
  for (const entry of timedNewestFirst(put)) {
    const place = placeOf(kept, entry, from);
    for (let i = from; i < place; i += 1) placed.push(kept[i]!);
    placed.push(entry.note);
    from = place;
  }
  for (let i = from; i < kept.length; i += 1) placed.push(kept[i]!);
  return placed;
}
