// The customers a search found: each row opens its customer (Enter on the name, or a click anywhere on the row);
// ↑/↓ move between them, and ↑ on the first goes back to the search box.
import type { Customer } from '../../../shared/contract/model/customer.js';
import { customerPath, navigate } from '../../navigation/router.js';
import { useAccountFormat } from '../../ui/account-format.js';
import { placeText } from './customer-text.js';
import { moveBetweenRowLinks } from '../../ui/row-links.js';
import { formatNumber } from '../../ui/format.js';

const NOT_RECORDED = <span className="muted">Not recorded</span>;

function CustomerRow({ customer, locale }: { customer: Customer; locale: string }) {
  const place = placeText(customer, locale);
  return (
    <tr className="customer-row" onClick={() => navigate(customerPath(customer.id))}>
      <td>
        <a className="customer-link" href={`#/${customerPath(customer.id)}`}>{customer.name || 'No name given'}</a>
        <div className="muted customer-code">{customer.code}</div>
      </td>
      <td>{customer.email || NOT_RECORDED}</td>
      <td className="nowrap">{customer.phone || NOT_RECORDED}</td>
      <td>{place || NOT_RECORDED}</td>
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
          <th scope="col">Name</th><th scope="col">E-mail</th><th scope="col">Phone</th>
          <th scope="col">City and country</th><th scope="col" className="count">Bookings</th>
        </tr>
      </thead>
      <tbody onKeyDown={(event) => moveBetweenRowLinks(event, 'a.customer-link', onAboveFirst)}>
        {customers.map((customer) => <CustomerRow key={customer.id} customer={customer} locale={locale} />)}
      </tbody>
    </table>
  );
}
