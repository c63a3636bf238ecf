// A customer's record as the service keeps it (spec 2.6): code, how to reach them, and where they live.
import { FormattedMessage } from 'react-intl';
import type { Customer } from '../../../shared/contract/model/customer.js';
import { useAccountFormat } from '../../ui/account-format.js';
import { addressLines, telHref } from './customer-text.js';

function Missing({ what }: { what: 'address' | 'email' | 'phone' }) {
  return (
    <span className="muted">
      <FormattedMessage id="customer.missing"
        defaultMessage="{what, select, address {No address recorded} email {No e-mail address recorded} other {No phone number recorded}}"
        values={{ what }} />
    </span>
  );
}

function Address({ customer, locale }: { customer: Customer; locale: string }) {
  const lines = addressLines(customer, locale);
  if (lines.length === 0) return <Missing what="address" />;
  return <address translate="no">{lines.map((line, index) => <span key={index} className="address-line">{line}</span>)}</address>;
}

export function CustomerDetails({ customer }: { customer: Customer }) {
  const { locale } = useAccountFormat();
  return (
    <section className="panel customer-details" aria-labelledby="customer-details-title">
      <h2 id="customer-details-title"><FormattedMessage id="customer.contact" defaultMessage="Contact" /></h2>
      <dl className="customer-facts">
        <div>
          <dt><FormattedMessage id="customer.code" defaultMessage="Customer code" /></dt>
          <dd className="customer-code-value" translate="no">{customer.code}</dd>
        </div>
        <div>
          <dt><FormattedMessage id="customer.email" defaultMessage="E-mail" /></dt>
          <dd>{customer.email ? <a href={`mailto:${customer.email}`} translate="no">{customer.email}</a> : <Missing what="email" />}</dd>
        </div>
        <div>
          <dt><FormattedMessage id="customer.phone" defaultMessage="Phone" /></dt>
          <dd>{customer.phone ? <a href={telHref(customer.phone)} translate="no">{customer.phone}</a> : <Missing what="phone" />}</dd>
        </div>
        <div><dt><FormattedMessage id="customer.address" defaultMessage="Address" /></dt><dd><Address customer={customer} locale={locale} /></dd></div>
      </dl>
    </section>
  );
}
