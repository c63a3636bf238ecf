// Which days and items the calendar shows: week, month or custom range, previous/today/next, and a category.
import type { Category } from '../../../shared/contract/model/catalogue.js';
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

const VIEW_NAMES: Record<CalendarView, string> = { week: 'Week', month: 'Month', custom: 'Custom' };

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
      <label className="field">From<input type="date" value={isoDay(range.from)} onChange={(e) => pick('from', e.target.value)} /></label>
      <label className="field">To<input type="date" value={isoDay(range.to)} onChange={(e) => pick('to', e.target.value)} /></label>
      <span className="hint">Up to {MAX_CUSTOM_DAYS} days.</span>
    </div>
  );
}

function CategorySelect({ address, categories, onChange }: Omit<RangeToolbarProps, 'today'>) {
  const choose = (value: string) => onChange({ range: address.range, ...(value ? { categoryId: Number(value) } : {}) });
  return (
    <label className="field cal-category">
      Category
      <select value={address.categoryId ?? ''} onChange={(e) => choose(e.target.value)}>
        <option value="">All categories</option>
        {categories.map((category) => <option key={category.id} value={category.id}>{category.name}</option>)}
      </select>
    </label>
  );
}

export function RangeToolbar({ address, today, categories, onChange }: RangeToolbarProps) {
  const { range } = address;
  const move = (steps: number) => onChange({ ...address, range: shiftRange(range, steps) });
  return (
    <div className="cal-toolbar">
      <div className="row-actions" role="group" aria-label="Range">
        {CALENDAR_VIEWS.map((view) => (
          <button key={view} type="button" className={`btn${view === range.view ? ' btn-primary' : ''}`}
            aria-pressed={view === range.view} onClick={() => onChange({ ...address, range: switchView(range, view, today) })}>
            {VIEW_NAMES[view]}
          </button>
        ))}
      </div>
      <div className="row-actions" role="group" aria-label="Move">
        <button type="button" className="btn" onClick={() => move(-1)} aria-keyshortcuts="PageUp">Previous</button>
        <button type="button" className="btn" onClick={() => onChange({ ...address, range: rangeAtToday(range, today) })}>Today</button>
        <button type="button" className="btn" onClick={() => move(1)} aria-keyshortcuts="PageDown">Next</button>
      </div>
      <CategorySelect address={address} categories={categories} onChange={onChange} />
      {/* Last, so the dates that only a custom range has do not push the other controls around. */}
      {range.view === 'custom' ? <CustomDates address={address} onChange={onChange} /> : null}
    </div>
  );
}
