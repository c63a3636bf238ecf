// The booking just made: its code, total and the guest's invoice/payment link, with the way to its record. Stays
// on the screen until the next booking starts, so the code can be read out to a caller.
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
        <h2 id="created-title">Booked{code ? <>: <span className="booking-code">{code}</span></> : null}</h2>
        <p>
          {booking.total !== null ? <>Total <strong className="money">{formatMoney(booking.total, booking.currency, locale)}</strong>. </> : null}
          {booking.customerId !== null ? <>Customer no. {booking.customerId}. </> : null}
          {code ? null : <>The booking service did not name the booking: find it under Bookings. </>}
          {booking.invoiceUrl ? (
            <><a href={booking.invoiceUrl} target="_blank" rel="noreferrer">Invoice and payment page</a> (opens in the browser).</>
          ) : null}
        </p>
      </div>
      <div className="row-actions">
        {/* The next thing a person does is usually to look at the booking: Enter does it. */}
        {code ? (
          <button type="button" className="btn btn-primary" autoFocus onClick={() => navigate(bookingPath(code))}>
            Open booking {code}
          </button>
        ) : (
          <button type="button" className="btn btn-primary" autoFocus onClick={() => navigate('bookings')}>Open Bookings</button>
        )}
        <button type="button" className="btn" onClick={onDismiss}>Start another booking</button>
      </div>
    </section>
  );
}
