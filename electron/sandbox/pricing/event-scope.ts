// Which events (spec 2.9) touch an item, and on which days; docs/api-assumptions.md fixes the order.
import { weekdayOf, type Day } from '../../../shared/domain/dates.js';
import type { Item, RateEvent } from '../state/model.js';

/** Seasonal first, then special, then discounts ("pos-free order"); ties go by rate_id. */
const TYPE_ORDER: Record<RateEvent['type'], number> = { SE: 0, SP: 1, DC: 2 };

/** 2.9 apply_to: item ids (or the word all) and category ids, which also cover items added later. */
export function eventAppliesToItem(event: RateEvent, item: Item): boolean {
  const { itemIds, categoryIds } = event.applyTo;
  return itemIds.includes('all') || itemIds.includes(item.id) || categoryIds.includes(item.categoryId);
}

function withinDates(event: RateEvent, day: Day): boolean {
  // 2.9: end_date 0 means the event has no end.
  return day >= event.startDate && (event.endDate === 0 || day <= event.endDate);
}

/** repeat_id: "*" every date, "W" its repeat weekdays within its dates, blank from start to end. */
export function eventCoversDay(event: RateEvent, day: Day): boolean {
  if (!event.enabled) return false;
  if (event.repeatId === '*') return true;
  if (event.repeatId === 'W') return withinDates(event, day) && event.repeat.includes(weekdayOf(day));
  return withinDates(event, day);
}

/** The enabled events of an item, in the order they are applied. */
export function eventsForItem(events: readonly RateEvent[], item: Item): RateEvent[] {
  return events
    .filter((event) => event.enabled && eventAppliesToItem(event, item))
    .sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || a.id - b.id);
}

/**
 * A discount with vouchers is a code the guest types: it applies only when discount_code is its name
 * (compared without case). One without vouchers applies to everyone.
 */
export function discountUnlocked(event: RateEvent, discountCode: string | undefined): boolean {
  if (event.vouchers <= 0) return true;
  return discountCode !== undefined && discountCode.trim().toLowerCase() === event.name.trim().toLowerCase();
}
