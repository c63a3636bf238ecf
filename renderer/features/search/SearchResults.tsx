// The search popup: a listbox of bookings (the combobox pattern) and a line saying what is still being looked up.
import { useIntl, type IntlShape } from 'react-intl';
import { isPositiveAmount } from '../../../shared/domain/money.js';
import { owedBy } from '../../../shared/domain/payment.js';
import { StatusBadge } from '../../ui/StatusBadge.js';
import { formatMoney } from '../../ui/format.js';
import { useAccountFormat, type AccountFormat } from '../../ui/account-format.js';
import type { SearchAnswer, SearchResult } from './use-search-results.js';

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

interface ResultsProps {
  listId: string;
  answer: SearchAnswer;
  activeIndex: number;
  onOpen: (code: string) => void;
}

function ResultLine({ result, format }: { result: SearchResult; format: AccountFormat }) {
  const intl = useIntl();
  const { locale, currency } = format;
  const { booking } = result;
  const owed = booking ? owedBy(booking) : '0.00';
  const due = isPositiveAmount(owed)
    ? intl.formatMessage({ id: 'search.due', defaultMessage: '{owed} due' }, { owed: formatMoney(owed, currency, locale) }) : null;
  return (
    <>
      <span className="search-code" translate="no">{result.code}</span>
      <span className="search-guest" translate="no">{result.guest}</span>
      {booking ? <StatusBadge status={booking.status} /> : null}
      <span className="search-detail">
        {booking ? (
          <>
            <span translate="no">{[booking.dates, booking.summary].filter(Boolean).join(' · ')}</span>
            {due ? ` · ${due}` : null}
          </>
        ) : intl.formatMessage({ id: 'search.customersBooking', defaultMessage: 'Booking of this customer' })}
      </span>
    </>
  );
}

function statusLine(answer: SearchAnswer, intl: IntlShape): string {
  if (answer.searching) {
    return answer.results.length ? intl.formatMessage({ id: 'search.askingForMore', defaultMessage: 'Asking the service for more…' })
      : intl.formatMessage({ id: 'search.searching', defaultMessage: 'Searching…' });
  }
  if (answer.problem) return answer.problem;
  if (answer.results.length === 0) {
    return intl.formatMessage({ id: 'search.noMatch', defaultMessage: 'No booking matches. Try a booking code, a whole e-mail address or a full name.' });
  }
  return intl.formatMessage({ id: 'search.found', defaultMessage: '{count, plural, one {# booking found.} other {# bookings found.}}' },
    { count: answer.results.length });
}

export function SearchResults({ listId, answer, activeIndex, onOpen }: ResultsProps) {
  const format = useAccountFormat();
  const intl = useIntl();
  return (
    <div className="search-popup">
      {answer.results.length > 0 ? (
        <ul role="listbox" id={listId} aria-label={intl.formatMessage({ id: 'search.results', defaultMessage: 'Bookings found' })}>
          {answer.results.map((result, index) => (
            <li
              key={result.code} id={optionId(listId, index)} role="option" aria-selected={index === activeIndex}
              className="search-option"
              // Keep focus in the input, so the click does not close the popup before it lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onOpen(result.code)}
            >
              <ResultLine result={result} format={format} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="search-status" role="status">{statusLine(answer, intl)}</p>
    </div>
  );
}
