// What one offer costs and why: price per parameter, total, units left, the events that changed the price, the
// package options, and the rules it breaks (with the service's own words) or was booked despite.
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChildOffer, PackageOption, RuleProblem } from '../../../shared/contract/model/rates.js';
import { formatMoney } from '../../ui/format.js';
import { sanitizeHtml } from '../../ui/sanitize.js';
import { lengthWords } from './line-words.js';
import { eventBadge, overrideAdvice, parameterPrices } from './offer-text.js';
import type { RuleMode } from './search-fields.js';

export interface MoneyFormat {
  currency: string;
  locale: string;
}

/**
 * An item's summary (the service's HTML) as one line of text: cleaned first, then only its words kept. A results
 * list needs the description, not the service's images and links, which would each need their own checking here.
 */
function summaryText(html: string): string {
  const fragment = sanitizeHtml(html);
  const walker = document.createTreeWalker(fragment, NodeFilter.SHOW_TEXT);
  const words: string[] = [];
  // Text node by text node, so that "<p>History on foot.</p><a>Route map</a>" keeps a space between the two.
  for (let node = walker.nextNode(); node; node = walker.nextNode()) words.push(node.textContent ?? '');
  return words.join(' ').replace(/\s+/g, ' ').trim();
}

function PackageList({ packages, money }: { packages: readonly PackageOption[]; money: MoneyFormat }) {
  const intl = useIntl();
  if (packages.length === 0) return null;
  return (
    <ul className="offer-packages" aria-label={intl.formatMessage({ id: 'newBooking.offer.packages', defaultMessage: 'Packages' })}>
      {packages.map((option) => (
        <li key={option.packageId}>
          <span translate="no">{option.name}</span>
          {option.price !== null ? <> <span className="money">+{formatMoney(option.price, money.currency, money.locale)}</span></> : null}
          {' '}<span className="hint">
            <FormattedMessage id="newBooking.offer.package" defaultMessage="{optional, select, yes {(optional: can be taken out in the basket)} other {(included)}}"
              values={{ optional: option.optional ? 'yes' : 'no' }} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function RuleProblems({ problems, rules, onOverride }: { problems: readonly RuleProblem[]; rules: RuleMode; onOverride: (next: RuleMode) => void }) {
  const intl = useIntl();
  if (problems.length === 0) return null;
  const advice = overrideAdvice(rules, intl);
  return (
    <div className="offer-problems">
      {/* The service's own words for the rule broken. */}
      <ul translate="no">{problems.map((problem) => <li key={`${problem.rule}-${problem.parameterId ?? ''}`}>{problem.message}</li>)}</ul>
      {advice ? (
        <p>
          {advice.text}{' '}
          <button type="button" className="btn btn-small" onClick={() => onOverride(advice.next)}>
            <FormattedMessage id="newBooking.offer.searchWithRules" defaultMessage="{rules, select, soft {Search with rules “soft”} other {Search with rules “off”}}"
              values={{ rules: advice.next }} />
          </button>
        </p>
      ) : null}
    </div>
  );
}

function Warnings({ warnings }: { warnings: readonly RuleProblem[] }) {
  const intl = useIntl();
  if (warnings.length === 0) return null;
  return (
    <ul className="offer-warnings" aria-label={intl.formatMessage({ id: 'newBooking.offer.overridden', defaultMessage: 'Rules overridden' })}>
      {warnings.map((warning) => (
        <li key={`${warning.rule}-${warning.parameterId ?? ''}`}>
          <FormattedMessage id="newBooking.offer.overriddenRule" defaultMessage="Overridden: {rule}"
            values={{ rule: <span translate="no">{warning.message}</span> }} />
        </li>
      ))}
    </ul>
  );
}

interface OfferDetailsProps {
  offer: ChildOffer;
  money: MoneyFormat;
  rules: RuleMode;
  onOverride: (next: RuleMode) => void;
}

export function OfferDetails({ offer, money, rules, onOverride }: OfferDetailsProps) {
  const intl = useIntl();
  const prices = parameterPrices(offer.parameters);
  const length = lengthWords(offer.length, intl);
  const summary = useMemo(() => summaryText(offer.summaryHtml), [offer.summaryHtml]);
  return (
    <div className="offer-details">
      <p className="offer-period">
        {offer.period ? <span translate="no">{offer.period}</span> : null}
        {offer.period && length ? ' · ' : null}{length}
        {offer.categoryName ? <span className="muted"> · <span translate="no">{offer.categoryName}</span></span> : null}
      </p>
      {summary ? <p className="offer-summary" translate="no">{summary}</p> : null}
      {prices.length > 0 ? (
        <dl className="offer-prices">
          {prices.map((price) => <div key={price.label}><dt translate="no">{price.label}</dt><dd translate="no">{price.text}</dd></div>)}
        </dl>
      ) : null}
      {offer.events.length > 0 ? (
        <p className="offer-events">
          {offer.events.map((event) => {
            const badge = eventBadge(event, intl);
            return <span key={`${event.kind}-${event.id ?? event.name}`} className={badge.className}>{badge.text}</span>;
          })}
        </p>
      ) : null}
      <PackageList packages={offer.packages} money={money} />
      <RuleProblems problems={offer.problems} rules={rules} onOverride={onOverride} />
      <Warnings warnings={offer.warnings} />
    </div>
  );
}
