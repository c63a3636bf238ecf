// Narrowing the notes log: words in the note, the guest or the booking code; who wrote it; and whether a person
// wrote it or the service did on a check-in or check-out ("Checked in", docs/api-assumptions.md).
import type { ListedNote } from '../../../shared/contract/model/booking.js';
import { automaticNote } from '../../../shared/domain/notes.js';

export type NoteKind = 'all' | 'written' | 'automatic';

export interface NoteFilter {
  text: string;
  /** A staff account id, 0 for the guest, or null for anyone. */
  authorId: number | null;
  kind: NoteKind;
}

export const NO_FILTER: NoteFilter = { text: '', authorId: null, kind: 'all' };

/** The service's own check-in and check-out notes. */
export const isAutomatic = (note: ListedNote): boolean => automaticNote(note.body) !== null;

export function filterNotes(notes: readonly ListedNote[], filter: NoteFilter): ListedNote[] {
  const text = filter.text.trim().toLowerCase();
  return notes.filter((note) =>
    (filter.authorId === null || note.staffId === filter.authorId) &&
    (filter.kind === 'all' || (filter.kind === 'automatic') === isAutomatic(note)) &&
    (text === '' || note.body.toLowerCase().includes(text) || note.guestName.toLowerCase().includes(text) ||
      note.bookingCode.toLowerCase().includes(text)));
}
