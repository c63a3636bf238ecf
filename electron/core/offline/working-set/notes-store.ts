// Notes across bookings: the service's thirty-day window (booking/notes), topped up with today's notes between
// full fetches, and the notes inside full records opened, which may be older.
import type { BookingNote } from '../../../../shared/contract/model/booking.js';
import { addDays, type Day } from '../../../../shared/domain/dates.js';
import type { NotesChange } from './disk/frames.js';
import { newestFirst, reordered } from './notes-order.js';
import type { StoredDetail } from './stored-booking.js';

/** booking/notes without a date answers the thirty days up to now (docs/api-assumptions.md, "Dates"). */
export const NOTES_WINDOW_DAYS = 30;

export interface NotesAnswer {
  notes: BookingNote[];
  /** When the window was last fetched (Unix seconds); null when never. */
  fetchedAt: number | null;
  /** False when the day or month asked reaches before the window kept: only opened records' notes show there. */
  complete: boolean;
}

/** Where the digits of yyyy-mm-dd stand in a note's time. */
const DAY_DIGITS = [0, 1, 2, 3, 5, 6, 8, 9];

/**
 * The local day a note was written: its ISO text carries the account's offset, so the date part is that day. Read
 * digit by digit: cutting and joining the text and reading the joined text as a number was 18–27 ms of the 47,000
 * notes' days read at the window's first ask.
 */
export function noteDay(note: BookingNote): Day {
  const at = note.at;
  let day = 0;
  for (const place of DAY_DIGITS) {
    const digit = at.charCodeAt(place) - 48;
    if (!(digit >= 0 && digit <= 9)) return Number(at.slice(0, 4) + at.slice(5, 7) + at.slice(8, 10));
    day = day * 10 + digit;
  }
  return day;
}

function isWithin(note: BookingNote, first: Day, last: Day): boolean {
  const day = noteDay(note);
  return day >= first && day <= last;
}

export class NotesStore {
  notes = new Map<number, BookingNote>();
  fetchedAt: number | null = null;
  /** The first day the kept window covers. */
  windowStart: Day | null = null;
  /**
   * The window's notes newest first, made at the first ask after the window was fetched or read back (ordering 47,000
   * costs about 18 ms of CPU the first time that code runs), then kept in order as merges add and drop notes.
   */
  private ordered: BookingNote[] | null = null;
  /**
   * Of those, the days last asked (the thirty days, asked at every look at the Notes screen and every sync): each
   * note's day read once per change rather than 47,000 times per ask.
   */
  private orderedWithin: { first: Day; last: Day; notes: BookingNote[] } | null = null;
  /** The window's first day the kept notes were last pruned to: only a new day can leave notes out of it. */
  private prunedTo: Day | null = null;

  private reorder(): void {
    this.ordered = null;
    this.orderedWithin = null;
  }

  /**
   * The kept orders told of notes added and dropped: each sync and each look at the Notes screen merges today's notes,
   * and ordering the 47,000 again after it was the longest piece of a day's use.
   */
  private keepOrder(put: readonly BookingNote[], drop: readonly number[]): void {
    const gone = new Set(drop);
    if (this.ordered) this.ordered = reordered(this.ordered, put, gone);
    const kept = this.orderedWithin;
    const within = kept ? put.filter((note) => isWithin(note, kept.first, kept.last)) : [];
    if (kept && (within.length > 0 || gone.size > 0)) kept.notes = reordered(kept.notes, within, gone);
  }

  /** The whole window as the service answered it: replaces what was kept. Answers the change, for the file. */
  replace(notes: readonly BookingNote[], fetchedAt: number, today: Day): NotesChange {
    this.notes = new Map(notes.map((note) => [note.id, note]));
    this.reorder();
    this.prunedTo = null;
    this.fetchedAt = fetchedAt;
    this.windowStart = addDays(today, -NOTES_WINDOW_DAYS);
    return { all: true, put: [...this.notes.values()], drop: [], fetchedAt, windowStart: this.windowStart };
  }

  /**
   * Notes of a shorter fetch (today's), added to the window; notes that fell out of the window leave. A note is never
   * edited (the service has no call that changes one), so a note already held is kept as it is: only new ones are
   * written to the file, not the whole day again at every sync.
   */
  merge(notes: readonly BookingNote[], fetchedAt: number, today: Day): NotesChange {
    const drop: number[] = [];
    const put: BookingNote[] = [];
    const start = addDays(today, -NOTES_WINDOW_DAYS);
    for (const note of notes) {
      if (this.notes.has(note.id) || noteDay(note) < start) continue;
      this.notes.set(note.id, note);
      put.push(note);
    }
    this.fetchedAt = fetchedAt;
    this.windowStart = this.windowStart === null ? null : Math.max(this.windowStart, start);
    // The kept notes are looked through only when the window moved on: each sync and each look at the Notes screen
    // merges today's notes, and reading 47,000 notes' days each time was the longest piece of a day's use.
    if (this.prunedTo !== start) {
      for (const [id, note] of this.notes) {
        if (noteDay(note) >= start) continue;
        this.notes.delete(id);
        drop.push(id);
      }
      this.prunedTo = start;
    }
    if (put.length > 0 || drop.length > 0) this.keepOrder(put, drop);
    return { all: false, put, drop, fetchedAt, windowStart: this.windowStart };
  }

  /** A change read back from the working set's file, as it was made. */
  restore(change: NotesChange): void {
    if (change.all) this.notes.clear();
    for (const note of change.put) this.notes.set(note.id, note);
    for (const id of change.drop) this.notes.delete(id);
    this.fetchedAt = change.fetchedAt;
    this.windowStart = change.windowStart;
    this.reorder();
    this.prunedTo = null;
  }

  /** Whether the window kept reaches back to `first`: before it, only opened records' notes are known. */
  private covers(first: Day): boolean {
    return this.windowStart !== null && first >= this.windowStart;
  }

  /** When the thirty days up to `today` were fetched and whether they are kept whole, without listing their notes. */
  window(today: Day): Omit<NotesAnswer, 'notes'> {
    return { fetchedAt: this.fetchedAt, complete: this.covers(addDays(today, -NOTES_WINDOW_DAYS)) };
  }

  answer(ask: { day?: Day; month?: number }, today: Day, details: Iterable<StoredDetail>): NotesAnswer {
    const [first, last] = ask.day !== undefined ? [ask.day, ask.day]
      : ask.month !== undefined ? [ask.month * 100 + 1, ask.month * 100 + 31]
        : [addDays(today, -NOTES_WINDOW_DAYS), today];
    const within = (note: BookingNote) => isWithin(note, first, last);
    // A note is never edited, so a record's copy and the window's are the same note: one of them shows.
    const fromRecords = new Map<number, BookingNote>();
    for (const stored of details) {
      for (const note of stored.detail.notes) if (!this.notes.has(note.id) && within(note)) fromRecords.set(note.id, note);
    }
    this.ordered ??= newestFirst(this.notes.values());
    if (this.orderedWithin?.first !== first || this.orderedWithin.last !== last) {
      this.orderedWithin = { first, last, notes: this.ordered.filter(within) };
    }
    const notes = reordered(this.orderedWithin.notes, [...fromRecords.values()], new Set());
    return { notes, fetchedAt: this.fetchedAt, complete: this.covers(first) };
  }
}
