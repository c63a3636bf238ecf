// Bookmarks: the bookings the acting staff member marked to keep in reach (B on a booking).
import { FormattedMessage, useIntl } from 'react-intl';
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import { Empty, ErrorNotice, Loading } from '../../ui/QueryState.js';
import { BookmarkTable } from './BookmarkTable.js';
import { useBookmarks } from './use-bookmarks.js';
import './bookmarks.css';

/** Soonest stay first; bookings whose dates the service does not tell go last. */
const bySoonest = (a: BookingSummary, b: BookingSummary) =>
  (a.startDay ?? Number.MAX_SAFE_INTEGER) - (b.startDay ?? Number.MAX_SAFE_INTEGER) || a.code.localeCompare(b.code);

export function BookmarksScreen() {
  const { query, acting } = useBookmarks();
  const intl = useIntl();
  const bookings = [...(query.data?.bookings ?? [])].sort(bySoonest);
  return (
    <section aria-labelledby="bookmarks-title">
      <h1 id="bookmarks-title"><FormattedMessage id="bookmarks.title" defaultMessage="Bookmarks" /></h1>
      <p className="muted">
        {acting ? <FormattedMessage id="bookmarks.whose" defaultMessage="{name}’s bookmarks" values={{ name: <span translate="no">{acting.name}</span> }} />
          : <FormattedMessage id="bookmarks.yours" defaultMessage="Your bookmarks" />}
        {query.data ? <>{' · '}<FormattedMessage id="bookmarks.count"
          defaultMessage="{count, plural, one {# booking} other {# bookings}}, soonest first" values={{ count: bookings.length }} /></> : ''}
      </p>
      {query.isPending ? <Loading label={intl.formatMessage({ id: 'bookmarks.loading', defaultMessage: 'Loading bookmarks…' })} /> : null}
      <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      {query.data && bookings.length === 0 ? (
        <Empty>
          <FormattedMessage id="bookmarks.none"
            defaultMessage="No bookmarks yet. Open a booking and press <kbd>B</kbd> (or its Bookmark button) to keep it here; press <kbd>B</kbd> again to take it off."
            values={{ kbd: (keys) => <kbd translate="no">{keys}</kbd> }} />
        </Empty>
      ) : null}
      {bookings.length > 0 ? <BookmarkTable bookings={bookings} /> : null}
    </section>
  );
}
