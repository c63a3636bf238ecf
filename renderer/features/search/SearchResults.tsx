// The search popup: a listbox of bookings (the combobox pattern) and a line saying what is still being looked up.
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
  const { locale, currency } = format;
  const { booking } = result;
  const owed = booking ? owedBy(booking) : '0.00';
  const due = isPositiveAmount(owed) ? `${formatMoney(owed, currency, locale)} due` : null;
  return (
    <>
      <span className="search-code">{result.code}</span>
      <span className="search-guest">{result.guest}</span>
      {booking ? <StatusBadge status={booking.status} /> : null}
      <span className="search-detail">
        {booking ? [booking.dates, booking.summary, due].filter(Boolean).join(' · ') : 'Booking of this customer'}
      </span>
    </>
  );
}

function statusLine(answer: SearchAnswer): string {
  if (answer.searching) return answer.results.length ? 'Asking the service for more…' : 'Searching…';
  if (answer.problem) return answer.problem;
  if (answer.results.length === 0) return 'No booking matches. Try a booking code, a whole e-mail address or a full name.';
  return `${answer.results.length} ${answer.results.length === 1 ? 'booking' : 'bookings'} found.`;
}

export function SearchResults({ listId, answer, activeIndex, onOpen }: ResultsProps) {
  const format = useAccountFormat();
  return (
    <div className="search-popup">
      {answer.results.length > 0 ? (
        <ul role="listbox" id={listId} aria-label="Bookings found">
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
      <p className="search-status" role="status">{statusLine(answer)}</p>
    </div>
  );
}
