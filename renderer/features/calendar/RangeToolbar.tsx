// Which days and items the calendar shows: week, month or custom range, previous/today/next, and a category.
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { Category } from '../../../shared/contract/model/catalogue.js';
import { words } from '../../i18n/words.js';
import { isoDay, parseDay, type Day } from '../../../shared/domain/dates.js';
import type { CalendarAddress } from './calendar-address.js';
import {
  CALENDAR_VIEWS, MAX_CUSTOM_DAYS, customRange, rangeAtToday, shiftRange, switchView, type CalendarView,
} from './calendar-range.js';

interface RangeToolbarProps {
  address: CalendarAddress;
  today: Day;
  categories: Category[];
  onChange: (next: CalendarAddress) => void;
}

const VIEW_NAMES = words(defineMessages({
  week: { id: 'calendar.view.week', defaultMessage: 'Week' },
  month: { id: 'calendar.view.month', defaultMessage: 'Month' },
  custom: { id: 'calendar.view.custom', defaultMessage: 'Custom' },
})) satisfies Record<CalendarView, unknown>;

export const ALL_CATEGORIES = defineMessage({ id: 'calendar.allCategories', defaultMessage: 'All categories' });

function CustomDates({ address, onChange }: Pick<RangeToolbarProps, 'address' | 'onChange'>) {
  const { range } = address;
  const pick = (which: 'from' | 'to', text: string) => {
    const day = parseDay(text);
    if (day === null) return;
    const next = which === 'from' ? customRange(day, Math.max(day, range.to)) : customRange(range.from, day);
    onChange({ ...address, range: next });
  };
  return (
    <div className="cal-custom">
      <label className="field"><FormattedMessage id="calendar.custom.from" defaultMessage="From" />
        <input type="date" value={isoDay(range.from)} onChange={(e) => pick('from', e.target.value)} /></label>
      <label className="field"><FormattedMessage id="calendar.custom.to" defaultMessage="To" />
        <input type="date" value={isoDay(range.to)} onChange={(e) => pick('to', e.target.value)} /></label>
      <span className="hint">
        <FormattedMessage id="calendar.custom.most" defaultMessage="Up to {days, number} days." values={{ days: MAX_CUSTOM_DAYS }} />
      </span>
    </div>
  );
}

function CategorySelect({ address, categories, onChange }: Omit<RangeToolbarProps, 'today'>) {
  const intl = useIntl();
  const choose = (value: string) => onChange({ range: address.range, ...(value ? { categoryId: Number(value) } : {}) });
  return (
    <label className="field cal-category">
      <FormattedMessage id="calendar.category" defaultMessage="Category" />
      <select value={address.categoryId ?? ''} onChange={(e) => choose(e.target.value)}>
        <option value="">{intl.formatMessage(ALL_CATEGORIES)}</option>
        {categories.map((category) => <option key={category.id} value={category.id} translate="no">{category.name}</option>)}
      </select>
    </label>
  );
}

export function RangeToolbar({ address, today, categories, onChange }: RangeToolbarProps) {
  const { range } = address;
  const intl = useIntl();
  const move = (steps: number) => onChange({ ...address, range: shiftRange(range, steps) });
  return (
    <div className="cal-toolbar">
      <div className="row-actions" role="group" aria-label={intl.formatMessage({ id: 'calendar.range', defaultMessage: 'Range' })}>
        {CALENDAR_VIEWS.map((view) => (
          <button key={view} type="button" className={`btn${view === range.view ? ' btn-primary' : ''}`}
            aria-pressed={view === range.view} onClick={() => onChange({ ...address, range: switchView(range, view, today) })}>
            {intl.formatMessage(VIEW_NAMES[view])}
          </button>
        ))}
      </div>
      <div className="row-actions" role="group" aria-label={intl.formatMessage({ id: 'calendar.move', defaultMessage: 'Move' })}>
        <button type="button" className="btn" onClick={() => move(-1)} aria-keyshortcuts="PageUp">
          <FormattedMessage id="calendar.previous" defaultMessage="Previous" /></button>
        <button type="button" className="btn" onClick={() => onChange({ ...address, range: rangeAtToday(range, today) })}>
          <FormattedMessage id="calendar.today" defaultMessage="Today" /></button>
        <button type="button" className="btn" onClick={() => move(1)} aria-keyshortcuts="PageDown">
          <FormattedMessage id="calendar.next" defaultMessage="Next" /></button>
      </div>
      <CategorySelect address={address} categories={categories} onChange={onChange} />
      {/* Last, so the dates that only a custom range has do not push the other controls around. */}
      {range.view === 'custom' ? <CustomDates address={address} onChange={onChange} /> : null}
    </div>
  );
}
