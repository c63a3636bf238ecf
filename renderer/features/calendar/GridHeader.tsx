// The grid's sticky head: the item column, then one column per day with weekday and date.
import { FormattedMessage } from 'react-intl';
import type { Day } from '../../../shared/domain/dates.js';
import { dayColumnClass, dayHeading } from './day-labels.js';

interface GridHeaderProps {
  days: Day[];
  today: Day;
  locale: string;
}

function DayHeader({ day, today, locale, first }: { day: Day; today: Day; locale: string; first: boolean }) {
  const heading = dayHeading(day, locale, first);
  return (
    <th scope="col" className={`cal-day-head ${dayColumnClass(day, today)}`} aria-current={day === today ? 'date' : undefined}>
      {/* The account's own words for the day, from Intl in its locale. */}
      <span className="cal-month" translate="no">{heading.month ?? '\u00a0'}</span>
      <span className="cal-weekday" translate="no">{heading.weekday}</span>
      <span className="cal-date">{heading.date}</span>
      {day === today ? <span className="visually-hidden"><FormattedMessage id="calendar.today.marker" defaultMessage="(today)" /></span> : null}
    </th>
  );
}

export function GridHeader({ days, today, locale }: GridHeaderProps) {
  return (
    <thead>
      <tr>
        <th scope="col" className="cal-corner"><FormattedMessage id="calendar.item" defaultMessage="Item" /></th>
        {days.map((day, index) => <DayHeader key={day} day={day} today={today} locale={locale} first={index === 0} />)}
      </tr>
    </thead>
  );
}
