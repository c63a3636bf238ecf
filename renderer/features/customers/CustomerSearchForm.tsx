// One box for an e-mail address, a full name or a phone number; the field is guessed from what is typed and a
// segmented choice overrides the guess. Enter searches; ↓ goes to the results.
import type { FormEvent, KeyboardEvent, RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { customerSearchPath } from './search-address.js';
import { SEARCH_KINDS } from './search-kind.js';
import { KIND_LABELS, MATCH_HINTS } from './search-text.js';
import type { SearchDraft } from './use-search-draft.js';

interface CustomerSearchFormProps {
  draft: SearchDraft;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Called with the route of the search asked for. */
  onSearch: (path: string) => void;
  onDownFromBox: () => void;
}

function KindChoice({ draft }: { draft: SearchDraft }) {
  const intl = useIntl();
  return (
    <fieldset className="kind-choice">
      <legend><FormattedMessage id="customers.searchBy" defaultMessage="Search by" /></legend>
      <div className="kind-options">
        {SEARCH_KINDS.map((kind) => (
          <label key={kind} className="kind-option">
            <input type="radio" name="customer-search-kind" value={kind} checked={draft.kind === kind}
              onChange={() => draft.choose(kind)} />
            <span>{intl.formatMessage(KIND_LABELS[kind])}</span>
          </label>
        ))}
      </div>
      <span className="hint kind-source">{draft.guessed && draft.text.trim()
        ? intl.formatMessage({ id: 'customers.kind.guessed', defaultMessage: 'guessed from what you typed' }) : ''}</span>
    </fieldset>
  );
}

export function CustomerSearchForm({ draft, inputRef, onSearch, onDownFromBox }: CustomerSearchFormProps) {
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.text.trim()) onSearch(customerSearchPath(draft.text, draft.guessed ? null : draft.kind));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown' || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    onDownFromBox();
  };
  return (
    <form className="customer-search" role="search" aria-label={intl.formatMessage({ id: 'customers.search', defaultMessage: 'Customer search' })} onSubmit={submit}>
      <div className="field customer-search-field">
        <label htmlFor="customer-search">
          <FormattedMessage id="customers.search.label" defaultMessage="E-mail address, full name or phone number" />
        </label>
        <div className="customer-search-row">
          <input id="customer-search" ref={inputRef} type="search" value={draft.text} autoFocus autoComplete="off"
            spellCheck={false} aria-describedby="customer-search-hint" onKeyDown={onKeyDown}
            onChange={(event) => draft.type(event.target.value)} />
          <button type="submit" className="btn btn-primary"><FormattedMessage id="customers.search.go" defaultMessage="Search" /></button>
        </div>
        <span id="customer-search-hint" className="hint">
          <FormattedMessage id="customers.search.exact" defaultMessage="The booking service finds exact matches only. {hint}"
            values={{ hint: intl.formatMessage(MATCH_HINTS[draft.kind]) }} />
        </span>
      </div>
      <KindChoice draft={draft} />
    </form>
  );
}
