// One customer's bookings: code, dates, what was booked, status and money in the account's currency. The code
// opens the booking (Enter on it, or a click anywhere on the row); ↑/↓ move between bookings.
import { FormattedMessage } from 'react-intl';
import { isPositiveAmount } from '../../../shared/domain/money.js';
import { owedBy } from '../../../shared/domain/payment.js';
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import { bookingPath, navigate } from '../../navigation/router.js';
import type { AccountFormat } from '../../ui/account-format.js';
import { formatMoney } from '../../ui/format.js';
import { StatusBadge } from '../../ui/StatusBadge.js';
import { moveBetweenRowLinks } from '../../ui/row-links.js';

function BookingRow({ booking, format }: { booking: BookingSummary; format: AccountFormat }) {
  const { locale, currency } = format;
  // Void and cancelled owe nothing, whatever their figures say.
  const owed = owedBy(booking);
  const due = isPositiveAmount(owed);
  return (
    <tr className="customer-booking-row" onClick={() => navigate(bookingPath(booking.code))}>
      <td><a className="customer-booking-code" href={`#/${bookingPath(booking.code)}`} translate="no">{booking.code}</a></td>
      <td translate="no">{booking.dates}</td>
      <td translate="no">{booking.summary}</td>
      <td><StatusBadge status={booking.status} /></td>
      <td className="money">{formatMoney(booking.total, currency, locale)}</td>
      <td className={`money${due ? '' : ' muted'}`}>{formatMoney(owed, currency, locale)}</td>
    </tr>
  );
}

interface CustomerBookingsTableProps {
  bookings: BookingSummary[];
  format: AccountFormat;
  caption: string;
}

export function CustomerBookingsTable({ bookings, format, caption }: CustomerBookingsTableProps) {
  return (
    <table className="customer-bookings-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col"><FormattedMessage id="customer.bookings.column.code" defaultMessage="Code" /></th>
          <th scope="col"><FormattedMessage id="customer.bookings.column.dates" defaultMessage="Dates" /></th>
          <th scope="col"><FormattedMessage id="customer.bookings.column.what" defaultMessage="What" /></th>
          <th scope="col"><FormattedMessage id="customer.bookings.column.status" defaultMessage="Status" /></th>
          <th scope="col" className="money"><FormattedMessage id="customer.bookings.column.total" defaultMessage="Total" /></th>
          <th scope="col" className="money"><FormattedMessage id="customer.bookings.column.due" defaultMessage="Due" /></th>
        </tr>
      </thead>
      <tbody onKeyDown={(event) => moveBetweenRowLinks(event, 'a.customer-booking-code')}>
        {bookings.map((booking) => <BookingRow key={booking.code} booking={booking} format={format} />)}
      </tbody>
    </table>
  );
}
