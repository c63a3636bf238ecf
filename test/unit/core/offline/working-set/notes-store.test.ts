// The notes window the desk keeps: today's notes merged at every sync and every look at the Notes screen, the days
// that leave the window dropped when a new day begins, and the window asked again and again answered from one ordering.
import { describe, expect, it } from 'vitest';
import type { BookingNote } from '../../../../../shared/contract/model/booking.js';
import { addDays, type Day } from '../../../../../shared/domain/dates.js';
import { NotesStore } from '../../../../../electron/core/offline/working-set/notes-store.js';

const TODAY: Day = 20261129;
let id = 0;
function note(day: Day, hour: number): BookingNote {
  const d = String(day);
  const at = `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}T${String(hour).padStart(2, '0')}:00:00-08:00`;
  return { id: ++id, bookingCode: 'ABCD-000001', staffId: 2, at, body: `Note ${id}`, private: false };
}
const ids = (notes: readonly BookingNote[]) => notes.map((n) => n.id);
const window = (store: NotesStore, today: Day) => store.answer({}, today, []).notes;

describe('the notes window kept by the desk', () => {
  it('answers a note merged since the last ask, newest first, asked again and again', () => {
    const store = new NotesStore();
    const old = [note(addDays(TODAY, -3), 9), note(addDays(TODAY, -1), 9)];
    store.replace(old, 1, TODAY);
    expect(ids(window(store, TODAY))).toEqual([old[1]!.id, old[0]!.id]);
    const written = note(TODAY, 10);
    store.merge([written], 2, TODAY);
    expect(ids(window(store, TODAY))).toEqual([written.id, old[1]!.id, old[0]!.id]);
    // The same note merged again changes nothing; a day asked alone is its own answer.
    store.merge([written], 3, TODAY);
    expect(ids(window(store, TODAY))).toEqual([written.id, old[1]!.id, old[0]!.id]);
    expect(ids(store.answer({ day: addDays(TODAY, -1) }, TODAY, []).notes)).toEqual([old[1]!.id]);
    expect(ids(window(store, TODAY))).toEqual([written.id, old[1]!.id, old[0]!.id]);
  });

  it('drops the days that left the window once a new day begins, and only then', () => {
    const store = new NotesStore();
    const edge = note(addDays(TODAY, -30), 9);
    const inside = note(addDays(TODAY, -29), 9);
    store.replace([edge, inside], 1, TODAY);
    expect(store.merge([note(TODAY, 8)], 2, TODAY).drop).toEqual([]);
    const tomorrow = addDays(TODAY, 1);
    const next = note(tomorrow, 8);
    expect(store.merge([next], 3, tomorrow).drop).toEqual([edge.id]);
    expect(ids(window(store, tomorrow))).not.toContain(edge.id);
    expect(ids(window(store, tomorrow))).toContain(next.id);
    // A note older than the window in a later answer is not kept.
    const stray = note(addDays(tomorrow, -31), 9);
    expect(store.merge([stray], 4, tomorrow).put.map((n) => n.id)).not.toContain(stray.id);
    expect(ids(window(store, tomorrow))).not.toContain(stray.id);
  });
});
