// The booking's code, its status and the bookmark toggle (B).
import { FormattedMessage } from 'react-intl';
import type { BookingDetail } from '../../../shared/contract/model/booking.js';
import { useBookmarkPresses } from '../bookmarks/use-bookmark-presses.js';
import { StatusBadge } from '../../ui/StatusBadge.js';
import { AFTER_BOOKING_WRITE } from './booking-writes.js';
import { InlineError } from '../../ui/InlineError.js';
import { useScreenKey } from '../../navigation/use-screen-key.js';

function BookmarkToggle({ booking }: { booking: BookingDetail }) {
  const { presses, failure } = useBookmarkPresses(AFTER_BOOKING_WRITE);
  const pressed = presses.shown(booking.code, booking.bookmarked);
  const toggle = () => presses.press(booking.code, booking.bookmarked);
  useScreenKey('b', toggle);
  return (
    <>
      {/* Offered while its write runs: a press then is the next toggle (bookmark-presses.ts), never lost. */}
      <button type="button" className="btn bookmark-toggle" aria-pressed={pressed} aria-keyshortcuts="B" onClick={toggle}
        aria-busy={presses.busy(booking.code)}>
        <span aria-hidden="true">{pressed ? '★' : '☆'}</span> <FormattedMessage id="booking.bookmark" defaultMessage="Bookmark" />{' '}
        <kbd aria-hidden="true" translate="no">B</kbd>
      </button>
      <InlineError failure={failure} />
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
