// The filters that made a list, in one line of words: what paper shows in place of the form (a printed form of empty
// fields took half the first page and said less). Pure, so the words are tested without a browser.
import { defineMessages, type IntlShape } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { Day } from '../../../shared/domain/dates.js';
import type { Formatter } from '../../ui/format.js';
import { STATUSES, type BookingFilters } from './filters.js';

/** The filters' names, as the form labels them and the paper repeats them. */
export const FILTER_NAMES = words(defineMessages({
  status: { id: 'bookings.filters.status', defaultMessage: 'Status' },
  item: { id: 'bookings.filters.item', defaultMessage: 'Item' },
  email: { id: 'bookings.filters.email', defaultMessage: 'Customer e-mail' },
  start: { id: 'bookings.filters.start', defaultMessage: 'Start date' },
  end: { id: 'bookings.filters.end', defaultMessage: 'End date' },
  created: { id: 'bookings.filters.created', defaultMessage: 'Created' },
  modified: { id: 'bookings.filters.modified', defaultMessage: 'Last modified' },
}));

const SAID = words(defineMessages({
  valued: { id: 'bookings.filterWords.valued', defaultMessage: '{filter} {value}' },
  from: { id: 'bookings.filterWords.from', defaultMessage: '{filter} from {day}' },
  upTo: { id: 'bookings.filterWords.upTo', defaultMessage: '{filter} up to {day}' },
  none: { id: 'bookings.filterWords.none', defaultMessage: 'No filters: every booking.' },
  some: { id: 'bookings.filterWords.some', defaultMessage: 'Filters: {filters}.' },
}));

interface Names {
  format: Pick<Formatter, 'day' | 'dayRange'>;
  /** The item's name, when the catalogue is at hand. */
  itemName: (itemId: number) => string | undefined;
  intl: IntlShape;
}

type DayName = 'start' | 'end' | 'created' | 'modified';

function days(name: DayName, on: Day | undefined, from: Day | undefined, to: Day | undefined, { format, intl }: Names): string | null {
  const filter = intl.formatMessage(FILTER_NAMES[name]);
  if (on !== undefined) return intl.formatMessage(SAID.valued, { filter, value: format.day(on, 'medium') });
  if (from !== undefined && to !== undefined) return intl.formatMessage(SAID.valued, { filter, value: format.dayRange(from, to) });
  if (from !== undefined) return intl.formatMessage(SAID.from, { filter, day: format.day(from, 'medium') });
  if (to !== undefined) return intl.formatMessage(SAID.upTo, { filter, day: format.day(to, 'medium') });
  return null;
}

/** "Status Paid · Item Kayak · Start date Nov 1 – 30, 2026", or that there are none. */
export function filterWords(filters: BookingFilters, names: Names): string {
  const { status, itemId, email } = filters;
  const { intl } = names;
  const valued = (name: 'status' | 'item' | 'email', value: string) =>
    intl.formatMessage(SAID.valued, { filter: intl.formatMessage(FILTER_NAMES[name]), value });
  const parts = [
    status ? valued('status', STATUSES.find((known) => known.id === status)?.name ?? status) : null,
    itemId !== undefined ? valued('item', names.itemName(itemId) ?? `#${itemId}`) : null,
    email ? valued('email', email) : null,
    days('start', filters.startOn, filters.startAfter, filters.startBefore, names),
    days('end', filters.endOn, filters.endAfter, filters.endBefore, names),
    days('created', undefined, filters.createdAfter, filters.createdBefore, names),
    days('modified', undefined, filters.modifiedAfter, filters.modifiedBefore, names),
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? intl.formatMessage(SAID.none) : intl.formatMessage(SAID.some, { filters: parts.join(' · ') });
}
