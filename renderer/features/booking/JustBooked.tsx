// A booking opened straight after it was made at the desk: the code to read out to the guest, the total, the
// guest's invoice and payment page, and the way to the next guest.
import { FormattedMessage } from 'react-intl';
import type { BookingDetail } from '../../../shared/contract/model/booking.js';
import { useAccountFormat } from '../../ui/account-format.js';
import { formatMoney } from '../../ui/format.js';
import { useJustCreated } from '../new-booking/draft-store.js';

export function JustBooked({ booking }: { booking: BookingDetail }) {
  const { locale } = useAccountFormat();
  // booking/create's own link (request.data.url: the invoice or the payment page) wins; the record may have none.
  const invoiceUrl = useJustCreated(booking.code)?.invoiceUrl ?? booking.invoiceUrl;
  return (
    <section className="notice just-booked" aria-labelledby="just-booked-title">
      <h2 id="just-booked-title">
        <FormattedMessage id="booking.justBooked.title" defaultMessage="Booked just now: {code}"
          values={{ code: <span className="booking-code" translate="no">{booking.code}</span> }} />
      </h2>
      <p>
        <FormattedMessage id="booking.justBooked.money" defaultMessage="Total <b>{total}</b>, due <b>{due}</b>." values={{
          total: formatMoney(booking.total, booking.currency, locale), due: formatMoney(booking.due, booking.currency, locale),
          b: (amount) => <strong className="money">{amount}</strong>,
        }} />
        {invoiceUrl ? (
          <> <FormattedMessage id="booking.justBooked.invoice" defaultMessage="<a>Invoice and payment page</a> (opens in the browser)."
            values={{ a: (chunks) => <a href={invoiceUrl} target="_blank" rel="noreferrer">{chunks}</a> }} /></>
        ) : null}
      </p>
      <p>
        <a href="#/new"><FormattedMessage id="booking.justBooked.another" defaultMessage="Book another guest" /></a>{' '}
        <kbd aria-hidden="true" translate="no">Alt+7</kbd>
      </p>
    </section>
  );
}
