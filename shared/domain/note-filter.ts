// Narrowing the notes log: words in the note, the guest's name or the booking code; who wrote it; and whether a
// person wrote it or the service did on a check-in or check-out ("Checked in", docs/api-assumptions.md). One rule for
// both sides: the desk looks through every note of a period with it (a busy month holds tens of thousands, of which the
// screen shows the newest 500), and the screen through the notes it shows as a person types, before the desk answers.
import { automaticNote } from './notes.js';

export type NoteKind = 'all' | 'written' | 'automatic';

export interface NoteFilter {
  text: string;
  /** A staff account id, 0 for the guest, or null for anyone. */
  authorId: number | null;
  kind: NoteKind;
}

export const NO_FILTER: NoteFilter = { text: '', authorId: null, kind: 'all' };

/** The longest words the filter takes: more than any note's phrase a person would type to find it. */
export const NOTE_FILTER_TEXT_MAX = 200;

/** What a note is matched by (its guest's name is asked apart: the desk looks it up in its copy). */
interface Filterable {
  body: string;
  bookingCode: string;
  staffId: number;
}

export const filtersNotes = (filter: NoteFilter): boolean =>
  filter.text.trim() !== '' || filter.authorId !== null || filter.kind !== 'all';

/** The note is kept by the filter; `guestName` is read only when the words are not found in the note itself. */
export function noteMatches(note: Filterable, guestName: () => string, filter: NoteFilter): boolean {
  if (filter.authorId !== null && note.staffId !== filter.authorId) return false;
  if (filter.kind !== 'all' && (filter.kind === 'automatic') !== (automaticNote(note.body) !== null)) return false;
  const text = filter.text.trim().toLowerCase();
  return text === '' || note.body.toLowerCase().includes(text) || note.bookingCode.toLowerCase().includes(text) ||
    guestName().toLowerCase().includes(text);
}
