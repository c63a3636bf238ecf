// Days on which an item's bookings exceed its stock, from the desk's copy (items.overbooked): the service's
// calendar says only "0 left", never by how much a day is over.
import { useMemo } from 'react';
import type { Day } from '../../../shared/domain/dates.js';
import { useDeskQuery } from '../../desk/hooks.js';

export function useOverbooked(from: Day, to: Day): (itemId: number, day: Day) => boolean {
  const found = useDeskQuery('items.overbooked', { from, to }).data;
  return useMemo(() => {
    const over = new Set((found ?? []).map((entry) => `${entry.itemId}|${entry.day}`));
    return (itemId: number, day: Day) => over.has(`${itemId}|${day}`);
  }, [found]);
}
