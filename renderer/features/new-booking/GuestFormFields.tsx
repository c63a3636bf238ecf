// The booking form's fields in their sections: single fields, the customer's address block as one group, and the booking
// policy (the service's HTML, sanitised) with its agreement.
import { FormattedMessage, useIntl } from 'react-intl';
import type { BookingForm, FormField, FormValues } from '../../../shared/contract/model/booking-form.js';
import { SafeHtml } from '../../ui/SafeHtml.js';
import type { FieldProblems } from './guest-form-check.js';
import { formSections } from './guest-form-layout.js';
import { GuestField } from './GuestField.js';

interface GuestFormFieldsProps {
  form: BookingForm;
  values: FormValues;
  problems: FieldProblems;
  onChange: (name: string, value: string | boolean) => void;
}

const POLICY_CSS = ':host { font: 0.9rem/1.45 system-ui, sans-serif; color: inherit; max-height: 12em; } p { margin: 0 0 0.5em; }';

export function GuestFormFields({ form, values, problems, onChange }: GuestFormFieldsProps) {
  const intl = useIntl();
  const field = (definition: FormField) => (
    <GuestField key={definition.name} field={definition} value={values[definition.name]}
      problem={problems[definition.name]} onChange={(value) => onChange(definition.name, value)} />
  );
  return (
    <>
      {formSections(form).map((section) => {
        if (section.kind === 'field') return field(section.field);
        if (section.kind === 'address') {
          return (
            <fieldset key="address" className="guest-address">
              <legend>
                <FormattedMessage id="newBooking.guest.address" defaultMessage="{phone, select, yes {Phone and address} other {Address}}"
                  values={{ phone: section.withPhone ? 'yes' : 'no' }} />
              </legend>
              {section.fields.map((part) => field(part))}
            </fieldset>
          );
        }
        return (
          <fieldset key="policy" className="guest-policy">
            <legend><FormattedMessage id="newBooking.guest.policy" defaultMessage="Booking policy" /></legend>
            {form.policyHtml ? (
              <SafeHtml html={form.policyHtml} css={POLICY_CSS} className="policy-text"
                label={intl.formatMessage({ id: 'newBooking.guest.policyText', defaultMessage: 'Booking policy text' })} />
            ) : null}
            {section.fields.map((part) => field(part))}
          </fieldset>
        );
      })}
    </>
  );
}
