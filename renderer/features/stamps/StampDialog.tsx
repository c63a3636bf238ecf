// Asks before a check-in or check-out that looks like a slip, says a balance due, and offers to settle one at
// check-out (status PAID with set_paid: the service records a point-of-sale payment of what is left, spec 4.4).
// Enter never records money: focus starts on going on without settling (or on Cancel after a scan, whose next
// code's Enter from the scanner must not answer for the person, and when another desk of the venue already stamped
// the guest, where going on would stamp twice), and settling is never the default button.
import { useEffect, useRef } from 'react';
import type { Formatter } from '../../ui/format.js';
import type { Stampable, StampKind, StampQuestions } from './stamp-questions.js';

export type StampChoice = 'go-on' | 'settle-and-go-on' | 'cancel';

interface Props {
  kind: StampKind;
  contents: Stampable;
  questions: StampQuestions;
  format: Formatter;
  /** The button Enter presses: going on (without settling), or Cancel. */
  focusFirst?: 'go-on' | 'cancel';
  onChoose(choice: StampChoice): void;
}

export function StampDialog({ kind, contents, questions, format, focusFirst = 'go-on', onChoose }: Props) {
  const goOn = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => (focusFirst === 'cancel' ? cancel : goOn).current?.focus(), [focusFirst]);
  const verb = kind === 'checkIn' ? 'Check in' : 'Check out';
  const who = contents.booking.customer.name || contents.booking.code;
  const owed = questions.owed;
  const settle = kind === 'checkOut' && owed !== null;
  return (
    <div className="overlay" onKeyDown={(event) => event.key === 'Escape' && onChoose('cancel')}>
      <div className="dialog" role="alertdialog" aria-modal="true" aria-labelledby="stamp-title" aria-describedby="stamp-why">
        <h2 id="stamp-title">{verb} {who}?</h2>
        <div id="stamp-why">
          {questions.reasons.map((reason) => <p key={reason}>{reason}</p>)}
          {settle ? (
            <p>{format.money(owed)} is still due. Settling marks the booking Paid and records a desk payment of what
              is left.</p>
          ) : owed !== null ? <p>{format.money(owed)} is still due.</p> : null}
        </div>
        <div className="row-actions">
          <button ref={goOn} type="button" className="btn btn-primary" onClick={() => onChoose('go-on')}>
            {settle ? `${verb}, leave it due` : `${verb} anyway`}
          </button>
          {settle ? (
            <button type="button" className="btn" onClick={() => onChoose('settle-and-go-on')}>
              Settle {format.money(owed)} and {verb.toLowerCase()}
            </button>
          ) : null}
          <button ref={cancel} type="button" className="btn" onClick={() => onChoose('cancel')}>Cancel</button>
        </div>
      </div>
    </div>
  );
}
