// The period a report covers: this or last week, month, quarter or year, or days the manager picks.
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { PeriodChoiceInput } from '../../../shared/contract/model/report.js';
import { addDays } from '../../../shared/domain/dates.js';
import { dateInputValue, dayOfDateInput } from '../booking-list/filters.js';

const NAMED = ['week', 'month', 'quarter', 'year'] as const;

const WORDS = words(defineMessages({
  period: { id: 'reports.period.label', defaultMessage: 'Period' },
  this: { id: 'reports.period.this', defaultMessage: '{unit, select, week {This week} month {This month} quarter {This quarter} other {This year}}' },
  last: { id: 'reports.period.last', defaultMessage: '{unit, select, week {Last week} month {Last month} quarter {Last quarter} other {Last year}}' },
  custom: { id: 'reports.period.custom', defaultMessage: 'Days I pick' },
  from: { id: 'reports.period.from', defaultMessage: 'From' },
  to: { id: 'reports.period.to', defaultMessage: 'To' },
}));

const OPTIONS = [
  ...NAMED.flatMap((unit) => [[`this-${unit}`, WORDS.this, unit], [`last-${unit}`, WORDS.last, unit]] as const),
  ['custom', WORDS.custom, null],
] as const;

const valueOf = (period: PeriodChoiceInput) => (period.kind === 'custom' ? 'custom' : `${period.kind}-${period.unit}`);

interface PeriodPickerProps {
  period: PeriodChoiceInput;
  /** The period shown now, so "Days I pick" starts from it. */
  shown: { from: number; to: number } | undefined;
  today: number;
  onChange: (period: PeriodChoiceInput) => void;
}

function pick(value: string, props: PeriodPickerProps): PeriodChoiceInput {
  if (value !== 'custom') {
    const [kind, unit] = value.split('-') as ['this' | 'last', (typeof NAMED)[number]];
    return { kind, unit };
  }
  return { kind: 'custom', from: props.shown?.from ?? addDays(props.today, -30), to: props.shown?.to ?? props.today };
}

export function PeriodPicker(props: PeriodPickerProps) {
  const id = useId();
  const say = useIntl().formatMessage;
  const { period, onChange } = props;
  const setDay = (which: 'from' | 'to', text: string) => {
    const day = dayOfDateInput(text);
    if (period.kind === 'custom' && day !== undefined) onChange({ ...period, [which]: day });
  };
  return (
    <div className="report-period">
      <div className="field">
        <label htmlFor={id}>{say(WORDS.period)}</label>
        <select id={id} value={valueOf(period)} onChange={(event) => onChange(pick(event.target.value, props))}>
          {OPTIONS.map(([value, label, unit]) => <option key={value} value={value}>{say(label, { unit })}</option>)}
        </select>
      </div>
      {period.kind === 'custom' ? (
        <>
          <div className="field">
            <label htmlFor={`${id}-from`}>{say(WORDS.from)}</label>
            <input id={`${id}-from`} type="date" value={dateInputValue(period.from)} onChange={(event) => setDay('from', event.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>{say(WORDS.to)}</label>
            <input id={`${id}-to`} type="date" value={dateInputValue(period.to)} onChange={(event) => setDay('to', event.target.value)} />
          </div>
        </>
      ) : null}
    </div>
  );
}
