// A basket the booking service no longer has, in the desk's language: the main process says which case by its code
// (expired or ended elsewhere; ended under a booking whose answer was lost) and keeps its English for the log.
import type { IntlShape } from 'react-intl';
import type { DeskError } from '../../../shared/contract/desk-error.js';

/** "This basket has expired on the booking service or was closed. …", or "… it may already have become a booking. …". */
export function basketGoneText(intl: IntlShape, error: Pick<DeskError, 'code'>): string {
  return intl.formatMessage({
    id: 'newBooking.basket.gone',
    defaultMessage: '{maybeBooked, select, yes {This basket is closed: it may already have become a booking. Look for it in Bookings before booking again.} '
      + 'other {This basket has expired on the booking service or was closed. Start a new basket: the search and the guest details are kept.}}',
  }, { maybeBooked: error.code === 'basket_maybe_booked' ? 'yes' : 'no' });
}
