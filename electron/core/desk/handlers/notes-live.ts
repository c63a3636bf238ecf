// The Notes screen's period read from the service a day at a time. booking/notes answers a month, or the thirty days
// it gives without a date, as one answer: at 100,000 bookings that is 6.6 MB, and reading it as JSON held the thread
// that answers the screens for 40–130 ms in one piece, each time the screen was opened or a write refreshed it. A
// day's answer is a thirtieth of that; the days are asked a few at once, as the sync asks its notes window.
import type { BookingNote } from '../../../../shared/contract/model/booking.js';
import { addDays, type Day } from '../../../../shared/domain/dates.js';
import { skippedIn } from '../../api/read-report.js';
import { listedNote, uniqueNotes } from '../../mapping/booking-mapping.js';
import { fetchPages } from '../../offline/sync/paged-fetch.js';
import { filterInPieces, mapInPieces } from '../../platform/yield-to-screens.js';
import { NOTES_WINDOW_DAYS } from '../../offline/working-set/notes-store.js';
import type { WorkingSet } from '../../offline/working-set/index.js';
import type { ReadingDesk } from '../offline-reads.js';

/** Days asked at once: the sync's own measure of a handful that hides round trips without crowding the service. */
const DAYS_AT_ONCE = 4;

interface NotesAsked {
  day?: Day;
  month?: number;
}

interface LiveNotes {
  notes: BookingNote[];
  skipped: number;
  /** What of the answer the working set keeps: the thirty days asked whole replace its window; today's join it. */
  keep: (workingSet: WorkingSet, at: number) => void;
}

/** The days a period covers, up to today: a note is dated when it is written, so no later day holds one. */
function daysAsked(asked: NotesAsked, today: Day): Day[] {
  if (asked.day !== undefined) return [asked.day];
  const days: Day[] = [];
  if (asked.month !== undefined) {
    for (let day = asked.month * 100 + 1; Math.floor(day / 100) === asked.month && day <= today; day = addDays(day, 1)) days.push(day);
    return days;
  }
  for (let back = NOTES_WINDOW_DAYS; back >= 0; back -= 1) days.push(addDays(today, -back));
  return days;
}

/**
 * The last thirty days need only today asked when the copy holds the window whole and was brought up to date today:
 * the days before today gain no note (a note is dated when it is written), and the sync asks the whole window again
 * at its first run of a new day.
 */
function windowUpToDate(workingSet: WorkingSet, today: Day): boolean {
  const kept = workingSet.notesWindow();
  return kept.complete && kept.fetchedAt !== null && workingSet.dayOf(kept.fetchedAt) === today;
}

async function notesOfDays(desk: ReadingDesk, days: readonly Day[], signal: AbortSignal):
  Promise<{ notes: BookingNote[]; skipped: number }> {
  const zone = desk.details.timeZone();
  const byDay = new Map<Day, BookingNote[]>();
  let skipped = 0;
  await fetchPages({
    pages: days, concurrency: DAYS_AT_ONCE,
    fetch: (day, s) => desk.service.call((service) => service.notes({ date: day }, { signal: s })),
    // Named in pieces, as the sync does: a busy day's thousands of notes at once held the thread for tens of ms.
    stored: async (day, answer) => {
      skipped += skippedIn(answer, 'notes');
      byDay.set(day, await mapInPieces(answer.notes, (note) => listedNote(note, zone)));
    },
  }, signal);
  // Each day's answer is newest first, so the days from the last give the period newest first. A note in two days'
  // answers (a service that reads a day otherwise) is shown once.
  return { notes: uniqueNotes([...days].reverse().flatMap((day) => byDay.get(day) ?? [])), skipped };
}

/** The period's notes as the service has them now, newest first. */
export async function readNotesLive(desk: ReadingDesk, asked: NotesAsked, signal: AbortSignal): Promise<LiveNotes> {
  const workingSet = desk.account.offline().workingSet;
  const today = workingSet.today();
  const window = asked.day === undefined && asked.month === undefined;
  if (window && windowUpToDate(workingSet, today)) {
    const todays = await notesOfDays(desk, [today], signal);
    // Today's notes the copy holds already show once, as the service has them now. The copy lists each note once (it
    // is keyed by id), so only today's ids are looked up: a set of all 47,000 ids at each look cost twice as much.
    const fresh = new Set(todays.notes.map((note) => note.id));
    const kept = workingSet.notes({}).notes;
    // In pieces: the copy's 47,000 notes looked through and copied at once were 20 ms of the answering thread's one
    // piece at 100,000 bookings, each time the Notes screen was opened or a write refreshed it.
    const older = fresh.size === 0 ? kept : await filterInPieces(kept, (note) => !fresh.has(note.id));
    return {
      // Today's answer is newest first and every note of the copy is older than its newest: no sort needed.
      notes: todays.notes.concat(older), skipped: todays.skipped,
      keep: (kept, at) => kept.addNotes(todays.notes, at),
    };
  }
  const read = await notesOfDays(desk, daysAsked(asked, today), signal);
  return { ...read, keep: (kept, at) => { if (window) kept.putNotes(read.notes, at); } };
}
