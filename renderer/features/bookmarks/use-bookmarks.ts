// The acting staff member's bookmarks (booking/index for the account acted on behalf of, spec 4.4).
// The service answers for whoever acts, so the acting staff member is part of the cache key: switching staff
// never shows the previous person's list, not even for a moment.
import { useQuery } from '@tanstack/react-query';
import type { BookingPage } from '../../../shared/contract/model/booking.js';
import type { BookingQuery } from '../../../shared/contract/model/booking-query.js';
import { useDesk } from '../../desk/DeskProvider.js';
import type { DeskFailure } from '../../desk/desk-client.js';
import { useDeskStatus } from '../../desk/hooks.js';

const BOOKMARKS: BookingQuery = { bookmarked: true, limit: 1000 };

export function useBookmarks() {
  const desk = useDesk();
  const acting = useDeskStatus().data?.acting ?? null;
  // Keyed under 'bookings.list' so a bookmark toggled anywhere (which refreshes that key) refreshes this list too.
  const query = useQuery<BookingPage, DeskFailure>({
    queryKey: ['bookings.list', BOOKMARKS, { acting: acting?.accountId ?? null }],
    queryFn: () => desk.value('bookings.list', BOOKMARKS),
  });
  return { query, acting };
}
