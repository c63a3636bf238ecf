// The notes the screen shows, narrowed by the filter as a person types (the desk's answer, asked with the same
// filter, then brings the period's other matches).
import type { ListedNote } from '../../../shared/contract/model/booking.js';
import { noteMatches, type NoteFilter } from '../../../shared/domain/note-filter.js';

export function filterNotes(notes: readonly ListedNote[], filter: NoteFilter): ListedNote[] {
  return notes.filter((note) => noteMatches(note, () => note.guestName, filter));
}
