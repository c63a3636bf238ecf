// A date filter as a group of day pickers: "On" one day, or "From" / "To" (both inclusive).
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import { dateInputValue, dayOfDateInput, withDay, type BookingFilters, type DayFilter } from './filters.js';

const SAID = words(defineMessages({
  on: { id: 'bookings.filters.day.on', defaultMessage: 'On' },
  from: { id: 'bookings.filters.day.from', defaultMessage: 'From' },
  to: { id: 'bookings.filters.day.to', defaultMessage: 'To' },
}));

interface DayRangeProps {
  legend: string;
  on?: DayFilter;
  from: DayFilter;
  to: DayFilter;
  filters: BookingFilters;
  onChange: (filters: BookingFilters, typed: boolean) => void;
}

function DayField({ label, name, filters, onChange }: { label: string; name: DayFilter } & Pick<DayRangeProps, 'filters' | 'onChange'>) {
  const id = useId();
  return (
    <div className="day-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" value={dateInputValue(filters[name])}
        onChange={(event) => onChange(withDay(filters, name, dayOfDateInput(event.target.value)), true)} />
    </div>
  );
}

export function DayRange({ legend, on, from, to, filters, onChange }: DayRangeProps) {
  const intl = useIntl();
  return (
    <fieldset className="day-range">
      <legend>{legend}</legend>
      {on ? <DayField label={intl.formatMessage(SAID.on)} name={on} filters={filters} onChange={onChange} /> : null}
      <DayField label={intl.formatMessage(SAID.from)} name={from} filters={filters} onChange={onChange} />
      <DayField label={intl.formatMessage(SAID.to)} name={to} filters={filters} onChange={onChange} />
    </fieldset>
  );
}
