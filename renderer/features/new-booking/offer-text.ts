// How an offer and a basket line read to the desk: prices per parameter, units left, why the price changed.
import type { OfferParameter, PriceEvent } from '../../../shared/contract/model/rates.js';

/** "2 × $65.00" for two adults; parameters not asked for, or not priced (a grouped parent), are left out. */
export function parameterPrices(parameters: readonly OfferParameter[]): { label: string; text: string }[] {
  return parameters.flatMap((parameter) => (parameter.count > 0 && parameter.unitPrice !== null
    ? [{ label: parameter.label, text: `${parameter.count} × ${parameter.unitPrice}` }]
    : []));
}

/** "3 left", "1 left", "none left", or "unlimited" for items the service never runs out of. */
export function unitsLeftText(left: number | null): string {
  if (left === null) return 'unlimited';
  return left <= 0 ? 'none left' : `${left} left`;
}

const EVENT_WORDS: Record<PriceEvent['kind'], { word: string; badge: string }> = {
  special: { word: 'Special', badge: 'badge-info' },
  seasonal: { word: 'Season', badge: 'badge-muted' },
  discount: { word: 'Discount', badge: 'badge-good' },
  other: { word: 'Price change', badge: 'badge-muted' },
};

/** "Special: Harbour festival", with the badge style of its kind. */
export function eventBadge(event: PriceEvent): { text: string; className: string } {
  const { word, badge } = EVENT_WORDS[event.kind];
  return { text: `${word}: ${event.name}`, className: `badge ${badge}` };
}

/** Staff may override date rules (spec 4.2 rules): what to try next when an item breaks one. */
export function overrideAdvice(rules: 'checked' | 'soft' | 'off'): { text: string; next: 'soft' | 'off' } | null {
  if (rules === 'checked') return { text: 'To book it anyway, search again with rules "soft".', next: 'soft' };
  if (rules === 'soft') return { text: 'Rules "soft" still refuse this; "off" skips every rule check.', next: 'off' };
  return null;
}
