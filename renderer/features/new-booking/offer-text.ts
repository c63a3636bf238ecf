// How an offer and a basket line read to the desk: prices per parameter, units left, why the price changed.
import { defineMessages, type IntlShape } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { OfferParameter, PriceEvent } from '../../../shared/contract/model/rates.js';
import type { RuleMode } from './search-fields.js';

/** "2 × $65.00" for two adults; parameters not asked for, or not priced (a grouped parent), are left out. */
export function parameterPrices(parameters: readonly OfferParameter[]): { label: string; text: string }[] {
  return parameters.flatMap((parameter) => (parameter.count > 0 && parameter.unitPrice !== null
    ? [{ label: parameter.label, text: `${parameter.count} × ${parameter.unitPrice}` }]
    : []));
}

const SAID = words(defineMessages({
  left: { id: 'newBooking.offer.left', defaultMessage: '{left, plural, =0 {none left} other {# left}}' },
  unlimited: { id: 'newBooking.offer.unlimited', defaultMessage: 'unlimited' },
  event: {
    id: 'newBooking.offer.event',
    defaultMessage: '{kind, select, special {Special} seasonal {Season} discount {Discount} other {Price change}}: {name}',
  },
  advice: {
    id: 'newBooking.offer.overrideAdvice',
    defaultMessage: '{rules, select, checked {To book it anyway, search again with rules "soft".} other {Rules "soft" still refuse this; "off" skips every rule check.}}',
  },
}));

/** "3 left", "1 left", "none left", or "unlimited" for items the service never runs out of. */
export function unitsLeftText(left: number | null, intl: IntlShape): string {
  if (left === null) return intl.formatMessage(SAID.unlimited);
  return intl.formatMessage(SAID.left, { left: Math.max(left, 0) });
}

const EVENT_BADGES: Record<PriceEvent['kind'], string> = {
  special: 'badge-info', seasonal: 'badge-muted', discount: 'badge-good', other: 'badge-muted',
};

/** "Special: Harbour festival", with the badge style of its kind. */
export function eventBadge(event: PriceEvent, intl: IntlShape): { text: string; className: string } {
  return { text: intl.formatMessage(SAID.event, { kind: event.kind, name: event.name }), className: `badge ${EVENT_BADGES[event.kind]}` };
}

/** Staff may override date rules (spec 4.2 rules): what to try next when an item breaks one. */
export function overrideAdvice(rules: RuleMode, intl: IntlShape): { text: string; next: 'soft' | 'off' } | null {
  if (rules === 'off') return null;
  return { text: intl.formatMessage(SAID.advice, { rules }), next: rules === 'checked' ? 'soft' : 'off' };
}
