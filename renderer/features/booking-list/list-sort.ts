// The table's sort state as the desk's list query asks for it: one column, ascending or descending.
import type { SortingState } from '@tanstack/react-table';
import { BOOKING_SORT_KEYS, type BookingSort } from '../../../shared/contract/model/booking-query.js';

const SORTABLE: ReadonlySet<string> = new Set(BOOKING_SORT_KEYS);

export function listSort(sorting: SortingState): BookingSort | undefined {
  const first = sorting[0];
  if (!first || !SORTABLE.has(first.id)) return undefined;
  return { by: first.id as BookingSort['by'], descending: first.desc };
}
