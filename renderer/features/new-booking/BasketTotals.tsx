// The basket's money exactly as the service gives it (spec 2.10): never added up here, where rounding and tax
// rules could differ from the booking's.
import type { Basket } from '../../../shared/contract/model/basket.js';
import { formatMoney } from '../../ui/format.js';

export function BasketTotals({ basket, locale }: { basket: Basket; locale: string }) {
  const money = (amount: string) => formatMoney(amount, basket.currency, locale);
  const rows: [string, string][] = [
    ['Sub-total', basket.subTotal], ['Tax (included)', basket.tax], ['Discount', basket.discount],
  ];
  return (
    <dl className="basket-totals">
      {rows.map(([label, value]) => <div key={label}><dt>{label}</dt><dd className="money">{money(value)}</dd></div>)}
      <div className="basket-total"><dt>Total</dt><dd className="money">{money(basket.total)}</dd></div>
      <div><dt>Due</dt><dd className="money">{money(basket.due)}</dd></div>
    </dl>
  );
}
