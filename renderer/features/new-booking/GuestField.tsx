// One field of the booking form as the service defines it: text, text area, select, box or day; required ones marked
// for the eye and for assistive technology, and its problem read with it.
import { FormattedMessage, useIntl } from 'react-intl';
import type { FormField, FormValues } from '../../../shared/contract/model/booking-form.js';
import { optionCodeFor } from './customer-prefill.js';
import { guestFieldId } from './guest-form-layout.js';
import { FieldProblemText, describedBy } from './LabelledInput.js';

interface GuestFieldProps {
  field: FormField;
  value: FormValues[string] | undefined;
  problem: string | undefined;
  onChange: (value: string | boolean) => void;
}

function RequiredMark({ required }: { required: boolean }) {
  return required ? <span className="required-mark" aria-hidden="true"><FormattedMessage id="newBooking.guest.required" defaultMessage="required" /></span> : null;
}

function CheckboxField({ field, value, problem, onChange }: GuestFieldProps) {
  const id = guestFieldId(field.name);
  return (
    <div className="field guest-check">
      <label className="check" htmlFor={id}>
        <input id={id} type="checkbox" checked={value === true} aria-required={field.required || undefined}
          aria-invalid={problem ? true : undefined} aria-describedby={describedBy(id, null, problem)}
          onChange={(event) => onChange(event.target.checked)} />
        <span translate="no">{field.label}</span> <RequiredMark required={field.required} />
      </label>
      <FieldProblemText id={id} problem={problem} />
    </div>
  );
}

function Control({ field, value, problem, onChange }: GuestFieldProps) {
  const intl = useIntl();
  const text = typeof value === 'string' ? value : '';
  const common = {
    id: guestFieldId(field.name),
    'aria-required': field.required || undefined,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy(guestFieldId(field.name), null, problem),
  };
  if (field.type === 'textarea') {
    return <textarea {...common} rows={3} maxLength={3000} value={text} onChange={(event) => onChange(event.target.value)} />;
  }
  if (field.type === 'select') {
    return (
      <select {...common} value={optionCodeFor(field, text)} onChange={(event) => onChange(event.target.value)}>
        <option value="">{intl.formatMessage({ id: 'newBooking.guest.choose', defaultMessage: 'Choose…' })}</option>
        {field.options.map((option) => <option key={option.code} value={option.code} translate="no">{option.label}</option>)}
      </select>
    );
  }
  if (field.type === 'date') {
    // The browser's own day picker; it gives YYYY-MM-DD, the form booking/create takes.
    return <input {...common} type="date" value={text} onChange={(event) => onChange(event.target.value)} />;
  }
  return (
    <input {...common} type={field.mask === 'email' ? 'email' : 'text'} maxLength={255} autoComplete="off"
      value={text} onChange={(event) => onChange(event.target.value)} />
  );
}

export function GuestField(props: GuestFieldProps) {
  const { field, problem } = props;
  if (field.type === 'checkbox') return <CheckboxField {...props} />;
  const id = guestFieldId(field.name);
  return (
    <div className={`field guest-field guest-${field.type}`}>
      <label htmlFor={id}><span translate="no">{field.label}</span> <RequiredMark required={field.required} /></label>
      <Control {...props} />
      <FieldProblemText id={id} problem={problem} />
    </div>
  );
}
