// Notes newest first, each with when, who, whether the guest sees it, and the booking it belongs to.
// The body is the service's plain text and is shown as text, never as HTML.
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { StaffMember } from '../../../shared/contract/model/account.js';
import type { ListedNote } from '../../../shared/contract/model/booking.js';
import { bookingPath } from '../../navigation/router.js';
import type { Formatter } from '../../ui/format.js';
import { moveBetweenRowLinks } from '../../ui/row-links.js';
import { authorIsNamed, noteAuthor } from './note-author.js';

const SAID = words(defineMessages({
  private: { id: 'notes.private', defaultMessage: 'Private' },
  privateWhy: { id: 'notes.privateWhy', defaultMessage: 'Hidden from the invoice' },
  public: { id: 'notes.public', defaultMessage: 'Public' },
  publicWhy: { id: 'notes.publicWhy', defaultMessage: 'Shown on the invoice' },
  booking: { id: 'notes.booking', defaultMessage: 'Booking' },
}));

const newestFirst = (a: ListedNote, b: ListedNote) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id;

function NoteItem({ note, staff, format }: { note: ListedNote; staff: readonly StaffMember[]; format: Formatter }) {
  const intl = useIntl();
  return (
    <li className="note">
      <div className="note-meta">
        <time dateTime={note.at} translate="no">{format.dateTime(note.at)}</time>
        <span className="note-author" translate={authorIsNamed(note, staff) ? 'no' : undefined}>{noteAuthor(note, staff, intl)}</span>
        {note.private
          ? <span className="badge badge-muted" title={intl.formatMessage(SAID.privateWhy)}>{intl.formatMessage(SAID.private)}</span>
          : <span className="badge badge-info" title={intl.formatMessage(SAID.publicWhy)}>{intl.formatMessage(SAID.public)}</span>}
        <a className="note-booking" href={`#/${bookingPath(note.bookingCode)}`}>
          {note.guestName ? <strong translate="no">{note.guestName}</strong> : intl.formatMessage(SAID.booking)}{' '}
          <span className="code" translate="no">{note.bookingCode}</span>
        </a>
      </div>
      <p className="note-body" translate="no">{note.body}</p>
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
