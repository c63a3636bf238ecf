// Said once, at the top of the screen, while the booking service cannot be reached: a new booking needs it (a
// SLIP, a basket and booking/create are all the service's), but nothing typed is lost.
import { FormattedMessage } from 'react-intl';

export function OfflineNotice() {
  return (
    <div className="notice notice-warn" role="alert">
      <p><strong>
        <FormattedMessage id="newBooking.offline"
          defaultMessage="Booking a guest needs the booking service. Everything you typed is kept; carry on when the connection is back." />
      </strong></p>
    </div>
  );
}
