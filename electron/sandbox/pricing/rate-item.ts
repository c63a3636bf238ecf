// rateItem: the rated answer for one item (spec 2.2) as sandbox data, with a SLIP (2.3) only when the item can be
// booked for the whole period. Routes render it; the booking session re-rates with it to check a SLIP still holds.
import { daysOf } from '../../../shared/domain/dates.js';
import { encodeSlip } from '../slip.js';
import type { Item, RateEvent } from '../state/model.js';
import type { Store } from '../state/store.js';
import { unitsLeftForPeriod } from './availability.js';
import { discountUnlocked, eventsForItem } from './event-scope.js';
import { ratePackages, type PackageRate } from './packages.js';
import { bookingPeriod, chargedDays } from './period.js';
import type { BookingPeriod, RateQuery } from './rate-query.js';
import { rateDay, type RatedDay } from './rate-day.js';
import { dateRuleBreaches, paramRuleBreaches, type RuleBreach } from './rules.js';

/** group: a grouped parent, a container whose children are rated and booked instead (2.2). */
export type RateStatus = 'available' | 'unavailable' | 'rule' | 'group';

export interface ItemRate {
  item: Item;
  period: BookingPeriod;
  /** Count per item parameter: the one asked, else the item's default. */
  counts: Record<string, number>;
  status: RateStatus;
  /** Units bookable on every day of the period. */
  unitsLeft: number;
  days: RatedDay[];
  subTotalCents: number;
  discountCents: number;
  errors: RuleBreach[];
  warnings: RuleBreach[];
  packages: PackageRate[];
  /** Events that changed a price, closed a day or gave a discount, by rate_id. */
  events: RateEvent[];
  slip: string | null;
}

/** A parameter hidden to all takes its default whatever is asked (Checkfront: "It will enforce the default value"). */
export function effectiveCounts(item: Item, asked: Record<string, number>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [id, config] of Object.entries(item.params)) counts[id] = config.hidden ? config.def : asked[id] ?? config.def;
  return counts;
}

/** enforce: breaches are errors; soft: warnings, rated anyway; off: not checked (spec 4.2, section 7). */
function judgeRules(store: Store, item: Item, period: BookingPeriod, query: RateQuery, counts: Record<string, number>) {
  if (query.rules === 'off') return { errors: [], warnings: [] };
  const labelOf = (id: string) => store.state.params.find((p) => p.id === id)?.label ?? `parameter ${id}`;
  const breaches = [...dateRuleBreaches(item, period), ...paramRuleBreaches(item, counts, labelOf)];
  return query.rules === 'soft' ? { errors: [], warnings: breaches } : { errors: breaches, warnings: [] };
}

function touchedEvents(days: readonly RatedDay[]): RateEvent[] {
  const byId = new Map<number, RateEvent>();
  for (const day of days) {
    for (const { event } of [...day.effects, ...day.discounts]) byId.set(event.id, event);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

function issueSlip(store: Store, rate: ItemRate, now: number): string {
  const { item, period, counts } = rate;
  return encodeSlip(store.state.slipKey, {
    itemId: item.id, startDay: period.startDay, endDay: period.endDay, startTime: period.startTime,
    endTime: period.endTime, params: { ...counts },
    cents: rate.subTotalCents, discountCents: rate.discountCents, issuedAt: now,
    packages: rate.packages.map((p) => ({ itemId: p.item.id, cents: p.cents, optedIn: p.optedIn })),
  });
}

export function rateItem(store: Store, item: Item, query: RateQuery): ItemRate {
  const period = bookingPeriod(item, query);
  const [first, last] = chargedDays(item.unit, period.startDay, period.endDay);
  const counts = effectiveCounts(item, query.params);
  const { errors, warnings } = judgeRules(store, item, period, query, counts);
  const base = { item, period, counts, errors, warnings, subTotalCents: 0, discountCents: 0, slip: null };
  if (item.childIds.length > 0) {
    const unitsLeft = unitsLeftForPeriod(store, item, first, last);
    return { ...base, status: 'group', unitsLeft, days: [], packages: [], events: [], errors: [], warnings: [] };
  }
  const events = eventsForItem(store.state.events, item)
    .filter((event) => event.type !== 'DC' || discountUnlocked(event, query.discountCode));
  const days = [...daysOf(first, last)].map((day) => rateDay(store, item, day, counts, events));
  const unitsLeft = Math.min(...days.map((day) => day.stock.left));
  const rate: ItemRate = {
    ...base, days, unitsLeft, events: touchedEvents(days), packages: ratePackages(store, item, period, counts),
    status: errors.length > 0 ? 'rule' : unitsLeft < 1 ? 'unavailable' : 'available',
    subTotalCents: days.reduce((sum, day) => sum + day.subTotalCents, 0),
    discountCents: days.reduce((sum, day) => sum + day.discountCents, 0),
  };
  return rate.status === 'available' ? { ...rate, slip: issueSlip(store, rate, query.now) } : rate;
}
