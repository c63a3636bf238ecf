// One box for an e-mail address, a full name or a phone number; the field is guessed from what is typed and a
// segmented choice overrides the guess. Enter searches; ↓ goes to the results.
import type { FormEvent, KeyboardEvent, RefObject } from 'react';
import { customerSearchPath } from './search-address.js';
import { KIND_LABELS, SEARCH_KINDS } from './search-kind.js';
import { MATCH_HINTS } from './search-text.js';
import type { SearchDraft } from './use-search-draft.js';

interface CustomerSearchFormProps {
  draft: SearchDraft;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Called with the route of the search asked for. */
  onSearch: (path: string) => void;
  onDownFromBox: () => void;
}

function KindChoice({ draft }: { draft: SearchDraft }) {
  return (
    <fieldset className="kind-choice">
      <legend>Search by</legend>
      <div className="kind-options">
        {SEARCH_KINDS.map((kind) => (
          <label key={kind} className="kind-option">
            <input type="radio" name="customer-search-kind" value={kind} checked={draft.kind === kind}
              onChange={() => draft.choose(kind)} />
            <span>{KIND_LABELS[kind]}</span>
          </label>
        ))}
      </div>
      <span className="hint kind-source">{draft.guessed && draft.text.trim() ? 'guessed from what you typed' : ''}</span>
    </fieldset>
  );
}

export function CustomerSearchForm({ draft, inputRef, onSearch, onDownFromBox }: CustomerSearchFormProps) {
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
    <form className="customer-search" role="search" aria-label="Customer search" onSubmit={submit}>
      <div className="field customer-search-field">
        <label htmlFor="customer-search">E-mail address, full name or phone number</label>
        <div className="customer-search-row">
          <input id="customer-search" ref={inputRef} type="search" value={draft.text} autoFocus autoComplete="off"
            spellCheck={false} aria-describedby="customer-search-hint" onKeyDown={onKeyDown}
            onChange={(event) => draft.type(event.target.value)} />
          <button type="submit" className="btn btn-primary">Search</button>
        </div>
        <span id="customer-search-hint" className="hint">
          The booking service finds exact matches only. {MATCH_HINTS[draft.kind]}
        </span>
      </div>
      <KindChoice draft={draft} />
    </form>
  );
}
