// The notes window is ordered newest first once, then kept in order as syncs add notes and new days drop old ones.
// Whatever happens to it, the Notes screen must list exactly what ordering every note again would list.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookingNote } from '../../../../../shared/contract/model/booking.js';
import { addDays, type Day } from '../../../../../shared/domain/dates.js';
import { newestFirst, reordered } from '../../../../../electron/core/offline/working-set/notes-order.js';
import { NOTES_WINDOW_DAYS, noteDay, NotesStore } from '../../../../../electron/core/offline/working-set/notes-store.js';
import type { StoredDetail } from '../../../../../electron/core/offline/working-set/stored-booking.js';

const FIRST_TODAY: Day = 20261129;
/** Few minutes and ids, so that notes written in the same second (ordered by id) are common. */
interface When { daysBack: number; minute: number; offset: string }
const when: fc.Arbitrary<When> = fc.record({
  daysBack: fc.integer({ min: -1, max: NOTES_WINDOW_DAYS + 3 }),
  minute: fc.constantFrom(0, 1, 2, 59, 60 * 9, 60 * 23 + 59),
  offset: fc.constantFrom('-08:00', '-07:00', '+13:00'),
});
const noteArb = (idMax: number) => fc.record({ id: fc.integer({ min: 1, max: idMax }), when });

function note(id: number, today: Day, { daysBack, minute, offset }: When): BookingNote {
  const day = String(addDays(today, -daysBack));
  const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
  const at = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T${time}${offset}`;
  return { id, bookingCode: 'ABCD-000001', staffId: 2, at, body: `Note ${id}`, private: false };
}

const ids = (notes: readonly BookingNote[]) => notes.map((n) => n.id);
/** The order the Notes screen lists, by the plainest means: every note's time read at every comparison. */
const sortedWhole = (notes: Iterable<BookingNote>) => [...notes].sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id);

describe('a list of notes kept newest first', () => {
  it('with notes added, moved to another time and removed, is the list ordered again whole', () => {
    fc.assert(fc.property(
      fc.uniqueArray(noteArb(400), { selector: (n) => n.id, maxLength: 120 }),
      fc.uniqueArray(noteArb(500), { selector: (n) => n.id, maxLength: 30 }),
      fc.array(fc.integer({ min: 1, max: 400 }), { maxLength: 30 }),
      (held, put, removed) => {
        const before = new Map(held.map(({ id, when: at }) => [id, note(id, FIRST_TODAY, at)]));
        const after = new Map(before);
        const gone = new Set(removed.filter((id) => !put.some((p) => p.id === id)));
        for (const id of gone) after.delete(id);
        const putNotes = put.map(({ id, when: at }) => note(id, FIRST_TODAY, at));
        for (const n of putNotes) after.set(n.id, n);
        // A note put again under an id held is a changed note: it leaves its old place.
        const changedOrGone = new Set([...gone, ...putNotes.map((n) => n.id).filter((id) => before.has(id))]);
        expect(ids(reordered(newestFirst(before.values()), putNotes, changedOrGone))).toEqual(ids(sortedWhole(after.values())));
      },
    ), { numRuns: 500 });
  });
});

type Step =
  | { kind: 'replace'; notes: { id: number; when: When }[] }
  | { kind: 'merge'; notes: { id: number; when: When }[]; daysOn: number }
  | { kind: 'ask'; ask: 'window' | 'day' | 'month'; daysBack: number; opened: { id: number; when: When }[] };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace' as const), notes: fc.array(noteArb(300), { maxLength: 80 }) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('merge' as const), notes: fc.array(noteArb(300), { maxLength: 12 }),
      daysOn: fc.constantFrom(0, 0, 0, 1, 2),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('ask' as const), ask: fc.constantFrom('window' as const, 'window' as const, 'day' as const, 'month' as const),
      daysBack: fc.integer({ min: 0, max: NOTES_WINDOW_DAYS + 2 }), opened: fc.array(noteArb(330), { maxLength: 4 }),
    }),
  },
);

/** What the store kept, modelled plainly: every note held, dropped by day, asked by filtering and sorting whole. */
class PlainWindow {
  notes = new Map<number, BookingNote>();

  replace(notes: readonly BookingNote[]): void {
    this.notes = new Map(notes.map((n) => [n.id, n]));
  }

  merge(notes: readonly BookingNote[], today: Day): void {
    const start = addDays(today, -NOTES_WINDOW_DAYS);
    for (const n of notes) if (!this.notes.has(n.id) && noteDay(n) >= start) this.notes.set(n.id, n);
    for (const [id, n] of this.notes) if (noteDay(n) < start) this.notes.delete(id);
  }

  answer(first: Day, last: Day, opened: readonly BookingNote[]): BookingNote[] {
    const within = (n: BookingNote) => noteDay(n) >= first && noteDay(n) <= last;
    const shown = new Map([...this.notes.values()].filter(within).map((n) => [n.id, n]));
    for (const n of opened) if (!this.notes.has(n.id) && within(n)) shown.set(n.id, n);
    return sortedWhole(shown.values());
  }
}

describe('the notes window kept in order across syncs', () => {
  it('answers every ask as ordering the window and the opened records\' notes again would', () => {
    fc.assert(fc.property(fc.array(step, { minLength: 1, maxLength: 25 }), (steps) => {
      const store = new NotesStore();
      const plain = new PlainWindow();
      let today = FIRST_TODAY;
      let fetchedAt = 0;
      for (const s of steps) {
        if (s.kind === 'replace') {
          const notes = s.notes.map(({ id, when: at }) => note(id, today, at));
          store.replace(notes, ++fetchedAt, today);
          plain.replace(notes);
        } else if (s.kind === 'merge') {
          today = addDays(today, s.daysOn);
          const notes = s.notes.map(({ id, when: at }) => note(id, today, at));
          store.merge(notes, ++fetchedAt, today);
          plain.merge(notes, today);
        } else {
          const day = addDays(today, -s.daysBack);
          const ask = s.ask === 'window' ? {} : s.ask === 'day' ? { day } : { month: Math.floor(day / 100) };
          const [first, last] = s.ask === 'window' ? [addDays(today, -NOTES_WINDOW_DAYS), today]
            : s.ask === 'day' ? [day, day] : [Math.floor(day / 100) * 100 + 1, Math.floor(day / 100) * 100 + 31];
          const opened = s.opened.map(({ id, when: at }) => note(id, today, at));
          const details = [{ detail: { notes: opened } } as unknown as StoredDetail];
          expect(ids(store.answer(ask, today, details).notes)).toEqual(ids(plain.answer(first, last, opened)));
        }
      }
    }), { numRuns: 400 });
  });
});
