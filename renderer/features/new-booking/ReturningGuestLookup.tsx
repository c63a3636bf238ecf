// "Find returning guest by e-mail": one exact match fills the form from the guest's record (the service reuses a
// customer whose e-mail matches anyway, so the booking lands on the same guest).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormValues } from '../../../shared/contract/model/booking-form.js';
import { useDesk } from '../../desk/DeskProvider.js';
import { DeskFailure } from '../../desk/desk-client.js';
import { customerValues, lookupOutcome } from './customer-prefill.js';

export function ReturningGuestLookup({ onFound }: { onFound: (values: FormValues) => void }) {
  const desk = useDesk();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const find = async () => {
    if (!email.trim()) return;
    setLooking(true);
    try {
      const input = { email: email.trim() };
      const found = await queryClient.fetchQuery({
        queryKey: ['customers.search', input], queryFn: () => desk.value('customers.search', input),
      });
      const outcome = lookupOutcome(found.customers);
      if (outcome.customer) onFound(customerValues(outcome.customer));
      setMessage(outcome.message);
    } catch (error) {
      setMessage(error instanceof DeskFailure ? error.error.message : 'The search for the guest failed; try again.');
    } finally {
      setLooking(false);
    }
  };
  return (
    <form className="guest-lookup" role="search" aria-label="Find returning guest"
      onSubmit={(event) => { event.preventDefault(); void find(); }}>
      <div className="field">
        <label htmlFor="guest-lookup-email">Find returning guest by e-mail</label>
        <div className="row-actions">
          <input id="guest-lookup-email" type="email" autoComplete="off" value={email}
            onChange={(event) => setEmail(event.target.value)} />
          <button type="submit" className="btn" disabled={looking}>{looking ? 'Finding…' : 'Find guest'}</button>
        </div>
      </div>
      {message ? <p className="hint" role="status">{message}</p> : null}
    </form>
  );
}
