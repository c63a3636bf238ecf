// What a person can do with a queued write: send a refused one again as it is, rewrite a refused note, or drop
// it (after saying exactly what is dropped). Used on the Outbox screen and on the booking itself.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PendingWrite } from '../../../shared/contract/model/outbox.js';
import { DiscardDialog } from './DiscardDialog.js';
import { EditNoteForm } from './EditNoteForm.js';
import { allowedActions, retryLabel } from './outbox-text.js';
import './outbox.css';
import { useWriteActions } from './use-outbox.js';
import { InlineError } from '../../ui/InlineError.js';

export function WriteActions({ write }: { write: PendingWrite }) {
  const { retry, discard, editNote } = useWriteActions();
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const allowed = allowedActions(write);
  const busy = retry.isPending || discard.isPending || editNote.isPending;
  const failure = retry.error ?? discard.error;
  if (!allowed.retry && !allowed.discard && !allowed.edit) return null;
  const drop = () => {
    setConfirming(false);
    discard.mutate({ id: write.id });
  };
  return (
    <div className="outbox-actions">
      <div className="row-actions">
        {allowed.retry ? (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => retry.mutate({ id: write.id })}>
            {retry.isPending ? <FormattedMessage id="outbox.sendingAgain" defaultMessage="Sending again…" /> : retryLabel(intl, write)}
          </button>
        ) : null}
        {allowed.edit ? (
          <button type="button" className="btn" disabled={busy} aria-expanded={editing} onClick={() => setEditing(!editing)}>
            <FormattedMessage id="outbox.edit" defaultMessage="Edit" />
          </button>
        ) : null}
        {allowed.discard ? (
          <button type="button" className="btn btn-danger" disabled={busy} onClick={() => setConfirming(true)}>
            <FormattedMessage id="outbox.discard" defaultMessage="Discard…" />
          </button>
        ) : null}
      </div>
      {editing ? (
        <EditNoteForm write={write} busy={editNote.isPending} failure={editNote.error} onCancel={() => setEditing(false)}
          onSave={(body) => editNote.mutate({ id: write.id, body }, { onSuccess: () => setEditing(false) })} />
      ) : null}
      <InlineError failure={failure} className="outbox-error" />
      {confirming ? <DiscardDialog write={write} onConfirm={drop} onCancel={() => setConfirming(false)} /> : null}
    </div>
  );
}
