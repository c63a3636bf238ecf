// One day of a rate: stock, the item events' prices, and the discounts, for the parameter counts asked.
import { type Day } from '../../../shared/domain/dates.js';
import type { Item, RateEvent } from '../state/model.js';
import type { Store } from '../state/store.js';
import { dayStock, type DayStock } from './availability.js';
import { discountDay, totalOff, type DiscountEffect } from './discount.js';
import { priceDay, type EventEffect } from './day-price.js';
import { eventCoversDay } from './event-scope.js';

export interface RatedDay {
  day: Day;
  /** Closed by a status U event: nothing can be booked, whatever the stock. */
  closed: boolean;
  /** left is 0 on a closed day. */
  stock: DayStock;
  unitCents: Record<number, number>;
  /** Price of the day for the counts asked, before discounts. */
  subTotalCents: number;
  discountCents: number;
  effects: EventEffect[];
  discounts: DiscountEffect[];
}

export function basePrices(item: Item): Record<number, number> {
  const prices: Record<number, number> = {};
  for (const [paramId, config] of Object.entries(item.params)) prices[Number(paramId)] = config.price;
  return prices;
}

/** Each parameter's part of the day: its unit price times its count. */
function parts(unitCents: Record<number, number>, counts: Record<number, number>): Record<number, number> {
  const out: Record<number, number> = {};
  for (const [key, cents] of Object.entries(unitCents)) out[Number(key)] = cents * (counts[Number(key)] ?? 0);
  return out;
}

/**
 * Rates a day with the events that may apply (in order, see event-scope.ts); discounts among them must already
 * be unlocked by the caller. Yield sees the units left before this booking.
 */
export function rateDay(
  store: Store, item: Item, day: Day, counts: Record<number, number>, events: readonly RateEvent[],
): RatedDay {
  const stock = dayStock(store, item, day);
  const today = events.filter((event) => eventCoversDay(event, day));
  const pricing = priceDay(basePrices(item), today.filter((event) => event.type !== 'DC'), stock.left);
  const dayParts = parts(pricing.unitCents, counts);
  const discounts = discountDay(dayParts, today.filter((event) => event.type === 'DC'));
  return {
    day,
    closed: pricing.closed,
    stock: pricing.closed ? { ...stock, left: 0 } : stock,
    unitCents: pricing.unitCents,
    subTotalCents: Object.values(dayParts).reduce((sum, cents) => sum + cents, 0),
    discountCents: totalOff(discounts),
    effects: pricing.effects,
    discounts,
  };
}
