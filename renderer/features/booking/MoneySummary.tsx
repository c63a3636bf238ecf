// Total, paid and due in the account's currency, as the account's locale writes money.
import type { BookingDetail } from '../../../shared/contract/model/booking.js';
import { decimalToCents } from '../../../shared/domain/money.js';
import { formatMoney } from '../../ui/format.js';

export interface MoneyProps {
  booking: BookingDetail;
  locale: string;
  currency: string;
}

export function MoneySummary({ booking, locale, currency }: MoneyProps) {
  const money = (amount: string) => formatMoney(amount, currency, locale);
  const owing = decimalToCents(booking.due) > 0;
  return (
    <dl className="money-summary">
      <div><dt>Total</dt><dd className="money">{money(booking.total)}</dd></div>
      <div><dt>Paid</dt><dd className="money">{money(booking.paid)}</dd></div>
      <div className={owing ? 'is-owing' : undefined}><dt>Due</dt><dd className="money">{money(booking.due)}</dd></div>
    </dl>
  );
}
