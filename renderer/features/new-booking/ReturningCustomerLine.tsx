// "Booking for Ann Lee (returning customer)" over the screen opened from a customer (#/new?customer=42), whose
// record fills the guest's details.
import { FormattedMessage } from 'react-intl';
import type { DraftUpdate, NewBookingDraft } from './draft-store.js';
import { useReturningCustomer } from './use-returning-customer.js';
import { ErrorWords } from '../../ui/InlineError.js';

export function ReturningCustomerLine({ customerId, draft, update }: { customerId: number | null; draft: NewBookingDraft; update: DraftUpdate }) {
  const query = useReturningCustomer(customerId, draft, update);
  if (!query) return null;
  if (query.data) {
    return (
      <p className="returning-line">
        <FormattedMessage id="newBooking.returning.for" defaultMessage="Booking for <strong>{name}</strong> (returning customer)"
          values={{ name: <span translate="no">{query.data.name}</span>, strong: (said) => <strong>{said}</strong> }} />
      </p>
    );
  }
  if (query.error) {
    return (
      <p className="inline-error">
        <FormattedMessage id="newBooking.returning.failed" defaultMessage="Customer no. {id} could not be loaded: {reason}"
          values={{ id: customerId, reason: <ErrorWords error={query.error.error} /> }} />
      </p>
    );
  }
  return <p className="muted"><FormattedMessage id="newBooking.returning.loading" defaultMessage="Loading customer no. {id}…" values={{ id: customerId }} /></p>;
}
