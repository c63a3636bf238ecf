// The basket's money exactly as the service gives it (spec 2.10): never added up here, where rounding and tax
// rules could differ from the booking's.
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { Basket } from '../../../shared/contract/model/basket.js';
import { formatMoney } from '../../ui/format.js';

const SAID = words(defineMessages({
  subTotal: { id: 'newBooking.totals.subTotal', defaultMessage: 'Sub-total' },
  tax: { id: 'newBooking.totals.tax', defaultMessage: 'Tax (included)' },
  discount: { id: 'newBooking.totals.discount', defaultMessage: 'Discount' },
  total: { id: 'newBooking.totals.total', defaultMessage: 'Total' },
  due: { id: 'newBooking.totals.due', defaultMessage: 'Due' },
}));

export function BasketTotals({ basket, locale }: { basket: Basket; locale: string }) {
  const intl = useIntl();
  const say = (what: keyof typeof SAID) => intl.formatMessage(SAID[what]);
  const money = (amount: string) => formatMoney(amount, basket.currency, locale);
  const rows: [string, string][] = [
    [say('subTotal'), basket.subTotal], [say('tax'), basket.tax], [say('discount'), basket.discount],
  ];
  return (
    <dl className="basket-totals">
      {rows.map(([label, value]) => <div key={label}><dt>{label}</dt><dd className="money">{money(value)}</dd></div>)}
      <div className="basket-total"><dt>{say('total')}</dt><dd className="money">{money(basket.total)}</dd></div>
      <div><dt>{say('due')}</dt><dd className="money">{money(basket.due)}</dd></div>
    </dl>
  );
}
