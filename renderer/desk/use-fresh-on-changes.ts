// Bookings the service changed (the desk's change feed found them): every screen that may show them asks again, so
// a booking made online is on the manifest within the feed's interval, and "changed since you printed" says so.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CallName } from '../../shared/contract/calls.js';
import { useDesk } from './DeskProvider.js';

const SHOWING_BOOKINGS: CallName[] = ['day.contents', 'readiness.board', 'manifest.changesSincePrint', 'bookings.get',
  'bookings.timeline', 'bookings.list', 'bookings.held', 'departures.list'];

export function useFreshOnChanges(): void {
  const desk = useDesk();
  const queryClient = useQueryClient();
  useEffect(() => desk.on('changes.arrived', () => {
    for (const key of SHOWING_BOOKINGS) void queryClient.invalidateQueries({ queryKey: [key] });
  }), [desk, queryClient]);
}
