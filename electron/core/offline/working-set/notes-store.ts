// Notes across bookings: the service's thirty-day window (booking/notes), topped up with today's notes between
// full fetches, and the notes inside full records opened, which may be older.
import type { BookingNote } from '../../../../shared/contract/model/booking.js';
import { addDays, type Day } from '../../../../shared/domain/dates.js';
import type { NotesChange } from './disk/frames.js';
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

/** The local day a note was written: its ISO text carries the account's offset, so the date part is that day. */
export function noteDay(note: BookingNote): Day {
  return Number(note.at.slice(0, 4) + note.at.slice(5, 7) + note.at.slice(8, 10));
}

export const newestFirst = (a: BookingNote, b: BookingNote): number => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id;

export class NotesStore {
  notes = new Map<number, BookingNote>();
  fetchedAt: number | null = null;
  /** The first day the kept window covers. */
  windowStart: Day | null = null;

  /** The whole window as the service answered it: replaces what was kept. Answers the change, for the file. */
  replace(notes: readonly BookingNote[], fetchedAt: number, today: Day): NotesChange {
    this.notes = new Map(notes.map((note) => [note.id, note]));
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
    for (const note of notes) {
      if (this.notes.has(note.id)) continue;
      this.notes.set(note.id, note);
      put.push(note);
    }
    this.fetchedAt = fetchedAt;
    const start = addDays(today, -NOTES_WINDOW_DAYS);
    this.windowStart = this.windowStart === null ? null : Math.max(this.windowStart, start);
    for (const [id, note] of this.notes) {
      if (noteDay(note) >= start) continue;
      this.notes.delete(id);
      drop.push(id);
    }
    return { all: false, put, drop, fetchedAt, windowStart: this.windowStart };
  }

  answer(ask: { day?: Day; month?: number }, today: Day, details: Iterable<StoredDetail>): NotesAnswer {
    const [first, last] = ask.day !== undefined ? [ask.day, ask.day]
      : ask.month !== undefined ? [ask.month * 100 + 1, ask.month * 100 + 31]
        : [addDays(today, -NOTES_WINDOW_DAYS), today];
    const found = new Map<number, BookingNote>();
    const take = (note: BookingNote) => {
      const day = noteDay(note);
      if (day >= first && day <= last) found.set(note.id, note);
    };
    for (const stored of details) stored.detail.notes.forEach(take);
    // A note is never edited, so a record's copy and the window's are the same note: one of them shows.
    this.notes.forEach(take);
    const complete = this.windowStart !== null && first >= this.windowStart;
    return { notes: [...found.values()].sort(newestFirst), fetchedAt: this.fetchedAt, complete };
  }
}
