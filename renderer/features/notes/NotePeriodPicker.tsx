// Last 30 days, a month or a day: the three periods booking/notes can answer.
import { useId } from 'react';
import { RECENT, dayInputValue, monthInputValue, periodFromDayInput, periodFromMonthInput, type NotePeriod } from './note-period.js';

export function NotePeriodPicker({ period, onChange }: { period: NotePeriod; onChange: (period: NotePeriod) => void }) {
  const id = useId();
  return (
    <fieldset className="note-period">
      <legend className="visually-hidden">Which notes to show</legend>
      <button type="button" className="btn" aria-pressed={period.kind === 'recent'} onClick={() => onChange(RECENT)}>
        Last 30 days
      </button>
      <label htmlFor={`${id}-month`}>Month</label>
      <input
        id={`${id}-month`} type="month" value={monthInputValue(period)}
        onChange={(event) => onChange(periodFromMonthInput(event.target.value))}
      />
      <label htmlFor={`${id}-day`}>Day</label>
      <input
        id={`${id}-day`} type="date" value={dayInputValue(period)}
        onChange={(event) => onChange(periodFromDayInput(event.target.value))}
      />
    </fieldset>
  );
}
