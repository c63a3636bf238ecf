// Total, paid and due in the booking's currency; a void or cancelled booking owes nothing, and a status that
// contradicts the figures ("Paid" with money due, "Part paid" with nothing due) says so.
import type { BookingDetail } from '../../../shared/contract/model/booking.js';
import { amountOwed, isMismatch, paymentState, type PaymentState } from '../../../shared/domain/payment.js';
import type { Formatter } from '../../ui/format.js';

export interface MoneyProps {
  booking: BookingDetail;
  format: Formatter;
  currency: string;
}

const MISMATCH_TEXT: Partial<Record<PaymentState, string>> = {
  'paid-but-due': 'Marked Paid, but money is still due: settle it or change the status.',
  'part-paid-but-settled': 'Marked Part paid, but nothing is due: the status may need changing to Paid.',
};

export function MoneySummary({ booking, format, currency }: MoneyProps) {
  const facts = { statusId: booking.status.id, total: booking.total, paid: booking.paid, due: booking.due };
  const state = paymentState(facts);
  const owed = amountOwed(facts);
  const money = (amount: string | null) => format.money(amount, currency);
  return (
    <>
      <dl className="money-summary">
        <div><dt>Total</dt><dd className="money">{money(booking.total)}</dd></div>
        <div><dt>Paid</dt><dd className="money">{money(booking.paid)}</dd></div>
        <div className={state === 'owing' || state === 'paid-but-due' ? 'is-owing' : undefined}>
          <dt>Due</dt>
          <dd className="money">{state === 'not-owed' ? <span className="muted">Nothing ({booking.status.name})</span> : money(owed)}</dd>
        </div>
      </dl>
      {isMismatch(state) ? <p className="notice notice-warn">{MISMATCH_TEXT[state]}</p> : null}
    </>
  );
}
