// Changing a basket line (spec 4.5 rule 3): the line's item is rated again with new terms — more adults, other
// days — and the new SLIP takes the line's place. Starts from the terms of the current search.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BookingParameter, RateTerms } from '../../../shared/contract/model/rates.js';
import { submitOnEnter } from './enter-submits.js';
import { focusField } from './LabelledInput.js';
import { readTerms, type FieldProblem, type TermsFields } from './search-fields.js';
import { TermsInputs, fieldId } from './TermsInputs.js';

interface ChangeLineFormProps {
  lineId: string;
  lineName: string;
  fields: TermsFields;
  parameters: readonly BookingParameter[];
  busy: boolean;
  onChange: (fields: TermsFields) => void;
  onReplace: (terms: RateTerms) => void;
  onCancel: () => void;
}

export function ChangeLineForm({ lineId, lineName, fields, parameters, busy, onChange, onReplace, onCancel }: ChangeLineFormProps) {
  const intl = useIntl();
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const idPrefix = `change-${lineId.replace('.', '-')}`;
  const replace = () => {
    const terms = readTerms(fields, parameters, intl);
    if (!terms.ok) {
      setProblem(terms.problem);
      focusField(fieldId(idPrefix, terms.problem.field));
      return;
    }
    setProblem(null);
    onReplace(terms.value);
  };
  return (
    <form className="change-line" aria-label={intl.formatMessage({ id: 'newBooking.change.label', defaultMessage: 'Change {item}' }, { item: lineName })} noValidate onKeyDown={(event) => {
      if (event.key === 'Escape') onCancel();
      else submitOnEnter(event);
    }} onSubmit={(event) => { event.preventDefault(); replace(); }}>
      <p className="hint"><FormattedMessage id="newBooking.change.hint" defaultMessage="Rates {item} again with these terms and puts the new price in place of this line."
        values={{ item: <span translate="no">{lineName}</span> }} /></p>
      <TermsInputs idPrefix={idPrefix} fields={fields} parameters={parameters} problem={problem} onChange={onChange} />
      <div className="row-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}><FormattedMessage id="newBooking.change.replace" defaultMessage="Replace line" /></button>
        <button type="button" className="btn" onClick={onCancel}><FormattedMessage id="newBooking.change.cancel" defaultMessage="Cancel" /></button>
      </div>
    </form>
  );
}
