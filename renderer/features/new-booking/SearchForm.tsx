// "Find what is free": the period, who is coming, and the filters of a rated query (spec 4.2). Enter in any field
// searches; a field that cannot be read is marked and takes the focus.
import { useEffect } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import { useAppKey } from '../../navigation/use-app-key.js';
import type { Category } from '../../../shared/contract/model/catalogue.js';
import type { BookingParameter } from '../../../shared/contract/model/rates.js';
import { submitOnEnter } from './enter-submits.js';
import { LabelledInput } from './LabelledInput.js';
import type { FieldProblem, SearchFields } from './search-fields.js';
import { TermsInputs, fieldId } from './TermsInputs.js';

export const FIRST_DAY_ID = fieldId('search', 'firstDay');

interface SearchFormProps {
  fields: SearchFields;
  parameters: readonly BookingParameter[];
  categories: readonly Category[];
  problem: FieldProblem | null;
  searching: boolean;
  onChange: (fields: SearchFields) => void;
  onSearch: () => void;
}

/** Alt+7 opens the screen (App) and, once here, puts the focus in the first day, ready to type. */
function useFirstDayFocus(): void {
  useEffect(() => document.getElementById(FIRST_DAY_ID)?.focus(), []);
  useAppKey((event) => {
    if (event.altKey && event.key === '7') document.getElementById(FIRST_DAY_ID)?.focus();
  });
}

const SAID = words(defineMessages({
  keyword: { id: 'newBooking.search.keyword', defaultMessage: 'Name contains' },
  minAvailable: { id: 'newBooking.search.minAvailable', defaultMessage: 'At least this many left' },
}));

function FilterInputs({ fields, categories, problem, onChange }: SearchFormProps) {
  const intl = useIntl();
  const categoryId = fieldId('search', 'categoryId');
  return (
    <fieldset className="terms-group">
      <legend><FormattedMessage id="newBooking.search.which" defaultMessage="Which items" /></legend>
      <div className="field">
        <label htmlFor={categoryId}><FormattedMessage id="newBooking.search.category" defaultMessage="Category" /></label>
        <select id={categoryId} value={fields.categoryId} onChange={(event) => onChange({ ...fields, categoryId: event.target.value })}>
          <option value="">{intl.formatMessage({ id: 'newBooking.search.allCategories', defaultMessage: 'All categories' })}</option>
          {categories.map((category) => <option key={category.id} value={String(category.id)} translate="no">{category.name}</option>)}
        </select>
      </div>
      <LabelledInput id={fieldId('search', 'keyword')} label={intl.formatMessage(SAID.keyword)} type="search" value={fields.keyword}
        autoComplete="off" onChange={(event) => onChange({ ...fields, keyword: event.target.value })} />
      <LabelledInput id={fieldId('search', 'minAvailable')} label={intl.formatMessage(SAID.minAvailable)} type="number" min={1}
        step={1} inputMode="numeric" value={fields.minAvailable}
        problem={problem?.field === 'minAvailable' ? problem.message : null}
        onChange={(event) => onChange({ ...fields, minAvailable: event.target.value })} />
    </fieldset>
  );
}

export function SearchForm(props: SearchFormProps) {
  const { fields, parameters, problem, searching, onChange, onSearch } = props;
  useFirstDayFocus();
  return (
    <section className="panel search-panel" aria-labelledby="find-title">
      <h2 id="find-title"><FormattedMessage id="newBooking.search.title" defaultMessage="Find what is free" /></h2>
      <form className="search-form" noValidate onKeyDown={submitOnEnter}
        onSubmit={(event) => { event.preventDefault(); onSearch(); }}>
        <TermsInputs idPrefix="search" fields={fields} parameters={parameters} problem={problem} onChange={onChange} />
        <FilterInputs {...props} />
        <div className="row-actions search-actions">
          <button type="submit" className="btn btn-primary" aria-busy={searching}>
            {searching ? <FormattedMessage id="newBooking.search.searching" defaultMessage="Searching…" /> : (
              <><FormattedMessage id="newBooking.search.submit" defaultMessage="Search" /> <kbd aria-hidden="true" translate="no">Enter</kbd></>
            )}
          </button>
        </div>
      </form>
    </section>
  );
}
