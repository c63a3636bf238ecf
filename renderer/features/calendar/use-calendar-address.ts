// The calendar's range and category, read from the address and written back with navigate().
import { useCallback } from 'react';
import type { Day } from '../../../shared/domain/dates.js';
import { navigate, useRoute } from '../../navigation/router.js';
import { calendarPath, readCalendarAddress, type CalendarAddress } from './calendar-address.js';

export function useCalendarAddress(today: Day): [CalendarAddress, (next: CalendarAddress) => void] {
  // The router's calendar route carries no query: useRoute() re-renders this screen on every hash change, and
  // the query is read from the same hash it just saw.
  useRoute();
  const query = new URLSearchParams(window.location.hash.split('?')[1] ?? '');
  const go = useCallback((next: CalendarAddress) => navigate(calendarPath(next)), []);
  return [readCalendarAddress(query, today), go];
}
