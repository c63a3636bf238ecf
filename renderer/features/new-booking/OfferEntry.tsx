// One offer of the results: its name, total and units left, the details, and what the desk can do with it. A
// grouped parent (spec 2.2) cannot be booked itself: it lists its children, each with its own Add.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { hiddenWords } from './hidden-words.js';
import type { ChildOffer, RateOffer } from '../../../shared/contract/model/rates.js';
import { formatMoney } from '../../ui/format.js';
import { OfferDetails, type MoneyFormat } from './OfferDetails.js';
import { unitsLeftText } from './offer-text.js';
import type { RuleMode } from './search-fields.js';

export interface OfferChoice {
  selected: ReadonlySet<number>;
  adding: boolean;
  rules: RuleMode;
  money: MoneyFormat;
  onToggle: (itemId: number, on: boolean) => void;
  onAdd: (slips: string[]) => void;
  onOverride: (next: RuleMode) => void;
}

function Price({ offer, money }: { offer: ChildOffer; money: MoneyFormat }) {
  if (offer.total === null) return null;
  const discounted = offer.discount !== null && Number(offer.discount) > 0;
  return (
    <span className="offer-total">
      {discounted && offer.subTotal !== null ? (
        <span className="muted"><s>{formatMoney(offer.subTotal, money.currency, money.locale)}</s>{' '}</span>
      ) : null}
      <strong className="money">{formatMoney(offer.total, money.currency, money.locale)}</strong>
      <span className="visually-hidden"> <FormattedMessage id="newBooking.offer.inTotal" defaultMessage="in total" /></span>
    </span>
  );
}

function Actions({ offer, choice }: { offer: ChildOffer; choice: OfferChoice }) {
  const slip = offer.slip;
  if (offer.status !== 'bookable' || slip === null) {
    if (offer.status === 'unavailable') {
      return <p className="offer-unavailable"><FormattedMessage id="newBooking.offer.unavailable" defaultMessage="Not available for these dates." /></p>;
    }
    return null;
  }
  return (
    <div className="offer-actions">
      <label className="check">
        <input type="checkbox" checked={choice.selected.has(offer.itemId)}
          onChange={(event) => choice.onToggle(offer.itemId, event.target.checked)} />
        <FormattedMessage id="newBooking.offer.select" defaultMessage="Select<hidden> {item}</hidden>"
          values={{ item: <span translate="no">{offer.name}</span>, hidden: hiddenWords }} />
      </label>
      <button type="button" className="btn btn-primary" disabled={choice.adding} onClick={() => choice.onAdd([slip])}>
        <FormattedMessage id="newBooking.offer.add" defaultMessage="Add<hidden> {item}</hidden> to basket"
          values={{ item: <span translate="no">{offer.name}</span>, hidden: hiddenWords }} />
      </button>
    </div>
  );
}

function Entry({ offer, choice, level, children }: { offer: ChildOffer; choice: OfferChoice; level: 3 | 4; children?: ReactNode }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const intl = useIntl();
  const titleId = `offer-${offer.itemId}`;
  return (
    <article className={`offer offer-${offer.status}`} aria-labelledby={titleId}>
      <div className="offer-head">
        <Heading id={titleId} translate="no">{offer.name}</Heading>
        <span className="offer-left">{unitsLeftText(offer.left, intl)}</span>
        <Price offer={offer} money={choice.money} />
      </div>
      <OfferDetails offer={offer} money={choice.money} rules={choice.rules} onOverride={choice.onOverride} />
      <Actions offer={offer} choice={choice} />
      {children}
    </article>
  );
}

/** A grouped parent's children, each booked on its own (the parent has no SLIP, spec 2.2). */
function Choices({ offer, choice }: { offer: RateOffer; choice: OfferChoice }) {
  const intl = useIntl();
  return (
    <div className="offer-children">
      <p className="hint"><FormattedMessage id="newBooking.offer.grouped" defaultMessage="A grouped item: choose one of these to book." /></p>
      {offer.children.length === 0 ? (
        <p className="muted"><FormattedMessage id="newBooking.offer.noChoices" defaultMessage="None of its choices is free for these terms." /></p>
      ) : (
        <ul aria-label={intl.formatMessage({ id: 'newBooking.offer.choices', defaultMessage: 'Choices of {item}' }, { item: offer.name })}>
          {offer.children.map((child) => <li key={child.itemId}><Entry offer={child} choice={choice} level={4} /></li>)}
        </ul>
      )}
    </div>
  );
}

export function OfferEntry({ offer, choice }: { offer: RateOffer; choice: OfferChoice }) {
  return (
    <li className="offer-item">
      <Entry offer={offer} choice={choice} level={3}>
        {offer.status === 'group' ? <Choices offer={offer} choice={choice} /> : null}
      </Entry>
    </li>
  );
}
