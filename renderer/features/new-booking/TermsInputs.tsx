// The inputs a rated query and a basket line's change share: days, times, one count per booking parameter, the
// rule override and a discount code. Each input is limited as the account's parameters allow.
import type { ChangeEvent } from 'react';
import type { BookingParameter } from '../../../shared/contract/model/rates.js';
import { LabelledInput, describedBy } from './LabelledInput.js';
import { countText, shownParameters, type FieldKey, type FieldProblem, type RuleMode, type TermsFields } from './search-fields.js';

export const fieldId = (prefix: string, key: FieldKey) => `${prefix}-${key.replace(':', '-')}`;

interface TermsInputsProps<F extends TermsFields> {
  /** Keeps ids apart when the search and a line's change are on the page together. */
  idPrefix: string;
  fields: F;
  parameters: readonly BookingParameter[];
  problem: FieldProblem | null;
  onChange: (fields: F) => void;
}

const RULE_HINT = 'Staff override: soft books despite date rules (length, start day); off skips rule checks.';

export function TermsInputs<F extends TermsFields>(props: TermsInputsProps<F>) {
  return (
    <>
      <PeriodInputs {...props} />
      <CountInputs {...props} />
    </>
  );
}

function PeriodInputs<F extends TermsFields>({ idPrefix, fields, problem, onChange }: TermsInputsProps<F>) {
  const text = (key: 'firstDay' | 'lastDay' | 'startTime' | 'endTime') => ({
    id: fieldId(idPrefix, key),
    value: fields[key],
    problem: problem?.field === key ? problem.message : null,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ ...fields, [key]: event.target.value }),
  });
  return (
    <fieldset className="terms-group">
      <legend>When</legend>
      <LabelledInput label="First day" type="date" required {...text('firstDay')} />
      <LabelledInput label="Last day" type="date" hint="Blank: one day" min={fields.firstDay || undefined}
        {...text('lastDay')} />
      <LabelledInput label="Start time" type="time" hint="Hourly items" {...text('startTime')} />
      <LabelledInput label="End time" type="time" hint="Hourly items" {...text('endTime')} />
    </fieldset>
  );
}

function CountInputs<F extends TermsFields>({ idPrefix, fields, parameters, problem, onChange }: TermsInputsProps<F>) {
  const rulesId = fieldId(idPrefix, 'rules');
  return (
    <fieldset className="terms-group">
      <legend>Who and how</legend>
      {/* Hidden parameters are sent with their default and never shown; fixed ones are shown, read only. */}
      {shownParameters(parameters).map((parameter) => {
        const key: FieldKey = `count:${parameter.id}`;
        return (
          <LabelledInput key={parameter.id} id={fieldId(idPrefix, key)} label={parameter.label} type="number"
            inputMode="numeric" className="count-field" min={parameter.min} max={parameter.max} step={1}
            value={countText(fields, parameter)} problem={problem?.field === key ? problem.message : null}
            readOnly={parameter.locked} hint={parameter.locked ? 'Fixed for every item' : undefined}
            onChange={(event) => onChange({ ...fields, counts: { ...fields.counts, [parameter.id]: event.target.value } })} />
        );
      })}
      <div className="field">
        <label htmlFor={rulesId}>Rules</label>
        <select id={rulesId} value={fields.rules} aria-describedby={describedBy(rulesId, RULE_HINT, null)}
          onChange={(event) => onChange({ ...fields, rules: event.target.value as RuleMode })}>
          <option value="checked">Checked</option>
          <option value="soft">Soft: book despite date rules</option>
          <option value="off">Off: skip rule checks</option>
        </select>
        <span id={`${rulesId}-hint`} className="hint">{RULE_HINT}</span>
      </div>
      <LabelledInput id={fieldId(idPrefix, 'discountCode')} label="Discount code" value={fields.discountCode}
        autoComplete="off" problem={problem?.field === 'discountCode' ? problem.message : null}
        onChange={(event) => onChange({ ...fields, discountCode: event.target.value })} />
    </fieldset>
  );
}
