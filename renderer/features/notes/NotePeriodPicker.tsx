// Last 30 days, a month or a day: the three periods booking/notes can answer.
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { RECENT, dayInputValue, monthInputValue, periodFromDayInput, periodFromMonthInput, type NotePeriod } from './note-period.js';

export function NotePeriodPicker({ period, onChange }: { period: NotePeriod; onChange: (period: NotePeriod) => void }) {
  const id = useId();
  return (
    <fieldset className="note-period">
      <legend className="visually-hidden"><FormattedMessage id="notes.period.which" defaultMessage="Which notes to show" /></legend>
      <button type="button" className="btn" aria-pressed={period.kind === 'recent'} onClick={() => onChange(RECENT)}>
        <FormattedMessage id="notes.period.recent" defaultMessage="Last 30 days" />
      </button>
      <label htmlFor={`${id}-month`}><FormattedMessage id="notes.period.month" defaultMessage="Month" /></label>
      <input
        id={`${id}-month`} type="month" value={monthInputValue(period)}
        onChange={(event) => onChange(periodFromMonthInput(event.target.value))}
      />
      <label htmlFor={`${id}-day`}><FormattedMessage id="notes.period.day" defaultMessage="Day" /></label>
      <input
        id={`${id}-day`} type="date" value={dayInputValue(period)}
        onChange={(event) => onChange(periodFromDayInput(event.target.value))}
      />
    </fieldset>
  );
}
