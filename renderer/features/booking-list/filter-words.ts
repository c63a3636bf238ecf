// The filters that made a list, in one line of words: what paper shows in place of the form (a printed form of empty
// fields took half the first page and said less). Pure, so the words are tested without a browser.
import type { Day } from '../../../shared/domain/dates.js';
import type { Formatter } from '../../ui/format.js';
import { STATUSES, type BookingFilters } from './filters.js';

interface Names {
  format: Pick<Formatter, 'day' | 'dayRange'>;
  /** The item's name, when the catalogue is at hand. */
  itemName: (itemId: number) => string | undefined;
}

function days(label: string, on: Day | undefined, from: Day | undefined, to: Day | undefined, { format }: Names): string | null {
  if (on !== undefined) return `${label} ${format.day(on, 'medium')}`;
  if (from !== undefined && to !== undefined) return `${label} ${format.dayRange(from, to)}`;
  if (from !== undefined) return `${label} from ${format.day(from, 'medium')}`;
  if (to !== undefined) return `${label} up to ${format.day(to, 'medium')}`;
  return null;
}

/** "Status Paid · Item Kayak · Start date Nov 1 – 30, 2026", or that there are none. */
export function filterWords(filters: BookingFilters, names: Names): string {
  const { status, itemId, email } = filters;
  const parts = [
    status ? `Status ${STATUSES.find((known) => known.id === status)?.name ?? status}` : null,
    itemId !== undefined ? `Item ${names.itemName(itemId) ?? `#${itemId}`}` : null,
    email ? `Customer e-mail ${email}` : null,
    days('Start date', filters.startOn, filters.startAfter, filters.startBefore, names),
    days('End date', filters.endOn, filters.endAfter, filters.endBefore, names),
    days('Created', undefined, filters.createdAfter, filters.createdBefore, names),
    days('Last modified', undefined, filters.modifiedAfter, filters.modifiedBefore, names),
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? 'No filters: every booking.' : `Filters: ${parts.join(' · ')}.`;
}
