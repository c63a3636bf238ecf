// A note written on a booking from a list (the readiness board): a modal question with the note's box, saved only by
// the person's press (Save, or Ctrl+Enter); Esc or Cancel keeps nothing.
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CallName } from '../../../shared/contract/calls.js';
import { NOTE_MAX_LENGTH, noteLength } from '../../../shared/domain/notes.js';
import { useDeskMutation } from '../../desk/hooks.js';
import { ModalDialog } from '../../ui/ModalDialog.js';
import '../../ui/confirm-dialog.css';
import { InlineError } from '../../ui/InlineError.js';

interface Props {
  code: string;
  guestName: string;
  /** Queries to ask again once the note is queued. */
  refresh: CallName[];
  onClose(): void;
}

export function NoteDialog({ code, guestName, refresh, onClose }: Props) {
  const id = useId();
  const [body, setBody] = useState('');
  const [shared, setShared] = useState(false);
  const save = useDeskMutation('bookings.addNote', refresh);
  const submit = () => {
    if (body.trim() === '' || noteLength(body) > NOTE_MAX_LENGTH) return;
    save.mutate({ code, body, private: !shared }, { onSuccess: onClose });
  };
  return (
    <ModalDialog className="confirm-dialog" labelledBy={`${id}-title`} onCancel={onClose}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="readiness.note.title" defaultMessage="Note on {code} ({guest})"
          values={{ code: <span translate="no">{code}</span>, guest: <span translate="no">{guestName}</span> }} />
      </h2>
      <form onSubmit={(event) => { event.preventDefault(); submit(); }}>
        <div className="field">
          <label htmlFor={`${id}-body`}><FormattedMessage id="readiness.note.body" defaultMessage="Note" /></label>
          <textarea id={`${id}-body`} rows={4} value={body} data-autofocus maxLength={NOTE_MAX_LENGTH * 2}
            onChange={(event) => setBody(event.target.value)}
            onKeyDown={(event) => { if (event.key === 'Enter' && event.ctrlKey) { event.preventDefault(); submit(); } }} />
          <span className="hint">
            <FormattedMessage id="readiness.note.length" defaultMessage="{length, number} of {most, number} characters · Ctrl+Enter saves"
              values={{ length: noteLength(body), most: NOTE_MAX_LENGTH }} />
          </span>
        </div>
        <label className="check">
          <input type="checkbox" checked={shared} onChange={(event) => setShared(event.target.checked)} />
          <FormattedMessage id="readiness.note.shared" defaultMessage="Show it on the guest's invoice" />
        </label>
        <InlineError failure={save.error} />
        <div className="row-actions confirm-actions">
          <button type="button" className="btn" onClick={onClose}><FormattedMessage id="readiness.note.cancel" defaultMessage="Cancel" /></button>
          <button type="submit" className="btn btn-primary" disabled={body.trim() === '' || save.isPending}>
            <FormattedMessage id="readiness.note.save" defaultMessage="Save the note" /></button>
        </div>
      </form>
    </ModalDialog>
  );
}
