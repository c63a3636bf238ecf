// Notes newest first, each with when, who, whether the guest sees it, and the booking it belongs to.
// The body is the service's plain text and is shown as text, never as HTML.
import type { StaffMember } from '../../../shared/contract/model/account.js';
import type { ListedNote } from '../../../shared/contract/model/booking.js';
import { bookingPath } from '../../navigation/router.js';
import type { Formatter } from '../../ui/format.js';
import { moveBetweenRowLinks } from '../../ui/row-links.js';
import { noteAuthor } from './note-author.js';

const newestFirst = (a: ListedNote, b: ListedNote) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id;

function NoteItem({ note, staff, format }: { note: ListedNote; staff: readonly StaffMember[]; format: Formatter }) {
  return (
    <li className="note">
      <div className="note-meta">
        <time dateTime={note.at}>{format.dateTime(note.at)}</time>
        <span className="note-author">{noteAuthor(note, staff)}</span>
        {note.private
          ? <span className="badge badge-muted" title="Hidden from the invoice">Private</span>
          : <span className="badge badge-info" title="Shown on the invoice">Public</span>}
        <a className="note-booking" href={`#/${bookingPath(note.bookingCode)}`}>
          {note.guestName ? <strong>{note.guestName}</strong> : 'Booking'} <span className="code">{note.bookingCode}</span>
        </a>
      </div>
      <p className="note-body">{note.body}</p>
    </li>
  );
}

export function NoteList({ notes, staff, format }: { notes: ListedNote[]; staff: readonly StaffMember[]; format: Formatter }) {
  return (
    // ↑/↓ from note to note by the booking each links to, as on every other list.
    <ol className="note-list" onKeyDown={(event) => moveBetweenRowLinks(event, 'a.note-booking')}>
      {[...notes].sort(newestFirst).map((note) => <NoteItem key={note.id} note={note} staff={staff} format={format} />)}
    </ol>
  );
}
