// A booking opened straight after it was made at the desk: the code to read out to the guest, the total, the
// guest's invoice and payment page, and the way to the next guest.
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
      <h2 id="just-booked-title">Booked just now: <span className="booking-code">{booking.code}</span></h2>
      <p>
        Total <strong className="money">{formatMoney(booking.total, booking.currency, locale)}</strong>, due{' '}
        <strong className="money">{formatMoney(booking.due, booking.currency, locale)}</strong>.
        {invoiceUrl ? (
          <> <a href={invoiceUrl} target="_blank" rel="noreferrer">Invoice and payment page</a> (opens in the browser).</>
        ) : null}
      </p>
      <p><a href="#/new">Book another guest</a> <kbd aria-hidden="true">Alt+7</kbd></p>
    </section>
  );
}
