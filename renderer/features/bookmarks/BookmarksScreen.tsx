// Bookmarks: the bookings the acting staff member marked to keep in reach (B on a booking).
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
  const whose = acting ? `${acting.name}’s bookmarks` : 'Your bookmarks';
  const bookings = [...(query.data?.bookings ?? [])].sort(bySoonest);
  return (
    <section aria-labelledby="bookmarks-title">
      <h1 id="bookmarks-title">Bookmarks</h1>
      <p className="muted">
        {whose}{query.data ? ` · ${bookings.length} ${bookings.length === 1 ? 'booking' : 'bookings'}, soonest first` : ''}
      </p>
      {query.isPending ? <Loading label="Loading bookmarks…" /> : null}
      <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      {query.data && bookings.length === 0 ? (
        <Empty>
          No bookmarks yet. Open a booking and press <kbd>B</kbd> (or its Bookmark button) to keep it here;
          press <kbd>B</kbd> again to take it off.
        </Empty>
      ) : null}
      {bookings.length > 0 ? <BookmarkTable bookings={bookings} /> : null}
    </section>
  );
}
