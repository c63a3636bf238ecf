// Days on which an item's bookings exceed its stock, from the desk's copy (items.overbooked): the service's
// calendar says only "0 left", never by how much a day is over.
import { useMemo } from 'react';
import type { Day } from '../../../shared/domain/dates.js';
import { useDeskQuery } from '../../desk/hooks.js';
import type { Overbooking } from './availability.js';

export function useOverbooked(from: Day, to: Day): (itemId: number, day: Day) => Overbooking | null {
  const found = useDeskQuery('items.overbooked', { from, to }).data;
  return useMemo(() => {
    const over = new Map((found ?? []).map((entry) => [`${entry.itemId}|${entry.day}`, entry]));
    return (itemId: number, day: Day) => over.get(`${itemId}|${day}`) ?? null;
  }, [found]);
}
