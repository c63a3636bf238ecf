// One day of a rate: stock, the item events' prices, and the discounts, for the parameter counts asked.
import { type Day } from '../../../shared/domain/dates.js';
import type { Item, RateEvent } from '../state/model.js';
import type { Store } from '../state/store.js';
import { dayStock, type DayStock } from './availability.js';
import { discountDay, totalOff, type DiscountEffect } from './discount.js';
import { priceDay, type EventEffect } from './day-price.js';
import { eventCoversDay } from './event-scope.js';
import { minorPerUnit } from '../minor-units.js';

export interface RatedDay {
  day: Day;
  /** Closed by a status U event: nothing can be booked, whatever the stock. */
  closed: boolean;
  /** left is 0 on a closed day. */
  stock: DayStock;
  unitCents: Record<string, number>;
  /** Price of the day for the counts asked, before discounts. */
  subTotalCents: number;
  discountCents: number;
  effects: EventEffect[];
  discounts: DiscountEffect[];
}

export function basePrices(item: Item): Record<string, number> {
  return Object.fromEntries(Object.entries(item.params).map(([paramId, config]) => [paramId, config.price]));
}

/** Each parameter's part of the day: its unit price times its count. */
function parts(unitCents: Record<string, number>, counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(unitCents).map(([paramId, cents]) => [paramId, cents * (counts[paramId] ?? 0)]));
}

/**
 * Rates a day with the events that may apply (in order, see event-scope.ts); discounts among them must already
 * be unlocked by the caller. Yield sees the units left before this booking.
 */
export function rateDay(
  store: Store, item: Item, day: Day, counts: Record<string, number>, events: readonly RateEvent[],
): RatedDay {
  const stock = dayStock(store, item, day);
  const today = events.filter((event) => eventCoversDay(event, day));
  const perUnit = minorPerUnit(store.state.account.locale.currency);
  const pricing = priceDay(basePrices(item), today.filter((event) => event.type !== 'DC'), stock.left, perUnit);
  const dayParts = parts(pricing.unitCents, counts);
  const discounts = discountDay(dayParts, today.filter((event) => event.type === 'DC'), perUnit);
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
