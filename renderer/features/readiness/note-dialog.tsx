// A note written on a booking from a list (the readiness board): a modal question with the note's box, saved only by
// the person's press (Save, or Ctrl+Enter); Esc or Cancel keeps nothing.
import { useId, useState } from 'react';
import type { CallName } from '../../../shared/contract/calls.js';
import { NOTE_MAX_LENGTH, noteLength } from '../../../shared/domain/notes.js';
import { useDeskMutation } from '../../desk/hooks.js';
import { ModalDialog } from '../../ui/ModalDialog.js';
import '../../ui/confirm-dialog.css';

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
      <h2 id={`${id}-title`}>Note on {code} ({guestName})</h2>
      <form onSubmit={(event) => { event.preventDefault(); submit(); }}>
        <div className="field">
          <label htmlFor={`${id}-body`}>Note</label>
          <textarea id={`${id}-body`} rows={4} value={body} data-autofocus maxLength={NOTE_MAX_LENGTH * 2}
            onChange={(event) => setBody(event.target.value)}
            onKeyDown={(event) => { if (event.key === 'Enter' && event.ctrlKey) { event.preventDefault(); submit(); } }} />
          <span className="hint">{noteLength(body)} of {NOTE_MAX_LENGTH} characters · Ctrl+Enter saves</span>
        </div>
        <label className="check">
          <input type="checkbox" checked={shared} onChange={(event) => setShared(event.target.checked)} />
          Show it on the guest's invoice
        </label>
        {save.error ? <p className="inline-error" role="alert">{save.error.message}</p> : null}
        <div className="row-actions confirm-actions">
          <button type="button" className="btn" onClick={onClose}>Cancel</button>
          <button type="submit" className="btn btn-primary" disabled={body.trim() === '' || save.isPending}>Save the note</button>
        </div>
      </form>
    </ModalDialog>
  );
}
