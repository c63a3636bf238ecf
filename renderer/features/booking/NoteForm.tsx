// Writing a note: N focuses the box, Ctrl+Enter saves; private by default (private notes stay off the invoice).
import { useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDeskMutation } from '../../desk/hooks.js';
import { useAccountFormat } from '../../ui/account-format.js';
import { AFTER_BOOKING_WRITE } from './booking-writes.js';
import { InlineError } from '../../ui/InlineError.js';
import { charactersLeft, countdownText, noteProblem } from '../notes/note-draft.js';
import { useScreenKey } from '../../navigation/use-screen-key.js';

export function NoteForm({ code }: { code: string }) {
  const box = useRef<HTMLTextAreaElement>(null);
  const { locale } = useAccountFormat();
  const intl = useIntl();
  const [body, setBody] = useState('');
  const [isPrivate, setPrivate] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useDeskMutation('bookings.addNote', AFTER_BOOKING_WRITE);
  useScreenKey('n', () => box.current?.focus());
  const save = () => {
    if (mutation.isPending) return;
    const found = noteProblem(body, locale, intl);
    setProblem(found);
    if (found) return;
    mutation.mutate({ code, body, private: isPrivate }, { onSuccess: () => setBody('') });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Esc leaves the box (what was typed stays), so the screen's letters (I, O, B) work again without the mouse.
    if (event.key === 'Escape') {
      event.preventDefault();
      box.current?.blur();
      return;
    }
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    save();
  };
  const over = charactersLeft(body) < 0;
  return (
    <form className="note-form" onSubmit={(event) => { event.preventDefault(); save(); }}>
      <label htmlFor="note-body">
        <FormattedMessage id="note.new" defaultMessage="New note" /> <kbd aria-hidden="true" translate="no">N</kbd>
      </label>
      <textarea id="note-body" ref={box} rows={3} value={body} aria-describedby="note-countdown" aria-invalid={over}
        aria-keyshortcuts="N" onKeyDown={onKeyDown}
        onChange={(event) => { setBody(event.target.value); setProblem(null); mutation.reset(); }} />
      <p id="note-countdown" className={over ? 'countdown is-over' : 'countdown'}>{countdownText(body, locale, intl)}</p>
      <div className="note-form-actions">
        <label className="check">
          <input type="checkbox" checked={isPrivate} onChange={(event) => setPrivate(event.target.checked)} />
          <FormattedMessage id="note.private" defaultMessage="Private" />{' '}
          <span className="hint"><FormattedMessage id="note.privateWhy" defaultMessage="(kept off the invoice)" /></span>
        </label>
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending} aria-busy={mutation.isPending}
          aria-keyshortcuts="Control+Enter">
          {mutation.isPending ? <FormattedMessage id="note.saving" defaultMessage="Saving…" />
            : <><FormattedMessage id="note.save" defaultMessage="Save note" /> <kbd aria-hidden="true" translate="no">Ctrl+Enter</kbd></>}
        </button>
      </div>
      {problem ? <p className="inline-error" role="alert">{problem}</p> : null}
      <InlineError failure={mutation.error} />
    </form>
  );
}
