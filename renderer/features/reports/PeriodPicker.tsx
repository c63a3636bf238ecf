// The period a report covers: this or last week, month, quarter or year, or days the manager picks.
import { useId } from 'react';
import type { PeriodChoiceInput } from '../../../shared/contract/model/report.js';
import { addDays } from '../../../shared/domain/dates.js';
import { dateInputValue, dayOfDateInput } from '../booking-list/filters.js';

const NAMED = ['week', 'month', 'quarter', 'year'] as const;

const OPTIONS = [
  ...NAMED.flatMap((unit) => [[`this-${unit}`, `This ${unit}`], [`last-${unit}`, `Last ${unit}`]]),
  ['custom', 'Days I pick'],
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
  const { period, onChange } = props;
  const setDay = (which: 'from' | 'to', text: string) => {
    const day = dayOfDateInput(text);
    if (period.kind === 'custom' && day !== undefined) onChange({ ...period, [which]: day });
  };
  return (
    <div className="report-period">
      <div className="field">
        <label htmlFor={id}>Period</label>
        <select id={id} value={valueOf(period)} onChange={(event) => onChange(pick(event.target.value, props))}>
          {OPTIONS.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </select>
      </div>
      {period.kind === 'custom' ? (
        <>
          <div className="field">
            <label htmlFor={`${id}-from`}>From</label>
            <input id={`${id}-from`} type="date" value={dateInputValue(period.from)} onChange={(event) => setDay('from', event.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>To</label>
            <input id={`${id}-to`} type="date" value={dateInputValue(period.to)} onChange={(event) => setDay('to', event.target.value)} />
          </div>
        </>
      ) : null}
    </div>
  );
}
