// What the today board asks for: arrivals (starting today), departures (ending today) and guests in house
// (started before today, leaving after today), in the account's time zone.
import { useQueries } from '@tanstack/react-query';
import type { BookingDetail, BookingSummary } from '../../../shared/contract/model/booking.js';
import { addDays, dayInZone } from '../../../shared/domain/dates.js';
import { useDesk } from '../../desk/DeskProvider.js';
import { useDeskQuery } from '../../desk/hooks.js';

/** Not coming: these hold no room and cannot be checked in (spec 3). */
const NOT_COMING = new Set(['VOID', 'CANCELLED']);

export interface BoardList {
  bookings: BookingSummary[];
  /** Void or cancelled bookings of the same day, left out of the list. */
  notComing: number;
}

function split(bookings: BookingSummary[] | undefined): BoardList {
  const all = bookings ?? [];
  const coming = all.filter((booking) => !NOT_COMING.has(booking.status.id));
  return { bookings: coming, notComing: all.length - coming.length };
}

export function todayIn(timeZone: string): number {
  return dayInZone(Date.now() / 1000, timeZone);
}

export function useTodayBoard(today: number) {
  const arrivals = useDeskQuery('bookings.list', { start: { on: today }, limit: 1000 });
  const departures = useDeskQuery('bookings.list', { end: { on: today }, limit: 1000 });
  const inHouse = useDeskQuery('bookings.list', {
    start: { before: addDays(today, -1) }, end: { after: addDays(today, 1) }, limit: 1000,
  });
  return {
    arrivals: { query: arrivals, list: split(arrivals.data?.bookings) },
    departures: { query: departures, list: split(departures.data?.bookings) },
    inHouse: { query: inHouse, list: split(inHouse.data?.bookings) },
  };
}

/** Full records of the board's bookings: they say whether and by whom each was checked in. */
export function useDetails(codes: string[]): Map<string, BookingDetail> {
  const desk = useDesk();
  const results = useQueries({
    queries: codes.map((code) => ({
      queryKey: ['bookings.get', { code }],
      queryFn: () => desk.value('bookings.get', { code }),
      staleTime: 30_000,
    })),
  });
  const details = new Map<string, BookingDetail>();
  results.forEach((result, index) => {
    if (result.data) details.set(codes[index]!, result.data);
  });
  return details;
}
