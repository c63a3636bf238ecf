// Rewriting a refused note before it is sent again: the same 3000-character countdown as a new note.
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PendingWrite } from '../../../shared/contract/model/outbox.js';
import type { DeskFailure } from '../../desk/desk-client.js';
import { useAccountFormat } from '../../ui/account-format.js';
import { charactersLeft, countdownText, noteProblem } from '../notes/note-draft.js';
import { InlineError } from '../../ui/InlineError.js';

interface Props {
  write: PendingWrite;
  busy: boolean;
  failure: DeskFailure | null;
  onSave: (body: string) => void;
  onCancel: () => void;
}

export function EditNoteForm({ write, busy, failure, onSave, onCancel }: Props) {
  const id = useId();
  const { locale } = useAccountFormat();
  const intl = useIntl();
  // Starts from the refused text: usually only a part needs changing.
  const [body, setBody] = useState(write.body ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const over = charactersLeft(body) < 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = noteProblem(body, locale, intl);
    setProblem(found);
    if (!found && !busy) onSave(body);
  };
  return (
    <form className="outbox-edit" onSubmit={submit}>
      <label htmlFor={`${id}-body`}>
        <FormattedMessage id="outbox.editNote.label" defaultMessage="New text for the note on {code}"
          values={{ code: <span translate="no">{write.bookingCode}</span> }} />
      </label>
      <p className="hint" id={`${id}-hint`}>
        <FormattedMessage id="outbox.editNote.hint" defaultMessage="It replaces the refused note ({note}) and is sent again."
          values={{ note: <span translate="no">{write.description}</span> }} />
      </p>
      <textarea id={`${id}-body`} rows={4} value={body} aria-invalid={over} autoFocus
        aria-describedby={`${id}-hint ${id}-countdown`}
        onChange={(event) => { setBody(event.target.value); setProblem(null); }} />
      <p id={`${id}-countdown`} className={over ? 'outbox-countdown is-over' : 'outbox-countdown'}>{countdownText(body, locale, intl)}</p>
      <div className="row-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          <FormattedMessage id="outbox.editNote.save" defaultMessage="{busy, select, yes {Saving…} other {Save and send again}}"
            values={{ busy: busy ? 'yes' : 'no' }} />
        </button>
        <button type="button" className="btn" onClick={onCancel}><FormattedMessage id="outbox.editNote.cancel" defaultMessage="Cancel" /></button>
      </div>
      {problem ? <p className="outbox-error" role="alert">{problem}</p> : null}
      <InlineError failure={failure} className="outbox-error" />
    </form>
  );
}
