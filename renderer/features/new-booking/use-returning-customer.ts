// #/new?customer=42: the returning customer's record is copied into the guest's details once, so the desk types
// only what changed; a return to the screen keeps whatever was edited since.
import { useEffect } from 'react';
import { useDeskQuery } from '../../desk/hooks.js';
import { customerValues } from './customer-prefill.js';
import type { DraftUpdate, NewBookingDraft } from './draft-store.js';

export function useReturningCustomer(customerId: number | null, draft: NewBookingDraft, update: DraftUpdate) {
  const query = useDeskQuery('customers.get', { id: customerId ?? 1 }, { enabled: customerId !== null });
  const customer = customerId !== null ? query.data : undefined;
  const copied = draft.prefilledFor;
  useEffect(() => {
    if (!customer || copied === customer.id) return;
    update((current) => ({ ...current, prefilledFor: customer.id, guest: { ...current.guest, ...customerValues(customer) } }));
  }, [customer, copied, update]);
  return customerId !== null ? query : null;
}
