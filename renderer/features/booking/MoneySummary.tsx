// Total, paid and due in the booking's currency; a void or cancelled booking owes nothing, and a status that
// contradicts the figures ("Paid" with money due, "Part paid" with nothing due) says so.
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { BookingDetail } from '../../../shared/contract/model/booking.js';
import { amountOwed, isMismatch, paymentState, type PaymentState } from '../../../shared/domain/payment.js';
import type { Formatter } from '../../ui/format.js';

export interface MoneyProps {
  booking: BookingDetail;
  format: Formatter;
  currency: string;
}

const MISMATCH_TEXT = words(defineMessages({
  'paid-but-due': { id: 'booking.money.paidButDue', defaultMessage: 'Marked Paid, but money is still due: settle it or change the status.' },
  'part-paid-but-settled': {
    id: 'booking.money.partPaidButSettled', defaultMessage: 'Marked Part paid, but nothing is due: the status may need changing to Paid.',
  },
}));

const SAID = words(defineMessages({
  total: { id: 'booking.money.total', defaultMessage: 'Total' },
  paid: { id: 'booking.money.paid', defaultMessage: 'Paid' },
  due: { id: 'booking.money.due', defaultMessage: 'Due' },
  nothing: { id: 'booking.money.nothing', defaultMessage: 'Nothing ({status})' },
}));

const isMismatchShown = (state: PaymentState): state is keyof typeof MISMATCH_TEXT => isMismatch(state) && state in MISMATCH_TEXT;

export function MoneySummary({ booking, format, currency }: MoneyProps) {
  const facts = { statusId: booking.status.id, total: booking.total, paid: booking.paid, due: booking.due };
  const state = paymentState(facts);
  const owed = amountOwed(facts);
  const intl = useIntl();
  const money = (amount: string | null) => format.money(amount, currency);
  return (
    <>
      <dl className="money-summary">
        <div><dt>{intl.formatMessage(SAID.total)}</dt><dd className="money">{money(booking.total)}</dd></div>
        <div><dt>{intl.formatMessage(SAID.paid)}</dt><dd className="money">{money(booking.paid)}</dd></div>
        <div className={state === 'owing' || state === 'paid-but-due' ? 'is-owing' : undefined}>
          <dt>{intl.formatMessage(SAID.due)}</dt>
          <dd className="money">{state === 'not-owed' ? (
            <span className="muted">
              {intl.formatMessage(SAID.nothing, { status: <span translate="no" key="status">{booking.status.name}</span> })}
            </span>
          ) : money(owed)}</dd>
        </div>
      </dl>
      {isMismatchShown(state) ? <p className="notice notice-warn">{intl.formatMessage(MISMATCH_TEXT[state])}</p> : null}
    </>
  );
}
