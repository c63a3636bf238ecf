// New booking: a walk-in or phone guest booked at the desk, as fast as a person can type. Find what is free
// (rated query), put offers in the basket (booking session), fill in the guest's details (booking form) and book
// (booking/create), spec 1. Everything typed is kept per staff member while the desk is open.
import { FormattedMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { CreatedBooking } from '../../../shared/contract/model/booking-form.js';
import { dayInZone } from '../../../shared/domain/dates.js';
import { justBookedPath, navigate } from '../../navigation/router.js';
import type { DeskFailure } from '../../desk/desk-client.js';
import { useDeskQuery, useDeskStatus } from '../../desk/hooks.js';
import { useAccountFormat } from '../../ui/account-format.js';
import { basketGoneText } from './basket-gone-text.js';
import { isBasketExpired } from './basket-rows.js';
import { BasketPanel } from './BasketPanel.js';
import { CreatedBanner } from './CreatedBanner.js';
import { draftOwner, useDraft, type DraftUpdate, type NewBookingDraft } from './draft-store.js';
import { GuestDetails } from './GuestDetails.js';
import { OfferResults } from './OfferResults.js';
import { OfflineNotice } from './OfflineNotice.js';
import { ReturningCustomerLine } from './ReturningCustomerLine.js';
import { toggled } from './offer-selection.js';
import { FIRST_DAY_ID, SearchForm } from './SearchForm.js';
import { focusField } from './LabelledInput.js';
import { usePastDatesQuestion } from './PastDatesQuestion.js';
import type { SearchFields } from './search-fields.js';
import { useBasket } from './use-basket.js';
import { useCreateBooking } from './use-create-booking.js';
import { useOfferSearch } from './use-offer-search.js';
import './new-booking.css';

const SAID = words(defineMessages({
  searchPast: { id: 'newBooking.past.search', defaultMessage: 'Search past days' },
}));

/** The sentence for an expired basket, from whichever call found out, or null while the basket is alive. */
function expiredMessage(intl: IntlShape, ...failures: (DeskFailure | null)[]): string | null {
  const found = failures.find((failure) => isBasketExpired(failure?.error));
  return found ? basketGoneText(intl, found.error) : null;
}

/**
 * The new booking opens at once (its code, total and invoice link on top); back here, the banner still names it. A
 * service that did not name the booking leaves the person here, with the banner and its invoice or payment link.
 */
function afterCreated(update: DraftUpdate, booking: CreatedBooking): void {
  update((current): NewBookingDraft => ({
    ...current, created: booking, guest: {}, asCustomer: false, selected: [], change: null, prefilledFor: null,
  }));
  if (booking.code) navigate(justBookedPath(booking.code));
}

/** After Enter the offers are what the person looks at: bring their panel to the top of the screen. */
function showOffers(): void {
  requestAnimationFrame(() => document.getElementById('results-title')?.closest('section')?.scrollIntoView({ block: 'start' }));
}

export function NewBookingScreen({ customerId }: { customerId: number | null }) {
  const intl = useIntl();
  const status = useDeskStatus();
  const [draft, update] = useDraft(draftOwner(status.data));
  const format = useAccountFormat();
  const parameters = useDeskQuery('rates.parameters', {}, { staleTime: 10 * 60_000 }).data ?? [];
  const categories = useDeskQuery('categories.list', {}, { staleTime: 10 * 60_000 }).data ?? [];
  const today = format.known ? dayInZone(Date.now() / 1000, format.timeZone) : null;
  const offers = useOfferSearch(draft, update, parameters, today);
  const past = usePastDatesQuestion(today, format.locale, () => focusField(FIRST_DAY_ID));
  /** Reads the search; days in the past are asked about first; the offers then come to the top of the screen. */
  const search = (wanted: SearchFields = offers.fields) => {
    const value = offers.read(wanted);
    if (value) past.ask(value.startDay, intl.formatMessage(SAID.searchPast), () => { offers.submit(value, wanted); showOffers(); });
  };
  const basket = useBasket();
  const creating = useCreateBooking((booking) => afterCreated(update, booking));
  const failures = [offers.results.error, basket.failure, creating.error];
  const offline = status.data?.connectivity.online === false || failures.some((failure) => failure?.error.kind === 'offline');
  const expired = expiredMessage(intl, basket.failure, creating.error);
  const lines = expired ? [] : basket.basket?.lines ?? [];
  const money = { currency: basket.basket?.currency ?? format.currency, locale: format.locale };
  return (
    <article className="new-booking" aria-labelledby="new-booking-title">
      <h1 id="new-booking-title"><FormattedMessage id="newBooking.title" defaultMessage="New booking" /></h1>
      <ReturningCustomerLine customerId={customerId} draft={draft} update={update} />
      {offline ? <OfflineNotice /> : null}
      {draft.created ? (
        <CreatedBanner booking={draft.created} locale={format.locale}
          onDismiss={() => update((current) => ({ ...current, created: null }))} />
      ) : null}
      <div className="new-booking-layout">
        <div className="new-booking-main">
          <SearchForm fields={offers.fields} parameters={parameters} categories={categories} problem={offers.problem}
            searching={offers.results.isFetching} onChange={offers.edit} onSearch={() => search()} />
          {/* Once something is in the basket the guest comes next: their details sit above the offers, never below a
              long list of them. */}
          {lines.length > 0 ? (
            <GuestDetails values={draft.guest} asCustomer={draft.asCustomer} creating={creating}
              quietFailure={offline || expired !== null}
              onValues={(change) => update((current) => ({ ...current, guest: change(current.guest) }))}
              onAsCustomer={(asCustomer) => update((current) => ({ ...current, asCustomer }))} />
          ) : null}
          <OfferResults query={offers.results} searched={draft.submitted !== null} mistaken={offers.problem !== null} choice={{
            selected: new Set(draft.selected), adding: basket.busy, rules: offers.fields.rules, locale: format.locale,
            onToggle: (itemId, on) => update((current) => ({ ...current, selected: toggled(current.selected, itemId, on) })),
            onAdd: (slips) => basket.change({ call: 'basket.add', input: { slips } },
              () => update((current) => ({ ...current, selected: [], created: null }))),
            onOverride: (rules) => search({ ...offers.fields, rules }),
          }} />
        </div>
        <BasketPanel basket={basket} money={money} parameters={parameters} change={draft.change}
          expired={expired} offline={offline} today={today} askPast={past.ask}
          onStartNew={() => { creating.reset(); basket.startNew(); }}
          onStartChange={(lineId) => update((current) => ({ ...current, change: { lineId, fields: offers.fields } }))}
          onEditChange={(change) => update((current) => ({ ...current, change }))} />
      </div>
      {past.dialog}
    </article>
  );
}
