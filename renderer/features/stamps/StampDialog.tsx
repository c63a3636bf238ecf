// Asks before a check-in or check-out that looks like a slip, says a balance due, and offers to settle one at
// check-out (status PAID with set_paid: the service records a point-of-sale payment of what is left, spec 4.4).
// Enter never records money, and never makes an exception: the focus starts on Cancel whenever something looks
// wrong (another day, a second stamp, a guest never checked in, another desk's stamp) and after a scan, whose next
// code's Enter must not answer for the person; only a plain check-out with money due starts on going on without
// settling. Settling is never the default button.
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import { useId } from 'react';
import { ModalDialog } from '../../ui/ModalDialog.js';
import type { Formatter } from '../../ui/format.js';
import type { Stampable, StampKind, StampQuestions } from './stamp-questions.js';

export type StampChoice = 'go-on' | 'settle-and-go-on' | 'cancel';

interface Props {
  kind: StampKind;
  contents: Stampable;
  questions: StampQuestions;
  format: Formatter;
  /** A scanner asked: Cancel takes the focus even when only money is said. */
  scanned: boolean;
  onChoose(choice: StampChoice): void;
}

const WORDS = words(defineMessages({
  title: { id: 'stamp.dialog.title', defaultMessage: '{kind, select, checkIn {Check in {who}?} other {Check out {who}?}}' },
  dueSettle: {
    id: 'stamp.dialog.dueSettle',
    defaultMessage: '{owed} is still due. Settling marks the booking Paid and records a desk payment of what is left.',
  },
  due: { id: 'stamp.dialog.due', defaultMessage: '{owed} is still due.' },
  leaveDue: { id: 'stamp.dialog.leaveDue', defaultMessage: '{kind, select, checkIn {Check in, leave it due} other {Check out, leave it due}}' },
  anyway: { id: 'stamp.dialog.anyway', defaultMessage: '{kind, select, checkIn {Check in anyway} other {Check out anyway}}' },
  settle: { id: 'stamp.dialog.settle', defaultMessage: '{kind, select, checkIn {Settle {owed} and check in} other {Settle {owed} and check out}}' },
  cancel: { id: 'stamp.dialog.cancel', defaultMessage: 'Cancel' },
}));

export function StampDialog({ kind, contents, questions, format, scanned, onChoose }: Props) {
  const id = useId();
  const intl = useIntl();
  const who = contents.booking.customer.name || contents.booking.code;
  const owed = questions.owed;
  const settle = kind === 'checkOut' && owed !== null;
  const cancelFirst = scanned || questions.reasons.length > 0;
  return (
    <ModalDialog role="alertdialog" labelledBy={`${id}-title`} describedBy={`${id}-why`} onCancel={() => onChoose('cancel')}>
      <h2 id={`${id}-title`}>{intl.formatMessage(WORDS.title, { kind, who })}</h2>
      <div id={`${id}-why`}>
        {questions.reasons.map((reason) => <p key={reason}>{reason}</p>)}
        {settle ? <p>{intl.formatMessage(WORDS.dueSettle, { owed: format.money(owed) })}</p>
          : owed !== null ? <p>{intl.formatMessage(WORDS.due, { owed: format.money(owed) })}</p> : null}
      </div>
      <div className="row-actions">
        <button type="button" className="btn btn-primary" data-autofocus={cancelFirst ? undefined : true} onClick={() => onChoose('go-on')}>
          {intl.formatMessage(settle ? WORDS.leaveDue : WORDS.anyway, { kind })}
        </button>
        {settle ? (
          <button type="button" className="btn" onClick={() => onChoose('settle-and-go-on')}>
            {intl.formatMessage(WORDS.settle, { kind, owed: format.money(owed) })}
          </button>
        ) : null}
        <button type="button" className="btn" data-autofocus={cancelFirst ? true : undefined} onClick={() => onChoose('cancel')}>{intl.formatMessage(WORDS.cancel)}</button>
      </div>
    </ModalDialog>
  );
}
