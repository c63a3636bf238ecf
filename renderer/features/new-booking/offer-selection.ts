// Ticking offers to add several at once: by item id, so a tick survives a new search of the same item (its SLIP
// changes with every answer) and a child of a grouped item can be chosen like any offer.
import type { RateOffer } from '../../../shared/contract/model/rates.js';

/** The SLIPs of the ticked offers and children that can be booked, in the order they are listed. */
export function selectedSlips(offers: readonly RateOffer[], selected: ReadonlySet<number>): string[] {
  return offers.flatMap((offer) => [offer, ...offer.children])
    .flatMap((offer) => (selected.has(offer.itemId) && offer.status === 'bookable' && offer.slip ? [offer.slip] : []));
}

export function toggled(selected: readonly number[], itemId: number, on: boolean): number[] {
  const rest = selected.filter((id) => id !== itemId);
  return on ? [...rest, itemId] : rest;
}
