// Package options of an item (spec 2.2 package): add-ons priced for the same period and counts, carried in the SLIP.
import { daysOf } from '../../../shared/domain/dates.js';
import type { Item, PackageOption } from '../state/model.js';
import type { Store } from '../state/store.js';
import { eventsForItem } from './event-scope.js';
import { chargedDays } from './period.js';
import type { BookingPeriod } from './rate-query.js';
import { rateDay } from './rate-day.js';

export interface PackageRate {
  option: PackageOption;
  item: Item;
  /** Price of the add-on for the whole period, item events applied; discounts go to the main line only. */
  cents: number;
  /** O and R options both start opted in; the session may opt an O option out (spec 4.5). */
  optedIn: boolean;
}

/** An add-on takes the main item's counts for the parameters it shares (breakfast for each adult and child). */
function addOnCounts(addOn: Item, counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.keys(addOn.params).map((paramId) => [paramId, counts[paramId] ?? 0]));
}

export function ratePackages(
  store: Store, item: Item, period: BookingPeriod, counts: Record<string, number>,
): PackageRate[] {
  return item.packages.flatMap((option) => {
    const addOn = store.item(option.itemId);
    if (!addOn) return [];
    const events = eventsForItem(store.state.events, addOn).filter((event) => event.type !== 'DC');
    const shared = addOnCounts(addOn, counts);
    let cents = 0;
    // Priced for the main item's days: a breakfast for each night of a stay.
    for (const day of daysOf(...chargedDays(item.unit, period.startDay, period.endDay))) {
      cents += rateDay(store, addOn, day, shared, events).subTotalCents;
    }
    return [{ option, item: addOn, cents, optedIn: true }];
  });
}
