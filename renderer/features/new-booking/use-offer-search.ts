// The search as typed, read and sent: a field that cannot be read is marked and focused, and the offers of the
// search before go (they are not for what the form now says); the same search again asks the service again (what
// is free changes by the minute).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { BookingParameter, RateSearch } from '../../../shared/contract/model/rates.js';
import { useDeskQuery } from '../../desk/hooks.js';
import type { DraftUpdate, NewBookingDraft } from './draft-store.js';
import { focusField } from './LabelledInput.js';
import { blankSearch, readSearch, type FieldProblem, type SearchFields } from './search-fields.js';
import { fieldId } from './TermsInputs.js';

// Never sent: the query is disabled until a search is made.
const NO_SEARCH: RateSearch = { startDay: 20000101 };

export function useOfferSearch(draft: NewBookingDraft, update: DraftUpdate, parameters: readonly BookingParameter[], today: number | null) {
  const intl = useIntl();
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const fields = draft.search ?? blankSearch(today, parameters);
  const results = useDeskQuery('rates.find', draft.submitted ?? NO_SEARCH, {
    enabled: draft.submitted !== null, placeholderData: (previous) => previous,
  });
  /** The search the fields say, or null when one cannot be read: then it is marked and the last offers go. */
  const read = (wanted: SearchFields = fields): RateSearch | null => {
    const reading = readSearch(wanted, parameters, intl);
    if (reading.ok) {
      setProblem(null);
      return reading.value;
    }
    setProblem(reading.problem);
    update((current) => ({ ...current, search: wanted, submitted: null, selected: [] }));
    focusField(fieldId('search', reading.problem.field));
    return null;
  };
  const submit = (value: RateSearch, wanted: SearchFields = fields) => {
    if (JSON.stringify(value) === JSON.stringify(draft.submitted)) void results.refetch();
    else update((current) => ({ ...current, search: wanted, submitted: value }));
  };
  return {
    fields, problem, results, read, submit,
    edit: (changed: SearchFields) => update((current) => ({ ...current, search: changed })),
  };
}
