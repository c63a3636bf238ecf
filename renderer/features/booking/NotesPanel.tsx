// The booking's notes, newest first, with who wrote them and whether the guest sees them on the invoice.
import type { BookingDetail, BookingNote } from '../../../shared/contract/model/booking.js';
import { useDeskStatus } from '../../desk/hooks.js';
import { useFormatter } from '../../ui/account-format.js';
import { noteAuthor } from '../notes/note-author.js';
import { NoteForm } from './NoteForm.js';

function newestFirst(notes: readonly BookingNote[]): BookingNote[] {
  return [...notes].sort((a, b) => (Date.parse(b.at) || 0) - (Date.parse(a.at) || 0) || b.id - a.id);
}

function NoteList({ notes }: { notes: readonly BookingNote[] }) {
  const staff = useDeskStatus().data?.staff ?? [];
  const format = useFormatter();
  if (notes.length === 0) return <p className="muted">No notes yet.</p>;
  return (
    <ol className="note-list" aria-label="Notes, newest first">
      {newestFirst(notes).map((note) => (
        <li key={note.id}>
          <p className="note-meta">
            <strong>{noteAuthor(note, staff)}</strong>
            <time dateTime={note.at}>{format.dateTime(note.at)}</time>
            {note.private
              ? <span className="badge badge-muted">Private</span>
              : <span className="badge badge-info">On the invoice</span>}
            {note.sharedBy ? <span className="badge badge-muted">Shared by the {note.sharedBy} desk</span> : null}
          </p>
          <p className="note-body">{note.body}</p>
        </li>
      ))}
    </ol>
  );
}

export function NotesPanel({ booking }: { booking: BookingDetail }) {
  return (
    <section className="panel notes-panel" aria-labelledby="notes-title">
      <h2 id="notes-title">Notes <span className="muted">({booking.notes.length})</span></h2>
      <NoteForm code={booking.code} />
      <NoteList notes={booking.notes} />
    </section>
  );
}
