// The booking just made: its code, total and the guest's invoice/payment link, with the way to its record. Stays
// on the screen until the next booking starts, so the code can be read out to a caller.
import { FormattedMessage } from 'react-intl';
import type { CreatedBooking } from '../../../shared/contract/model/booking-form.js';
import { bookingPath, navigate } from '../../navigation/router.js';
import { formatMoney } from '../../ui/format.js';

interface CreatedBannerProps {
  booking: CreatedBooking;
  locale: string;
  onDismiss: () => void;
}

export function CreatedBanner({ booking, locale, onDismiss }: CreatedBannerProps) {
  const { code } = booking;
  return (
    <section className="notice created-banner" aria-labelledby="created-title">
      <div>
        <h2 id="created-title">
          <FormattedMessage id="newBooking.created.title" defaultMessage="{named, select, yes {Booked: {code}} other {Booked}}"
            values={{ named: code ? 'yes' : 'no', code: <span className="booking-code" translate="no">{code}</span> }} />
        </h2>
        <p>
          {booking.total !== null ? (
            <><FormattedMessage id="newBooking.created.total" defaultMessage="Total {amount}."
              values={{ amount: <strong className="money">{formatMoney(booking.total, booking.currency, locale)}</strong> }} />{' '}</>
          ) : null}
          {booking.customerId !== null ? (
            <><FormattedMessage id="newBooking.created.customer" defaultMessage="Customer no. {id}." values={{ id: booking.customerId }} />{' '}</>
          ) : null}
          {code ? null : (
            <><FormattedMessage id="newBooking.created.unnamed" defaultMessage="The booking service did not name the booking: find it under Bookings." />{' '}</>
          )}
          {booking.invoiceUrl ? (
            <FormattedMessage id="newBooking.created.invoice" defaultMessage="<link>Invoice and payment page</link> (opens in the browser)."
              values={{ link: (said) => <a href={booking.invoiceUrl!} target="_blank" rel="noreferrer">{said}</a> }} />
          ) : null}
        </p>
      </div>
      <div className="row-actions">
        {/* The next thing a person does is usually to look at the booking: Enter does it. */}
        {code ? (
          <button type="button" className="btn btn-primary" autoFocus onClick={() => navigate(bookingPath(code))}>
            <FormattedMessage id="newBooking.created.open" defaultMessage="Open booking {code}" values={{ code: <span translate="no">{code}</span> }} />
          </button>
        ) : (
          <button type="button" className="btn btn-primary" autoFocus onClick={() => navigate('bookings')}>
            <FormattedMessage id="newBooking.created.openBookings" defaultMessage="Open Bookings" />
          </button>
        )}
        <button type="button" className="btn" onClick={onDismiss}>
          <FormattedMessage id="newBooking.created.another" defaultMessage="Start another booking" />
        </button>
      </div>
    </section>
  );
}
