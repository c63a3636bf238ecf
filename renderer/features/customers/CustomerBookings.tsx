// A customer's bookings (booking/index by customer_id, spec 4.4), latest stay first. Offline, the desk answers
// from its own copy and says how old it is; a customer with more than a page of bookings gets a pager.
import { keepPreviousData } from '@tanstack/react-query';
import { useDeskQuery } from '../../desk/hooks.js';
import { useAccountFormat } from '../../ui/account-format.js';
import { Empty, ErrorNotice, Loading } from '../../ui/QueryState.js';
import { useVisitState } from '../../ui/visit-state.js';
import { AnswerNotes } from '../offline/AnswerNotes.js';
import { BOOKINGS } from '../offline/record-names.js';
import { latestStayFirst } from './booking-order.js';
import { CustomerBookingsTable } from './CustomerBookingsTable.js';
import { customerBookingsQuery } from './customer-bookings-query.js';
import { bookingCount } from './customer-text.js';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

function Pager({ page, pages, onPage }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className="customer-bookings-pager" aria-label="Pages of this customer’s bookings">
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</button>
      <span aria-live="polite">Page {page} of {pages}</span>
      <button type="button" className="btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>Next</button>
    </nav>
  );
}

export function CustomerBookings({ customerId, name }: { customerId: number; name: string | null }) {
  // Back from one of their bookings, the same page of them.
  const [page, setPage] = useVisitState(`customer.${customerId}.bookingsPage`, 1);
  const format = useAccountFormat();
  const list = useDeskQuery('bookings.list', customerBookingsQuery(customerId, page), {
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  const bookings = data ? [...data.bookings].sort(latestStayFirst) : [];
  const whose = name ? `${name}’s bookings` : 'Their bookings';
  return (
    <section className="panel customer-bookings" aria-labelledby="customer-bookings-title" aria-busy={list.isFetching}>
      <div className="customer-bookings-head">
        <h2 id="customer-bookings-title">Bookings</h2>
        {data ? <span className="muted">{bookingCount(data.total, format.locale)}, latest stay first</span> : null}
      </div>
      <AnswerNotes source={data} what={BOOKINGS} />
      {list.isPending ? <Loading label="Loading bookings…" /> : null}
      <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      {data && bookings.length === 0 ? <Empty>No bookings for this customer{data.asOf === null ? '' : ' in this desk’s copy'}.</Empty> : null}
      {bookings.length > 0 ? (
        <CustomerBookingsTable bookings={bookings} format={format}
          caption={`${whose}, latest stay first. ↑ and ↓ move between bookings, Enter opens one.`} />
      ) : null}
      {data ? <Pager page={page} pages={data.pages} onPage={setPage} /> : null}
    </section>
  );
}
