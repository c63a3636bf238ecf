// The rate object of a rated item (spec 2.2 "rate object"), from the pricing engine's ItemRate.
import { weekdayOf } from '../../../shared/domain/dates.js';
import type { ItemRate, RatedDay, RuleBreach } from '../pricing/index.js';
import { amountText } from '../minor-units.js';
import type { Store } from '../state/store.js';
import { dayLabel, moneyLabel } from './display-text.js';

const STATUS: Record<ItemRate['status'], string> = {
  available: 'AVAILABLE', unavailable: 'UNAVAILABLE', rule: 'RULE', group: 'GROUP',
};

/** Prices that 2.2 types as numbers (param price, dates price, discount amount): 141.9, not "141.90". */
export const amount = (minor: number, currency: string): number => Number(amountText(minor, currency));

const byParam = (values: Record<string, number>, render: (cents: number) => unknown) =>
  Object.fromEntries(Object.entries(values).map(([paramId, cents]) => [paramId, render(cents)]));

/** dates status: A bookable, U closed by an event, F no units left. */
function dayRecord(day: RatedDay, fewestLeft: number, currency: string): Record<string, unknown> {
  return {
    status: day.closed ? 'U' : day.stock.left < 1 ? 'F' : 'A',
    price: byParam(day.unitCents, (minor) => amount(minor, currency)),
    dow: weekdayOf(day.day),
    stock: { T: day.stock.total, B: day.stock.booked, A: day.stock.left, MinA: fewestLeft },
    rates: day.effects.map((effect) => effect.event.id),
    discount: day.discounts.map((effect) => effect.event.id),
    // A number, as Checkfront's documented answer writes it (item-rated.json), though rate.sub_total is text there.
    sub_total: amount(day.subTotalCents, currency),
  };
}

/** rate.event: per event, per parameter id, how much it changed that parameter's part over the period. */
function eventCharges(rate: ItemRate, currency: string): Record<string, unknown>[] {
  const charges = new Map<number, Map<string, { cents: number; days: number }>>();
  const add = (eventId: number, paramId: string, cents: number) => {
    const perParam = charges.get(eventId) ?? new Map<string, { cents: number; days: number }>();
    const charge = perParam.get(paramId) ?? { cents: 0, days: 0 };
    perParam.set(paramId, { cents: charge.cents + cents, days: charge.days + 1 });
    charges.set(eventId, perParam);
  };
  for (const day of rate.days) {
    for (const { event, unitDelta } of day.effects) {
      for (const [id, delta] of Object.entries(unitDelta)) {
        const count = rate.counts[id] ?? 0;
        if (count > 0) add(event.id, id, delta * count);
      }
    }
    for (const { event, offByParam } of day.discounts) {
      for (const [id, off] of Object.entries(offByParam)) add(event.id, id, -off);
    }
  }
  return rate.events.flatMap((event) => {
    const perParam = charges.get(event.id);
    if (!perParam) return [];
    return [Object.fromEntries([...perParam].map(([paramId, charge]) =>
      [paramId, { amount: amount(charge.cents, currency), type: event.type, days: charge.days }]))];
  });
}

/** "2 Adults, 1 Children": the counts a person chose, so not those of parameters hidden to all. */
function countsText(store: Store, item: ItemRate['item'], counts: Record<string, number>): string {
  return store.state.params.filter((p) => (counts[p.id] ?? 0) > 0 && !item.params[p.id]?.hidden)
    .map((p) => `${counts[p.id]} ${p.label}`).join(', ');
}

function periodText(store: Store, rate: ItemRate): string {
  const { account } = store.state;
  const { item, period } = rate;
  const dates = period.startDay === period.endDay ? dayLabel(account, period.startDay)
    : `${dayLabel(account, period.startDay)} – ${dayLabel(account, period.endDay)}`;
  return item.unit === 'H' ? `${dates} ${period.startTime}–${period.endTime}` : dates;
}

function summary(store: Store, rate: ItemRate): Record<string, unknown> {
  const { account } = store.state;
  const { item, period } = rate;
  // Each parameter's unit price for the whole period.
  const perUnit: Record<string, number> = {};
  for (const day of rate.days) {
    for (const [id, cents] of Object.entries(day.unitCents)) perUnit[id] = (perUnit[id] ?? 0) + cents;
  }
  const length = item.unit === 'N' ? 'night' : 'day';
  const unit = item.unit === 'H'
    ? `${period.startTime}–${period.endTime}`
    : `${period.days} ${length}${period.days === 1 ? '' : 's'}`;
  return {
    title: item.name,
    details: `<p>${countsText(store, item, rate.counts)}</p>`,
    price: {
      total: moneyLabel(account, rate.subTotalCents - rate.discountCents), title: 'Total', unit,
      param: byParam(perUnit, (cents) => moneyLabel(account, cents)),
    },
    date: periodText(store, rate),
  };
}

const breachRecord = ({ rule, message, paramId }: RuleBreach) =>
  ({ rule, message, ...(paramId !== undefined ? { param_id: paramId } : {}) });

/** A grouped parent has no price of its own: the status tells the caller to rate a child (2.2). */
function groupRate(rate: ItemRate): Record<string, unknown> {
  const { item, period } = rate;
  return {
    status: STATUS.group, available: rate.unitsLeft, child_ids: item.childIds,
    message: `${item.name} is a group: rate and book one of its items (${item.childIds.join(', ')}).`,
    start_date: String(period.startDay), end_date: String(period.endDay),
  };
}

export function rateRecord(store: Store, rate: ItemRate): Record<string, unknown> {
  if (rate.status === 'group') return groupRate(rate);
  const { period, days } = rate;
  const { currency } = store.state.account.locale;
  return {
    status: STATUS[rate.status], available: rate.unitsLeft,
    ...(rate.slip !== null ? { slip: rate.slip } : {}),
    summary: summary(store, rate), sub_total: amountText(rate.subTotalCents, currency), event: eventCharges(rate, currency),
    start_date: String(period.startDay), end_date: String(period.endDay),
    dates: Object.fromEntries(days.map((day) => [String(day.day), dayRecord(day, rate.unitsLeft, currency)])),
    ...(rate.errors.length > 0 ? { errors: rate.errors.map(breachRecord) } : {}),
    ...(rate.warnings.length > 0 ? { warnings: rate.warnings.map(breachRecord) } : {}),
  };
}
