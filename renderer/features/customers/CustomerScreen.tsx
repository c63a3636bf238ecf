// One customer: their record, their bookings, and a new booking for them. A customer id the service does not know
// says so and leads back to the search; offline, the record cannot be fetched but the bookings the desk holds can.
import { FormattedMessage, useIntl } from 'react-intl';
import type { Customer } from '../../../shared/contract/model/customer.js';
import type { DeskFailure } from '../../desk/desk-client.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { ErrorNotice, Loading } from '../../ui/QueryState.js';
import { customerBookingsQuery } from './customer-bookings-query.js';
import { CustomerBookings } from './CustomerBookings.js';
import { CustomerDetails } from './CustomerDetails.js';
import { customerName } from './CustomerTable.js';
import './customers.css';
import { NewBookingLink } from './NewBookingLink.js';

const BACK_TO_SEARCH = (
  <p className="customer-back"><a href="#/customers">← <FormattedMessage id="customer.back" defaultMessage="Find a customer" /></a></p>
);

/** "Customer 42": a customer whose name is not known here. */
const customerNumber = (id: number) => <FormattedMessage id="customer.numbered" defaultMessage="Customer {id}" values={{ id }} />;

function CustomerView({ customer, refetchError }: { customer: Customer; refetchError: DeskFailure | null }) {
  return (
    <article className="customer" aria-labelledby="customer-title">
      {BACK_TO_SEARCH}
      <header className="customer-header">
        <h1 id="customer-title">{customerName(customer.name)}</h1>
        <span className="muted customer-code" translate="no">{customer.code}</span>
        <NewBookingLink customer={customer} />
      </header>
      <ErrorNotice error={refetchError} />
      <div className="customer-layout">
        <CustomerDetails customer={customer} />
        <CustomerBookings customerId={customer.id} name={customer.name || null} />
      </div>
    </article>
  );
}

function CustomerOffline({ id, onRetry }: { id: number; onRetry: () => void }) {
  // The same query as the bookings panel below, so it is asked once; a held booking still knows the guest's name.
  const held = useDeskQuery('bookings.list', customerBookingsQuery(id));
  const name = held.data?.bookings.find((booking) => booking.customer.name)?.customer.name ?? null;
  return (
    <article className="customer" aria-labelledby="customer-title">
      {BACK_TO_SEARCH}
      <h1 id="customer-title">{name ? <span translate="no">{name}</span> : customerNumber(id)}</h1>
      <div className="notice notice-warn" role="alert">
        <p>
          <strong><FormattedMessage id="customer.offline" defaultMessage="This customer’s record needs the booking service, which cannot be reached right now." /></strong>{' '}
          <FormattedMessage id="customer.offline.meanwhile" defaultMessage="It shows here when the connection is back; below are the bookings this desk holds for them." />
        </p>
        <button type="button" className="btn" onClick={onRetry}><FormattedMessage id="customer.retry" defaultMessage="Retry" /></button>
      </div>
      <CustomerBookings customerId={id} name={name} />
    </article>
  );
}

function CustomerMissing({ id }: { id: number }) {
  return (
    <article className="customer" aria-labelledby="customer-title">
      <h1 id="customer-title"><FormattedMessage id="customer.missing.title" defaultMessage="There is no customer {id}" values={{ id }} /></h1>
      <p><FormattedMessage id="customer.missing.why" defaultMessage="The booking service has no customer with this number; the link may be old or mistyped." /></p>
      <p>
        <FormattedMessage id="customer.missing.search" defaultMessage="<link>Search for the customer</link> by e-mail address, name or phone number."
          values={{ link: (chunks) => <a href="#/customers">{chunks}</a> }} />
      </p>
    </article>
  );
}

export function CustomerScreen({ id }: { id: number }) {
  const intl = useIntl();
  const query = useDeskQuery('customers.get', { id });
  const retry = () => void query.refetch();
  // Data first: a failed refetch keeps what was shown, with the notice above it.
  if (query.data) return <CustomerView key={id} customer={query.data} refetchError={query.error} />;
  if (query.isPending) return <article className="customer"><Loading label={intl.formatMessage({ id: 'customer.loading', defaultMessage: 'Loading the customer…' })} /></article>;
  if (query.error.error.kind === 'not-found') return <CustomerMissing id={id} />;
  if (query.error.error.kind === 'offline') return <CustomerOffline id={id} onRetry={retry} />;
  return (
    <article className="customer" aria-labelledby="customer-title">
      {BACK_TO_SEARCH}
      <h1 id="customer-title">{customerNumber(id)}</h1>
      <ErrorNotice error={query.error} onRetry={retry} />
    </article>
  );
}
