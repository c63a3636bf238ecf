// The booking's code, its status and the bookmark toggle (B).
import { FormattedMessage } from 'react-intl';
import type { BookingDetail } from '../../../shared/contract/model/booking.js';
import { useDeskMutation } from '../../desk/hooks.js';
import { StatusBadge } from '../../ui/StatusBadge.js';
import { AFTER_BOOKING_WRITE } from './booking-writes.js';
import { InlineError } from '../../ui/InlineError.js';
import { useScreenKey } from '../../navigation/use-screen-key.js';

function BookmarkToggle({ booking }: { booking: BookingDetail }) {
  const mutation = useDeskMutation('bookings.setBookmark', AFTER_BOOKING_WRITE);
  // While the write runs, show the state asked for, so the toggle answers at once.
  const pressed = mutation.isPending && mutation.variables ? mutation.variables.bookmarked : booking.bookmarked;
  const toggle = () => {
    if (!mutation.isPending) mutation.mutate({ code: booking.code, bookmarked: !booking.bookmarked });
  };
  useScreenKey('b', toggle);
  return (
    <>
      {/* Busy while the write and the re-read run, like check-in: a press then would be lost, so it is not offered. */}
      <button type="button" className="btn bookmark-toggle" aria-pressed={pressed} aria-keyshortcuts="B" onClick={toggle}
        disabled={mutation.isPending}>
        <span aria-hidden="true">{pressed ? '★' : '☆'}</span> <FormattedMessage id="booking.bookmark" defaultMessage="Bookmark" />{' '}
        <kbd aria-hidden="true" translate="no">B</kbd>
      </button>
      <InlineError failure={mutation.error} />
    </>
  );
}

/** "Booking ABCD-123456", the code as data (never translated). */
export function BookingTitle({ code }: { code: string }) {
  return (
    <FormattedMessage id="booking.title" defaultMessage="Booking {code}"
      values={{ code: <span className="booking-code" translate="no">{code}</span> }} />
  );
}

export function BookingHeader({ booking }: { booking: BookingDetail }) {
  return (
    <header className="booking-header">
      <h1 id="booking-title"><BookingTitle code={booking.code} /></h1>
      <StatusBadge status={booking.status} />
      <BookmarkToggle booking={booking} />
    </header>
  );
}
