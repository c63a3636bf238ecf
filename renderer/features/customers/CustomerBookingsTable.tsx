// One customer's bookings: code, dates, what was booked, status and money in the account's currency. The code
// opens the booking (Enter on it, or a click anywhere on the row); ↑/↓ move between bookings.
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
      <td><a className="customer-booking-code" href={`#/${bookingPath(booking.code)}`}>{booking.code}</a></td>
      <td>{booking.dates}</td>
      <td>{booking.summary}</td>
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
          <th scope="col">Code</th><th scope="col">Dates</th><th scope="col">What</th><th scope="col">Status</th>
          <th scope="col" className="money">Total</th><th scope="col" className="money">Due</th>
        </tr>
      </thead>
      <tbody onKeyDown={(event) => moveBetweenRowLinks(event, 'a.customer-booking-code')}>
        {bookings.map((booking) => <BookingRow key={booking.code} booking={booking} format={format} />)}
      </tbody>
    </table>
  );
}
