// "Find returning guest by e-mail": one exact match fills the form from the guest's record (the service reuses a
// customer whose e-mail matches anyway, so the booking lands on the same guest).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FormValues } from '../../../shared/contract/model/booking-form.js';
import { useDesk } from '../../desk/DeskProvider.js';
import { DeskFailure } from '../../desk/desk-client.js';
import { customerValues, lookupOutcome } from './customer-prefill.js';
import { errorText } from '../../desk/error-text.js';

export function ReturningGuestLookup({ onFound }: { onFound: (values: FormValues) => void }) {
  const intl = useIntl();
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
      const outcome = lookupOutcome(found.customers, intl);
      if (outcome.customer) onFound(customerValues(outcome.customer));
      setMessage(outcome.message);
    } catch (error) {
      setMessage(error instanceof DeskFailure ? errorText(intl, error.error).text
        : intl.formatMessage({ id: 'newBooking.lookup.failed', defaultMessage: 'The search for the guest failed; try again.' }));
    } finally {
      setLooking(false);
    }
  };
  return (
    <form className="guest-lookup" role="search" aria-label={intl.formatMessage({ id: 'newBooking.lookup.label', defaultMessage: 'Find returning guest' })}
      onSubmit={(event) => { event.preventDefault(); void find(); }}>
      <div className="field">
        <label htmlFor="guest-lookup-email"><FormattedMessage id="newBooking.lookup.email" defaultMessage="Find returning guest by e-mail" /></label>
        <div className="row-actions">
          <input id="guest-lookup-email" type="email" autoComplete="off" value={email}
            onChange={(event) => setEmail(event.target.value)} />
          <button type="submit" className="btn" disabled={looking}><FormattedMessage id="newBooking.lookup.find" defaultMessage="{looking, select, yes {Finding…} other {Find guest}}"
              values={{ looking: looking ? 'yes' : 'no' }} /></button>
        </div>
      </div>
      {message ? <p className="hint" role="status">{message}</p> : null}
    </form>
  );
}
