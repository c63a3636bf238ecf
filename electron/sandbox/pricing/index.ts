// The sandbox's pricing engine: events, availability, rules and SLIPs for rated item queries.
export { rateItem, effectiveCounts, type ItemRate, type RateStatus } from './rate-item.js';
export type { RateQuery, RulesMode, BookingPeriod } from './rate-query.js';
export type { RatedDay } from './rate-day.js';
export type { RuleBreach, RuleName } from './rules.js';
export type { PackageRate } from './packages.js';
export type { EventEffect } from './day-price.js';
export type { DiscountEffect } from './discount.js';
export {
  UNLIMITED_UNITS, availabilityCalendar, bookableUnits, unitsLeftForPeriod, dayStock, type DayStock,
} from './availability.js';
export { bookingPeriod, chargedDays, minutesOfDay } from './period.js';
export { eventAppliesToItem, eventCoversDay, eventsForItem, discountUnlocked } from './event-scope.js';
export { priceDay, applyPriceSource, yieldPercent } from './day-price.js';
export { discountDay } from './discount.js';
