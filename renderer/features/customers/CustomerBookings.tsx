// A customer's bookings (booking/index by customer_id, spec 4.4), latest stay first. Offline, the desk answers
// from its own copy and says how old it is; a customer with more than a page of bookings gets a pager.
import { keepPreviousData } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  if (pages <= 1) return null;
  return (
    <nav className="customer-bookings-pager" aria-label={intl.formatMessage({ id: 'customer.bookings.pages', defaultMessage: 'Pages of this customer’s bookings' })}>
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="customer.bookings.previous" defaultMessage="Previous" /></button>
      <span aria-live="polite">
        <FormattedMessage id="customer.bookings.page" defaultMessage="Page {page, number} of {pages, number}" values={{ page, pages }} />
      </span>
      <button type="button" className="btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="customer.bookings.next" defaultMessage="Next" /></button>
    </nav>
  );
}

export function CustomerBookings({ customerId, name }: { customerId: number; name: string | null }) {
  // Back from one of their bookings, the same page of them.
  const [page, setPage] = useVisitState(`customer.${customerId}.bookingsPage`, 1);
  const format = useAccountFormat();
  const intl = useIntl();
  const list = useDeskQuery('bookings.list', customerBookingsQuery(customerId, page), {
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  const bookings = data ? [...data.bookings].sort(latestStayFirst) : [];
  const caption = intl.formatMessage({
    id: 'customer.bookings.caption',
    defaultMessage: '{named, select, yes {{name}’s bookings} other {Their bookings}}, latest stay first. ↑ and ↓ move between bookings, Enter opens one.',
  }, { named: name ? 'yes' : 'no', name: name ?? '' });
  return (
    <section className="panel customer-bookings" aria-labelledby="customer-bookings-title" aria-busy={list.isFetching}>
      <div className="customer-bookings-head">
        <h2 id="customer-bookings-title"><FormattedMessage id="customer.bookings" defaultMessage="Bookings" /></h2>
        {data ? <span className="muted">{bookingCount(data.total, intl)}</span> : null}
      </div>
      <AnswerNotes source={data} what={BOOKINGS} />
      {list.isPending ? <Loading label={intl.formatMessage({ id: 'customer.bookings.loading', defaultMessage: 'Loading bookings…' })} /> : null}
      <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      {data && bookings.length === 0 ? (
        <Empty>
          <FormattedMessage id="customer.bookings.none"
            defaultMessage="{copy, select, yes {No bookings for this customer in this desk’s copy.} other {No bookings for this customer.}}"
            values={{ copy: data.asOf === null ? 'no' : 'yes' }} />
        </Empty>
      ) : null}
      {bookings.length > 0 ? <CustomerBookingsTable bookings={bookings} format={format} caption={caption} /> : null}
      {data ? <Pager page={page} pages={data.pages} onPage={setPage} /> : null}
    </section>
  );
}
