import { describe, expect, it } from 'vitest';
import type { ListedNote } from '../../../shared/contract/model/booking.js';
import { filterNotes } from '../../../renderer/features/notes/note-filter.js';
import { NO_FILTER } from '../../../shared/domain/note-filter.js';

let id = 0;
const note = (change: Partial<ListedNote>): ListedNote => ({
  id: ++id, bookingCode: 'ABCD-000001', staffId: 2, at: '2026-11-24T10:00:00-08:00', body: 'Late arrival, keep the room',
  private: true, guestName: 'Freya Kowalski', ...change,
});

describe('filtering the notes log', () => {
  const notes = [
    note({ body: 'Checked in', staffId: 1 }), note({ body: 'Allergic to nuts', staffId: 0, guestName: 'Omar Novak', bookingCode: 'QRST-1' }),
    note({ body: 'Checked out', staffId: 2 }), note({ body: 'Wants a quiet room', staffId: 2 }),
  ];

  it('keeps only what a person wrote, or only the service’s check-in and check-out notes', () => {
    expect(filterNotes(notes, { ...NO_FILTER, kind: 'written' }).map((n) => n.body)).toEqual(['Allergic to nuts', 'Wants a quiet room']);
    expect(filterNotes(notes, { ...NO_FILTER, kind: 'automatic' }).map((n) => n.body)).toEqual(['Checked in', 'Checked out']);
  });

  it('finds by words in the note, the guest’s name or the booking code, and by author', () => {
    expect(filterNotes(notes, { ...NO_FILTER, text: 'novak' }).map((n) => n.body)).toEqual(['Allergic to nuts']);
    expect(filterNotes(notes, { ...NO_FILTER, text: 'qrst' })).toHaveLength(1);
    expect(filterNotes(notes, { ...NO_FILTER, text: 'QUIET' })).toHaveLength(1);
    expect(filterNotes(notes, { ...NO_FILTER, authorId: 0 }).map((n) => n.guestName)).toEqual(['Omar Novak']);
    expect(filterNotes(notes, { ...NO_FILTER, authorId: 2, kind: 'written' })).toHaveLength(1);
  });
});
