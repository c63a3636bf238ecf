// Customers: find a customer by e-mail address, full name or phone number (the service's exact-match search,
// spec 4.3), or by part of a name in the desk's copy of bookings, and open their page. The search lives in the address, so Back and Forward step through searches.
import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Customer } from '../../../shared/contract/model/customer.js';
import { navigate } from '../../navigation/router.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { CustomerResults, type SearchAnswer } from './CustomerResults.js';
import { CustomerSearchForm } from './CustomerSearchForm.js';
import { DeskCopyGuests } from './DeskCopyGuests.js';
import './customers.css';
import { customerSearchPath, readCustomerSearch, type AskedSearch } from './search-address.js';
import { customerSearchInput } from './search-kind.js';
import { useSearchDraft } from './use-search-draft.js';

/** Several customers can share a name: a steady order (by name, then oldest record first) keeps rows in place. */
const byNameThenId = (a: Customer, b: Customer) => a.name.localeCompare(b.name) || a.id - b.id;

function useCustomerSearch(asked: AskedSearch): SearchAnswer {
  const input = customerSearchInput(asked.kind, asked.text);
  const query = useDeskQuery('customers.search', input ?? {}, { enabled: input !== null });
  return {
    customers: query.data ? [...query.data.customers].sort(byNameThenId) : undefined,
    skipped: query.data?.skipped ?? 0,
    error: query.error,
    isFetching: query.isFetching,
    retry: () => void query.refetch(),
  };
}

export function CustomersScreen({ query }: { query: URLSearchParams }) {
  const asked = readCustomerSearch(query);
  const draft = useSearchDraft(asked);
  const answer = useCustomerSearch(asked);
  const box = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);
  // The same search again (after an outage, say) asks the service again; the address would not change.
  const search = (path: string) => {
    if (path === customerSearchPath(asked.text, asked.chosen)) answer.retry();
    else navigate(path);
  };
  const toFirstResult = () => results.current?.querySelector<HTMLElement>('a.customer-link')?.focus();
  return (
    <section className="customers" aria-labelledby="customers-title">
      <h1 id="customers-title"><FormattedMessage id="customers.title" defaultMessage="Customers" /></h1>
      <CustomerSearchForm draft={draft} inputRef={box} onSearch={search} onDownFromBox={toFirstResult} />
      <div ref={results}>
        <CustomerResults asked={asked} answer={answer} onAboveFirst={() => box.current?.focus()} />
        {asked.kind === 'name' ? <DeskCopyGuests text={asked.text} /> : null}
      </div>
    </section>
  );
}
