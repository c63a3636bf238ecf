// The answer to a search: every offer with what it costs, and a way to put one or several into the basket.
import type { UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RateResults } from '../../../shared/contract/model/rates.js';
import type { DeskFailure } from '../../desk/desk-client.js';
import { Empty, ErrorNotice, Loading } from '../../ui/QueryState.js';
import { OfferEntry, type OfferChoice } from './OfferEntry.js';
import { selectedSlips } from './offer-selection.js';

interface OfferResultsProps {
  query: UseQueryResult<RateResults, DeskFailure>;
  searched: boolean;
  /** A field of the search cannot be read: it is marked there, and no offers are shown meanwhile. */
  mistaken: boolean;
  choice: Omit<OfferChoice, 'money'> & { locale: string };
}

function ResultList({ results, choice }: { results: RateResults; choice: OfferResultsProps['choice'] }) {
  const full: OfferChoice = { ...choice, money: { currency: results.currency, locale: choice.locale } };
  const slips = selectedSlips(results.offers, choice.selected);
  if (results.offers.length === 0) {
    return <Empty><FormattedMessage id="newBooking.results.none" defaultMessage="Nothing matches these terms. Try other days, fewer guests or another category." /></Empty>;
  }
  return (
    <>
      <div className="row-actions results-actions">
        <p className="muted" role="status">
          <FormattedMessage id="newBooking.results.count" defaultMessage="{count, plural, one {# offer} other {# offers}}" values={{ count: results.offers.length }} />
        </p>
        <button type="button" className="btn" disabled={slips.length === 0 || choice.adding}
          onClick={() => choice.onAdd(slips)}>
          <FormattedMessage id="newBooking.results.addSelected" defaultMessage="Add selected ({count}) to basket" values={{ count: slips.length }} />
        </button>
      </div>
      <ul className="offers">
        {results.offers.map((offer) => <OfferEntry key={offer.itemId} offer={offer} choice={full} />)}
      </ul>
    </>
  );
}

/**
 * An error clears the offers: after a search that failed (a field that cannot be read, or the service's refusal)
 * the offers of an earlier search are not for what the form says, and adding one would book the wrong thing.
 */
export function OfferResults({ query, searched, mistaken, choice }: OfferResultsProps) {
  const intl = useIntl();
  const body = () => {
    if (mistaken) return <Empty><FormattedMessage id="newBooking.results.mistaken" defaultMessage="No offers until the search above is corrected." /></Empty>;
    if (!searched) {
      return <Empty><FormattedMessage id="newBooking.results.notSearched" defaultMessage="Choose the days and who is coming, then press {key} to see what is free."
        values={{ key: 'Enter' }} /></Empty>;
    }
    // The outage itself is said once, at the top of the screen.
    if (query.error?.error.kind === 'offline') {
      return <Empty><FormattedMessage id="newBooking.results.offline" defaultMessage="No offers while the booking service is out of reach; search again when it is back." /></Empty>;
    }
    if (query.error) return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
    if (query.data) return <ResultList results={query.data} choice={choice} />;
    return <Loading label={intl.formatMessage({ id: 'newBooking.results.loading', defaultMessage: 'Finding what is free…' })} />;
  };
  return (
    <section className="panel results-panel" aria-labelledby="results-title" aria-busy={query.isFetching}>
      <h2 id="results-title"><FormattedMessage id="newBooking.results.title" defaultMessage="Offers" /></h2>
      {body()}
    </section>
  );
}
