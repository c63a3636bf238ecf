// Every filter booking/index has (spec 4.4), labelled in the desk's words.
import { memo, useId, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { Item } from '../../../shared/contract/model/catalogue.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { DayRange } from './DayRange.js';
import { STATUSES, hasFilters, type BookingFilters } from './filters.js';
import { FILTER_NAMES } from './filter-words.js';
import { hasWords, setQuickText, useQuickText } from './quick-text.js';

const SAID = words(defineMessages({
  form: { id: 'bookings.filters.label', defaultMessage: 'Filter bookings' },
  otherCategory: { id: 'bookings.filters.otherCategory', defaultMessage: 'Other' },
  emailHint: { id: 'bookings.filters.emailHint', defaultMessage: '(exact address)' },
  anyStatus: { id: 'bookings.filters.anyStatus', defaultMessage: 'Any status' },
  anyItem: { id: 'bookings.filters.anyItem', defaultMessage: 'Any item' },
}));

interface FilterPanelProps {
  filters: BookingFilters;
  /** `typed`: from a text or date field, so the list waits for a pause in the typing. */
  onChange: (filters: BookingFilters, typed?: boolean) => void;
  onClear: () => void;
}

function Field({ label, hint, children }: { label: string; hint?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}{hint ? <span className="hint"> {hint}</span> : null}</label>
      {children(id)}
    </div>
  );
}

/** Items grouped by category, as the catalogue lists them. */
function byCategory(items: Item[]): [string, Item[]][] {
  const groups = new Map<string, Item[]>();
  for (const item of [...items].sort((a, b) => a.position - b.position)) {
    groups.set(item.categoryName, [...(groups.get(item.categoryName) ?? []), item]);
  }
  return [...groups];
}

function ItemOptions() {
  const intl = useIntl();
  const items = useDeskQuery('items.list', {}, { staleTime: 10 * 60_000 });
  return byCategory(items.data ?? []).map(([category, members]) => (
    <optgroup key={category} label={category || intl.formatMessage(SAID.otherCategory)}>
      {members.map((item) => <option key={item.id} value={item.id} translate="no">{item.name}</option>)}
    </optgroup>
  ));
}

const DAY_FILTERS: (keyof BookingFilters)[] = ['startOn', 'startAfter', 'startBefore', 'endOn', 'endAfter', 'endBefore',
  'createdAfter', 'createdBefore', 'modifiedAfter', 'modifiedBefore'];

/** The date filters fold away, so at 1366×768 the list keeps its rows; open whenever one of them is set. */
function DateFilters({ filters, onChange }: Pick<FilterPanelProps, 'filters' | 'onChange'>) {
  const set = DAY_FILTERS.filter((key) => filters[key] !== undefined).length;
  const [open, setOpen] = useState(set > 0);
  const ranges = { filters, onChange };
  const intl = useIntl();
  const name = (which: keyof typeof FILTER_NAMES) => intl.formatMessage(FILTER_NAMES[which]);
  return (
    <details className="rare-filters" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <FormattedMessage id="bookings.filters.dates" defaultMessage="Dates: start, end, created, last modified" />
        {set > 0 ? <span className="hint"> <FormattedMessage id="bookings.filters.datesSet" defaultMessage="({count, plural, other {# set}})" values={{ count: set }} /></span> : null}
      </summary>
      <div className="filter-row">
        <DayRange legend={name('start')} on="startOn" from="startAfter" to="startBefore" {...ranges} />
        <DayRange legend={name('end')} on="endOn" from="endAfter" to="endBefore" {...ranges} />
        <DayRange legend={name('created')} from="createdAfter" to="createdBefore" {...ranges} />
        <DayRange legend={name('modified')} from="modifiedAfter" to="modifiedBefore" {...ranges} />
      </div>
    </details>
  );
}

/** Drawn again only when the filters change or the quick filter's box fills or empties, not at each key. */
export const FilterPanel = memo(function FilterPanel({ filters, onChange, onClear }: FilterPanelProps) {
  const set = <K extends keyof BookingFilters>(key: K, value: BookingFilters[K]) => onChange({ ...filters, [key]: value });
  const intl = useIntl();
  const name = (which: keyof typeof FILTER_NAMES) => intl.formatMessage(FILTER_NAMES[which]);
  // The quick filter's words narrow the list too: with only them, the button stayed greyed over an empty list. Read as
  // whether there are any, so a key redraws the panel only when the box fills or empties.
  const typed = useQuickText(hasWords);
  const clear = () => {
    onClear();
    setQuickText('');
  };
  return (
    <form className="filters" role="search" aria-label={intl.formatMessage(SAID.form)} onSubmit={(event) => event.preventDefault()}>
      <div className="filter-row">
        <Field label={name('status')}>{(id) => (
          <select id={id} value={filters.status ?? ''} onChange={(event) => set('status', event.target.value || undefined)}>
            <option value="">{intl.formatMessage(SAID.anyStatus)}</option>
            {STATUSES.map((status) => <option key={status.id} value={status.id} translate="no">{status.name}</option>)}
          </select>
        )}</Field>
        <Field label={name('item')}>{(id) => (
          <select id={id} value={filters.itemId ?? ''}
            onChange={(event) => set('itemId', event.target.value ? Number(event.target.value) : undefined)}>
            <option value="">{intl.formatMessage(SAID.anyItem)}</option>
            <ItemOptions />
          </select>
        )}</Field>
        <Field label={name('email')} hint={intl.formatMessage(SAID.emailHint)}>{(id) => (
          <input id={id} type="email" value={filters.email ?? ''} autoComplete="off" spellCheck={false}
            onChange={(event) => onChange({ ...filters, email: event.target.value }, true)} />
        )}</Field>
        <button type="button" className="btn filters-clear" onClick={clear} disabled={!hasFilters(filters) && !typed}>
          <FormattedMessage id="bookings.filters.clear" defaultMessage="Clear filters" />
        </button>
      </div>
      <DateFilters filters={filters} onChange={onChange} />
    </form>
  );
});
