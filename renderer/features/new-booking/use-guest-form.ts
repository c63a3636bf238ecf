// The guest form's checking and sending: problems found here or named by the service are marked on their fields
// and the first one takes the focus; a marked field is checked again as it is corrected.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { BookingForm, FormValues } from '../../../shared/contract/model/booking-form.js';
import type { CreateMutation } from './use-create-booking.js';
import { fieldProblem, firstProblemField, formProblems, serviceProblems, valuesToSend, type FieldProblems } from './guest-form-check.js';
import { guestFieldId } from './guest-form-layout.js';
import { focusField } from './LabelledInput.js';
import { errorText } from '../../desk/error-text.js';

interface GuestFormInput {
  form: BookingForm | undefined;
  values: FormValues;
  asCustomer: boolean;
  creating: CreateMutation;
  onValues: (change: (values: FormValues) => FormValues) => void;
}

function focusFirst(form: BookingForm, problems: FieldProblems): void {
  const first = firstProblemField(form, problems);
  if (first) focusField(guestFieldId(first));
}

export function useGuestForm({ form, values, asCustomer, creating, onValues }: GuestFormInput) {
  const intl = useIntl();
  const [problems, setProblems] = useState<FieldProblems>({});
  const setValue = (name: string, value: string | boolean) => {
    onValues((current) => ({ ...current, [name]: value }));
    const field = form?.fields.find((candidate) => candidate.name === name);
    if (!field || problems[name] === undefined) return;
    setProblems(({ [name]: _corrected, ...rest }) => {
      const still = fieldProblem(field, value, intl);
      return still ? { ...rest, [name]: still } : rest;
    });
  };
  const create = () => {
    if (!form || creating.isPending) return;
    const found = formProblems(form, values, intl);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirst(form, found);
    creating.mutate({ values: valuesToSend(form, values), asCustomer }, {
      onError: (failure) => {
        const marked = serviceProblems(form, failure.error.fields ?? [], errorText(intl, failure.error).text);
        setProblems(marked);
        focusFirst(form, marked);
      },
    });
  };
  return { problems, setValue, create };
}
