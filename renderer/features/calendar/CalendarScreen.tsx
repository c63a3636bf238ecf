// Calendar: units left per item per day, coloured by how full the day is; a cell opens that day's bookings.
import { FormattedMessage } from 'react-intl';
import { dayInZone, type Day } from '../../../shared/domain/dates.js';
import { bookingsLink } from '../../navigation/bookings-link.js';
import { navigate } from '../../navigation/router.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { useOverbooked } from './use-overbooked.js';
import { useAccountFormat } from '../../ui/account-format.js';
import { Empty, ErrorNotice } from '../../ui/QueryState.js';
import { AnswerNotes } from '../offline/AnswerNotes.js';
import { CALENDAR_ITEMS } from '../offline/record-names.js';
import { AvailabilityGrid } from './AvailabilityGrid.js';
import { CalendarLegend } from './CalendarLegend.js';
import { daysIn, shiftRange } from './calendar-range.js';
import { groupItems, unitsLeftIn } from './calendar-rows.js';
import { rangeLabel } from './range-label.js';
import { ALL_CATEGORIES, RangeToolbar } from './RangeToolbar.js';
import { useCalendarAddress } from './use-calendar-address.js';
import './calendar.css';

/** The catalogue changes rarely; availability is what moves, so only the calendar refetches at the usual pace. */
const CATALOGUE_STALE_MS = 5 * 60_000;

const openBookings = (itemId: number, day: Day) =>
  navigate(bookingsLink({ itemId, startBefore: day, endAfter: day }));

function useCalendarData(from: Day, to: Day, categoryId: number | undefined) {
  const items = useDeskQuery('items.list', {}, { staleTime: CATALOGUE_STALE_MS });
  const categories = useDeskQuery('categories.list', {}, { staleTime: CATALOGUE_STALE_MS });
  const calendar = useDeskQuery('items.calendar', { from, to, ...(categoryId !== undefined ? { categoryId } : {}) });
  const retry = () => {
    if (items.isError) void items.refetch();
    if (categories.isError) void categories.refetch();
    void calendar.refetch();
  };
  return { items, categories, calendar, error: items.error ?? calendar.error, retry };
}

export function CalendarScreen() {
  const { locale, timeZone } = useAccountFormat();
  // "Today" is the account's day, not this computer's.
  const today = dayInZone(Date.now() / 1000, timeZone);
  const [address, go] = useCalendarAddress(today);
  const { range, categoryId } = address;
  const { items, categories, calendar, error, retry } = useCalendarData(range.from, range.to, categoryId);
  const groups = items.data ? groupItems(items.data, categoryId) : null;
  const isOverbooked = useOverbooked(range.from, range.to);
  const shownCategories = (categories.data ?? []).filter((category) => category.itemCount > 0);

  return (
    <section className="calendar" aria-labelledby="calendar-title">
      <header className="cal-head">
        <h1 id="calendar-title">
          <FormattedMessage id="calendar.title" defaultMessage="Calendar" />{' '}
          <span className="cal-range" aria-live="polite" translate="no">{rangeLabel(range, locale)}</span>
        </h1>
        <RangeToolbar address={address} today={today} categories={shownCategories} onChange={go} />
      </header>
      <CalendarLegend />
      <AnswerNotes source={calendar.data} what={CALENDAR_ITEMS} />
      {error ? <ErrorNotice error={error} onRetry={retry} /> : null}
      {groups?.length === 0 ? <Empty>
        <FormattedMessage id="calendar.emptyCategory" defaultMessage="No items in this category. Choose “{all}” to see every item."
          values={{ all: <FormattedMessage {...ALL_CATEGORIES} /> }} />
      </Empty> : null}
      {!error && groups?.length !== 0 ? (
        <AvailabilityGrid
          days={daysIn(range)} today={today} locale={locale} groups={groups}
          unitsLeft={calendar.data ? unitsLeftIn(calendar.data) : null} overbooked={isOverbooked}
          labelledBy="calendar-title"
          onOpen={openBookings} onPage={(steps) => go({ ...address, range: shiftRange(range, steps) })}
        />
      ) : null}
    </section>
  );
}
