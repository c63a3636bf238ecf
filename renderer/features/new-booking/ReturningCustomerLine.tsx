// "Booking for Ann Lee (returning customer)" over the screen opened from a customer (#/new?customer=42), whose
// record fills the guest's details.
import type { DraftUpdate, NewBookingDraft } from './draft-store.js';
import { useReturningCustomer } from './use-returning-customer.js';

export function ReturningCustomerLine({ customerId, draft, update }: { customerId: number | null; draft: NewBookingDraft; update: DraftUpdate }) {
  const query = useReturningCustomer(customerId, draft, update);
  if (!query) return null;
  if (query.data) return <p className="returning-line">Booking for <strong>{query.data.name}</strong> (returning customer)</p>;
  if (query.error) return <p className="inline-error">Customer no. {customerId} could not be loaded: {query.error.error.message}</p>;
  return <p className="muted">Loading customer no. {customerId}…</p>;
}
