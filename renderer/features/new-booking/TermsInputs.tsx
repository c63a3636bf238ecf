// The inputs a rated query and a basket line's change share: days, times, one count per booking parameter, the
// rule override and a discount code. Each input is limited as the account's parameters allow.
import type { ChangeEvent } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
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

const SAID = words(defineMessages({
  firstDay: { id: 'newBooking.terms.firstDay', defaultMessage: 'First day' },
  lastDay: { id: 'newBooking.terms.lastDay', defaultMessage: 'Last day' },
  oneDay: { id: 'newBooking.terms.oneDay', defaultMessage: 'Blank: one day' },
  startTime: { id: 'newBooking.terms.startTime', defaultMessage: 'Start time' },
  endTime: { id: 'newBooking.terms.endTime', defaultMessage: 'End time' },
  hourly: { id: 'newBooking.terms.hourly', defaultMessage: 'Hourly items' },
  fixed: { id: 'newBooking.terms.fixed', defaultMessage: 'Fixed for every item' },
  discountCode: { id: 'newBooking.terms.discountCode', defaultMessage: 'Discount code' },
  rulesChecked: { id: 'newBooking.rules.checked', defaultMessage: 'Checked' },
  rulesSoft: { id: 'newBooking.rules.soft', defaultMessage: 'Soft: book despite date rules' },
  rulesOff: { id: 'newBooking.rules.off', defaultMessage: 'Off: skip rule checks' },
}));

export function TermsInputs<F extends TermsFields>(props: TermsInputsProps<F>) {
  return (
    <>
      <PeriodInputs {...props} />
      <CountInputs {...props} />
    </>
  );
}

function PeriodInputs<F extends TermsFields>({ idPrefix, fields, problem, onChange }: TermsInputsProps<F>) {
  const intl = useIntl();
  const say = (what: keyof typeof SAID) => intl.formatMessage(SAID[what]);
  const text = (key: 'firstDay' | 'lastDay' | 'startTime' | 'endTime') => ({
    id: fieldId(idPrefix, key),
    value: fields[key],
    problem: problem?.field === key ? problem.message : null,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ ...fields, [key]: event.target.value }),
  });
  return (
    <fieldset className="terms-group">
      <legend><FormattedMessage id="newBooking.terms.when" defaultMessage="When" /></legend>
      <LabelledInput label={say('firstDay')} type="date" required {...text('firstDay')} />
      <LabelledInput label={say('lastDay')} type="date" hint={say('oneDay')} min={fields.firstDay || undefined}
        {...text('lastDay')} />
      <LabelledInput label={say('startTime')} type="time" hint={say('hourly')} {...text('startTime')} />
      <LabelledInput label={say('endTime')} type="time" hint={say('hourly')} {...text('endTime')} />
    </fieldset>
  );
}

function CountInputs<F extends TermsFields>({ idPrefix, fields, parameters, problem, onChange }: TermsInputsProps<F>) {
  const intl = useIntl();
  const say = (what: keyof typeof SAID) => intl.formatMessage(SAID[what]);
  const rulesId = fieldId(idPrefix, 'rules');
  return (
    <fieldset className="terms-group">
      <legend><FormattedMessage id="newBooking.terms.who" defaultMessage="Who and how" /></legend>
      {/* Hidden parameters are sent with their default and never shown; fixed ones are shown, read only. */}
      {shownParameters(parameters).map((parameter) => {
        const key: FieldKey = `count:${parameter.id}`;
        return (
          <LabelledInput key={parameter.id} id={fieldId(idPrefix, key)} label={<span translate="no">{parameter.label}</span>} type="number"
            inputMode="numeric" className="count-field" min={parameter.min} max={parameter.max} step={1}
            value={countText(fields, parameter)} problem={problem?.field === key ? problem.message : null}
            readOnly={parameter.locked} hint={parameter.locked ? say('fixed') : undefined}
            onChange={(event) => onChange({ ...fields, counts: { ...fields.counts, [parameter.id]: event.target.value } })} />
        );
      })}
      <div className="field">
        <label htmlFor={rulesId}><FormattedMessage id="newBooking.rules.label" defaultMessage="Rules" /></label>
        <select id={rulesId} value={fields.rules} aria-describedby={describedBy(rulesId, true, null)}
          onChange={(event) => onChange({ ...fields, rules: event.target.value as RuleMode })}>
          <option value="checked">{say('rulesChecked')}</option>
          <option value="soft">{say('rulesSoft')}</option>
          <option value="off">{say('rulesOff')}</option>
        </select>
        <span id={`${rulesId}-hint`} className="hint">
          <FormattedMessage id="newBooking.rules.hint" defaultMessage="Staff override: soft books despite date rules (length, start day); off skips rule checks." />
        </span>
      </div>
      <LabelledInput id={fieldId(idPrefix, 'discountCode')} label={say('discountCode')} value={fields.discountCode}
        autoComplete="off" problem={problem?.field === 'discountCode' ? problem.message : null}
        onChange={(event) => onChange({ ...fields, discountCode: event.target.value })} />
    </fieldset>
  );
}
