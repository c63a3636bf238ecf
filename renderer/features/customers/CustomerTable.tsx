// The customers a search found: each row opens its customer (Enter on the name, or a click anywhere on the row);
// ↑/↓ move between them, and ↑ on the first goes back to the search box.
import { FormattedMessage } from 'react-intl';
import type { Customer } from '../../../shared/contract/model/customer.js';
import { customerPath, navigate } from '../../navigation/router.js';
import { useAccountFormat } from '../../ui/account-format.js';
import { placeText } from './customer-text.js';
import { moveBetweenRowLinks } from '../../ui/row-links.js';
import { formatNumber } from '../../ui/format.js';

const NOT_RECORDED = <span className="muted"><FormattedMessage id="customers.notRecorded" defaultMessage="Not recorded" /></span>;

/** The name as the service keeps it, or our words when it has none. */
export const customerName = (name: string) => (name
  ? <span translate="no">{name}</span> : <FormattedMessage id="customer.noName" defaultMessage="No name given" />);

function CustomerRow({ customer, locale }: { customer: Customer; locale: string }) {
  const place = placeText(customer, locale);
  return (
    <tr className="customer-row" onClick={() => navigate(customerPath(customer.id))}>
      <td>
        <a className="customer-link" href={`#/${customerPath(customer.id)}`}>{customerName(customer.name)}</a>
        <div className="muted customer-code" translate="no">{customer.code}</div>
      </td>
      <td translate={customer.email ? 'no' : undefined}>{customer.email || NOT_RECORDED}</td>
      <td className="nowrap" translate={customer.phone ? 'no' : undefined}>{customer.phone || NOT_RECORDED}</td>
      <td translate={place ? 'no' : undefined}>{place || NOT_RECORDED}</td>
      <td className="count">{formatNumber(customer.bookingCodes.length, locale)}</td>
    </tr>
  );
}

interface CustomerTableProps {
  customers: Customer[];
  caption: string;
  onAboveFirst: () => void;
}

export function CustomerTable({ customers, caption, onAboveFirst }: CustomerTableProps) {
  const { locale } = useAccountFormat();
  return (
    <table className="customer-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col"><FormattedMessage id="customers.column.name" defaultMessage="Name" /></th>
          <th scope="col"><FormattedMessage id="customers.column.email" defaultMessage="E-mail" /></th>
          <th scope="col"><FormattedMessage id="customers.column.phone" defaultMessage="Phone" /></th>
          <th scope="col"><FormattedMessage id="customers.column.place" defaultMessage="City and country" /></th>
          <th scope="col" className="count"><FormattedMessage id="customers.column.bookings" defaultMessage="Bookings" /></th>
        </tr>
      </thead>
      <tbody onKeyDown={(event) => moveBetweenRowLinks(event, 'a.customer-link', onAboveFirst)}>
        {customers.map((customer) => <CustomerRow key={customer.id} customer={customer} locale={locale} />)}
      </tbody>
    </table>
  );
}
