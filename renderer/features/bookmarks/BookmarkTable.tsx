// Bookmarked bookings as a table: the code opens the booking (Enter on it, or a click anywhere on the row),
// and ↑/↓ move between bookings as on every other list.
import { FormattedMessage } from 'react-intl';
import { isPositiveAmount } from '../../../shared/domain/money.js';
import { owedBy } from '../../../shared/domain/payment.js';
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import { bookingPath, navigate } from '../../navigation/router.js';
import { useAccountFormat, type AccountFormat } from '../../ui/account-format.js';
import { formatMoney } from '../../ui/format.js';
import { moveBetweenRowLinks } from '../../ui/row-links.js';
import { StatusBadge } from '../../ui/StatusBadge.js';

function BookmarkRow({ booking, format }: { booking: BookingSummary; format: AccountFormat }) {
  const { locale, currency } = format;
  // Void and cancelled owe nothing, whatever their figures say.
  const owed = owedBy(booking);
  const due = isPositiveAmount(owed);
  return (
    <tr className="bookmark-row" onClick={() => navigate(bookingPath(booking.code))}>
      <td translate="no"><a className="bookmark-code" href={`#/${bookingPath(booking.code)}`}>{booking.code}</a></td>
      <td translate="no">{booking.customer.name}<div className="muted bookmark-summary">{booking.summary}</div></td>
      <td translate="no">{booking.dates}</td>
      <td><StatusBadge status={booking.status} /></td>
      <td className={`money${due ? '' : ' muted'}`}>{formatMoney(owed, currency, locale)}</td>
    </tr>
  );
}

export function BookmarkTable({ bookings }: { bookings: BookingSummary[] }) {
  const format = useAccountFormat();
  return (
    <table className="bookmark-table">
      <thead>
        <tr>
          <th scope="col"><FormattedMessage id="bookmarks.column.code" defaultMessage="Code" /></th>
          <th scope="col"><FormattedMessage id="bookmarks.column.guest" defaultMessage="Guest" /></th>
          <th scope="col"><FormattedMessage id="bookmarks.column.dates" defaultMessage="Dates" /></th>
          <th scope="col"><FormattedMessage id="bookmarks.column.status" defaultMessage="Status" /></th>
          <th scope="col" className="money"><FormattedMessage id="bookmarks.column.due" defaultMessage="Due" /></th>
        </tr>
      </thead>
      <tbody onKeyDown={(event) => moveBetweenRowLinks(event, 'a.bookmark-code')}>
        {bookings.map((booking) => <BookmarkRow key={booking.code} booking={booking} format={format} />)}
      </tbody>
    </table>
  );
}
