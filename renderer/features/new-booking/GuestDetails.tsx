// The guest's details (booking form, spec 2.11) and the booking itself. Checked here first; what the service
// refuses comes back on the fields it names. Ctrl+Enter books from anywhere in the form.
import type { KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FormValues } from '../../../shared/contract/model/booking-form.js';
import type { DeskFailure } from '../../desk/desk-client.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { ErrorNotice, Loading } from '../../ui/QueryState.js';
import { GuestFormFields } from './GuestFormFields.js';
import { ReturningGuestLookup } from './ReturningGuestLookup.js';
import type { CreateMutation } from './use-create-booking.js';
import { useGuestForm } from './use-guest-form.js';
import { ErrorWords } from '../../ui/InlineError.js';

interface GuestDetailsProps {
  values: FormValues;
  asCustomer: boolean;
  creating: CreateMutation;
  /** Said once at the top of the screen (offline) or in the basket (expired). */
  quietFailure: boolean;
  onValues: (change: (values: FormValues) => FormValues) => void;
  onAsCustomer: (asCustomer: boolean) => void;
}

function CustomerFormToggle({ asCustomer, onAsCustomer }: Pick<GuestDetailsProps, 'asCustomer' | 'onAsCustomer'>) {
  return (
    <div className="field">
      <label className="check" htmlFor="guest-as-customer">
        <input id="guest-as-customer" type="checkbox" checked={asCustomer} aria-describedby="guest-as-customer-hint"
          onChange={(event) => onAsCustomer(event.target.checked)} />
        <FormattedMessage id="newBooking.guest.asCustomer" defaultMessage="The guest fills in the form (customer form)" />
      </label>
      <span id="guest-as-customer-hint" className="hint">
        <FormattedMessage id="newBooking.guest.asCustomerHint"
          defaultMessage="The guest’s own form: the fields a guest must fill become required, such as agreeing to the policy." />
      </span>
    </div>
  );
}

function ProblemSummary({ count, failure }: { count: number; failure: DeskFailure | null }) {
  if (count === 0) return null;
  return (
    <p className="inline-error" role="alert">
      <FormattedMessage id="newBooking.guest.problems"
        defaultMessage="{count, plural, one {One field needs attention} other {# fields need attention}} before booking." values={{ count }} />
      {failure?.error.fields?.length ? (
        <>{' '}<FormattedMessage id="newBooking.guest.serviceSaid" defaultMessage="The booking service said: {message}"
          values={{ message: <ErrorWords error={failure.error} /> }} /></>
      ) : null}
    </p>
  );
}

export function GuestDetails({ values, asCustomer, creating, quietFailure, onValues, onAsCustomer }: GuestDetailsProps) {
  const intl = useIntl();
  const formQuery = useDeskQuery('basket.form', { asCustomer }, { staleTime: 10 * 60_000, placeholderData: (previous) => previous });
  const form = formQuery.data;
  const { problems, setValue, create } = useGuestForm({ form, values, asCustomer, creating, onValues });
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    create();
  };
  const failure = creating.error;
  return (
    <section className="panel guest-panel" aria-labelledby="guest-title">
      <h2 id="guest-title"><FormattedMessage id="newBooking.guest.title" defaultMessage="Guest details" /></h2>
      <CustomerFormToggle asCustomer={asCustomer} onAsCustomer={onAsCustomer} />
      <ReturningGuestLookup onFound={(found) => onValues((current) => ({ ...current, ...found }))} />
      {!form && formQuery.isPending ? <Loading label={intl.formatMessage({ id: 'newBooking.guest.loading', defaultMessage: 'Loading the booking form…' })} /> : null}
      {!form ? <ErrorNotice error={formQuery.error} onRetry={() => void formQuery.refetch()} /> : null}
      {form ? (
        <form className="guest-form" noValidate aria-describedby="guest-form-keys" onKeyDown={onKeyDown}
          onSubmit={(event) => { event.preventDefault(); create(); }}>
          <GuestFormFields form={form} values={values} problems={problems} onChange={setValue} />
          <ProblemSummary count={Object.keys(problems).length} failure={failure} />
          {failure && !failure.error.fields?.length && !quietFailure ? <ErrorNotice error={failure} /> : null}
          <div className="row-actions guest-actions">
            <button type="submit" className="btn btn-primary" disabled={creating.isPending} aria-busy={creating.isPending}
              aria-keyshortcuts="Control+Enter">
              {creating.isPending ? <FormattedMessage id="newBooking.guest.booking" defaultMessage="Booking…" /> : (
                <><FormattedMessage id="newBooking.guest.create" defaultMessage="Create booking" /> <kbd aria-hidden="true" translate="no">Ctrl+Enter</kbd></>
              )}
            </button>
            <span id="guest-form-keys" className="hint">
              <FormattedMessage id="newBooking.guest.keys" defaultMessage="{keys} in any field creates the booking." values={{ keys: 'Ctrl+Enter' }} />
            </span>
          </div>
        </form>
      ) : null}
    </section>
  );
}
