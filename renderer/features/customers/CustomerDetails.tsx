// A customer's record as the service keeps it (spec 2.6): code, how to reach them, and where they live.
import type { Customer } from '../../../shared/contract/model/customer.js';
import { useAccountFormat } from '../../ui/account-format.js';
import { addressLines, telHref } from './customer-text.js';

function Missing({ what }: { what: string }) {
  return <span className="muted">No {what} recorded</span>;
}

function Address({ customer, locale }: { customer: Customer; locale: string }) {
  const lines = addressLines(customer, locale);
  if (lines.length === 0) return <Missing what="address" />;
  return <address>{lines.map((line, index) => <span key={index} className="address-line">{line}</span>)}</address>;
}

export function CustomerDetails({ customer }: { customer: Customer }) {
  const { locale } = useAccountFormat();
  return (
    <section className="panel customer-details" aria-labelledby="customer-details-title">
      <h2 id="customer-details-title">Contact</h2>
      <dl className="customer-facts">
        <div><dt>Customer code</dt><dd className="customer-code-value">{customer.code}</dd></div>
        <div>
          <dt>E-mail</dt>
          <dd>{customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : <Missing what="e-mail address" />}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{customer.phone ? <a href={telHref(customer.phone)}>{customer.phone}</a> : <Missing what="phone number" />}</dd>
        </div>
        <div><dt>Address</dt><dd><Address customer={customer} locale={locale} /></dd></div>
      </dl>
    </section>
  );
}
