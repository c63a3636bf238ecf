// Asks before a check-in or check-out that looks like a slip, and offers to settle a balance due at check-out
// (status PAID with set_paid: the service records a point-of-sale payment of what is left, spec 4.4).
import { useEffect, useRef } from 'react';
import type { Formatter } from '../../ui/format.js';
import type { Stampable, StampKind, StampQuestions } from './stamp-questions.js';

export type StampChoice = 'go-on' | 'settle-and-go-on' | 'cancel';

interface Props {
  kind: StampKind;
  contents: Stampable;
  questions: StampQuestions;
  format: Formatter;
  onChoose(choice: StampChoice): void;
}

export function StampDialog({ kind, contents, questions, format, onChoose }: Props) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const verb = kind === 'checkIn' ? 'Check in' : 'Check out';
  const who = contents.booking.customer.name || contents.booking.code;
  const due = questions.dueAtCheckOut;
  return (
    <div className="overlay" onKeyDown={(event) => event.key === 'Escape' && onChoose('cancel')}>
      <div className="dialog" role="alertdialog" aria-modal="true" aria-labelledby="stamp-title" aria-describedby="stamp-why">
        <h2 id="stamp-title">{verb} {who}?</h2>
        <div id="stamp-why">
          {questions.reasons.map((reason) => <p key={reason}>{reason}</p>)}
          {due ? (
            <p>{format.money(due)} is still due. Settling marks the booking Paid and records a desk payment of what
              is left.</p>
          ) : null}
        </div>
        <div className="row-actions">
          {due ? (
            <button ref={first} type="button" className="btn btn-primary" onClick={() => onChoose('settle-and-go-on')}>
              Settle {format.money(due)} and {verb.toLowerCase()}
            </button>
          ) : null}
          <button ref={due ? undefined : first} type="button" className={due ? 'btn' : 'btn btn-primary'}
            onClick={() => onChoose('go-on')}>
            {due ? `${verb}, leave it due` : `${verb} anyway`}
          </button>
          <button type="button" className="btn" onClick={() => onChoose('cancel')}>Cancel</button>
        </div>
      </div>
    </div>
  );
}
