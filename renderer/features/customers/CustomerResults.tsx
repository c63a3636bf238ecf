// Under the search box: nothing yet, searching, the customers found, no match (and what to try), or offline.
import { FormattedMessage, useIntl } from 'react-intl';
import type { Customer } from '../../../shared/contract/model/customer.js';
import type { DeskFailure } from '../../desk/desk-client.js';
import { Empty, ErrorNotice, Loading } from '../../ui/QueryState.js';
import { AnswerNotes } from '../offline/AnswerNotes.js';
import { CUSTOMERS } from '../offline/record-names.js';
import { CustomerTable } from './CustomerTable.js';
import type { AskedSearch } from './search-address.js';
import { noMatchAdvice, noMatchText, resultsText } from './search-text.js';
import { SearchOffline } from './SearchOffline.js';

export interface SearchAnswer {
  customers: Customer[] | undefined;
  /** Matches the service sent that could not be read. */
  skipped: number;
  error: DeskFailure | null;
  isFetching: boolean;
  retry: () => void;
}

interface CustomerResultsProps {
  asked: AskedSearch;
  answer: SearchAnswer;
  onAboveFirst: () => void;
}

function NoMatch({ asked }: { asked: AskedSearch }) {
  const intl = useIntl();
  return (
    <div className="no-match">
      <p className="no-match-title">{noMatchText(asked.kind, asked.text, intl)}</p>
      <p className="muted">{noMatchAdvice(asked.kind, intl)}</p>
    </div>
  );
}

function Answer({ asked, answer, onAboveFirst }: CustomerResultsProps) {
  const intl = useIntl();
  const { customers, error } = answer;
  if (error?.error.kind === 'offline') return <SearchOffline kind={asked.kind} text={asked.text} onRetry={answer.retry} />;
  if (error) return <ErrorNotice error={error} onRetry={answer.retry} />;
  if (!customers) return <Loading label={intl.formatMessage({ id: 'customers.searching', defaultMessage: 'Searching customers…' })} />;
  if (customers.length === 0) return <NoMatch asked={asked} />;
  const caption = intl.formatMessage({ id: 'customers.results.caption', defaultMessage: '{results}. ↑ and ↓ move between them, Enter opens one.' },
    { results: resultsText(customers.length, asked.kind, asked.text, intl) });
  return <CustomerTable customers={customers} caption={caption} onAboveFirst={onAboveFirst} />;
}

export function CustomerResults(props: CustomerResultsProps) {
  const { asked, answer } = props;
  const intl = useIntl();
  if (!asked.text) {
    return (
      <Empty>
        <FormattedMessage id="customers.empty" defaultMessage="Type a customer’s e-mail address, full name or phone number, then press Enter." />
      </Empty>
    );
  }
  const count = answer.customers && !answer.error ? answer.customers.length : null;
  return (
    <section className="customer-results" aria-labelledby="customer-results-title" aria-busy={answer.isFetching}>
      <h2 id="customer-results-title"><FormattedMessage id="customers.results.title" defaultMessage="Results" /></h2>
      {/* Always present and polite, so a screen reader hears how many were found without the focus moving. */}
      <p className="muted results-count" role="status" aria-live="polite">
        {count === null ? '' : resultsText(count, asked.kind, asked.text, intl)}
      </p>
      {answer.error ? null : <AnswerNotes source={{ skipped: answer.skipped }} what={CUSTOMERS} />}
      <Answer {...props} />
    </section>
  );
}
