// The booking's notes, newest first, with who wrote them and whether the guest sees them on the invoice.
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { BookingDetail, BookingNote } from '../../../shared/contract/model/booking.js';
import { useDeskStatus } from '../../desk/hooks.js';
import { useFormatter } from '../../ui/account-format.js';
import { authorIsNamed, noteAuthor } from '../notes/note-author.js';
import { NoteForm } from './NoteForm.js';
import { PANEL_TITLES } from './panel-titles.js';

const SAID = words(defineMessages({
  none: { id: 'booking.notes.none', defaultMessage: 'No notes yet.' },
  list: { id: 'booking.notes.list', defaultMessage: 'Notes, newest first' },
  private: { id: 'booking.notes.private', defaultMessage: 'Private' },
  onInvoice: { id: 'booking.notes.onInvoice', defaultMessage: 'On the invoice' },
  sharedBy: { id: 'booking.notes.sharedBy', defaultMessage: 'Shared by the {desk} desk' },
}));

function newestFirst(notes: readonly BookingNote[]): BookingNote[] {
  return [...notes].sort((a, b) => (Date.parse(b.at) || 0) - (Date.parse(a.at) || 0) || b.id - a.id);
}

function NoteList({ notes }: { notes: readonly BookingNote[] }) {
  const staff = useDeskStatus().data?.staff ?? [];
  const format = useFormatter();
  const intl = useIntl();
  if (notes.length === 0) return <p className="muted">{intl.formatMessage(SAID.none)}</p>;
  return (
    <ol className="note-list" aria-label={intl.formatMessage(SAID.list)}>
      {newestFirst(notes).map((note) => (
        <li key={note.id}>
          <p className="note-meta">
            <strong translate={authorIsNamed(note, staff) ? 'no' : undefined}>{noteAuthor(note, staff, intl)}</strong>
            <time dateTime={note.at} translate="no">{format.dateTime(note.at)}</time>
            {note.private
              ? <span className="badge badge-muted">{intl.formatMessage(SAID.private)}</span>
              : <span className="badge badge-info">{intl.formatMessage(SAID.onInvoice)}</span>}
            {note.sharedBy ? <span className="badge badge-muted">{intl.formatMessage(SAID.sharedBy, { desk: note.sharedBy })}</span> : null}
          </p>
          <p className="note-body" translate="no">{note.body}</p>
        </li>
      ))}
    </ol>
  );
}

export function NotesPanel({ booking }: { booking: BookingDetail }) {
  const intl = useIntl();
  return (
    <section className="panel notes-panel" aria-labelledby="notes-title">
      <h2 id="notes-title">{intl.formatMessage(PANEL_TITLES.notes)} <span className="muted">({booking.notes.length})</span></h2>
      <NoteForm code={booking.code} />
      <NoteList notes={booking.notes} />
    </section>
  );
}
