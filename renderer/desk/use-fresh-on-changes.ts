// Bookings the service changed (the desk's change feed found them): every screen that may show them asks again, so
// a booking made online is on the manifest within the feed's interval, and "changed since you printed" says so.
import type { CallName } from '../../shared/contract/calls.js';
import { useRefreshOn } from './use-refresh-on.js';

const SHOWING_BOOKINGS: CallName[] = ['day.contents', 'readiness.board', 'manifest.changesSincePrint', 'bookings.get',
  'bookings.timeline', 'bookings.list', 'bookings.held', 'departures.list'];

export function useFreshOnChanges(): void {
  useRefreshOn('changes.arrived', SHOWING_BOOKINGS);
}
