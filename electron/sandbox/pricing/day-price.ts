// The price of one day, per booking parameter, after the item events of that day (docs/api-assumptions.md,
// "Items, events and calendar"). Pure: everything it needs comes in as arguments. Money is in minor units of the
// account's currency (minor-units.ts); an event's own amounts are in whole units, `perUnit` minor units each.
import type { RateEvent } from '../state/model.js';

/** What one event did to a day: the change per unit, per parameter id. */
export interface EventEffect {
  event: RateEvent;
  unitDelta: Record<string, number>;
}

export interface DayPricing {
  unitCents: Record<string, number>;
  /** An event with status U closed the day. */
  closed: boolean;
  effects: EventEffect[];
}

/** Yield: the rate percent of the lowest level that the units left are at or below; null when none is reached. */
export function yieldPercent(levels: readonly { level: number; rate: number }[], unitsLeft: number): number | null {
  let chosen: { level: number; rate: number } | null = null;
  for (const level of levels) {
    if (unitsLeft <= level.level && (chosen === null || level.level < chosen.level)) chosen = level;
  }
  return chosen?.rate ?? null;
}

/** One price after one event's price_src; null when the event leaves prices alone (B, blank, Yield not reached). */
export function applyPriceSource(cents: number, event: RateEvent, unitsLeft: number, perUnit: number): number | null {
  switch (event.priceSrc) {
    case 'N':
      return Math.round(event.dynamicRate * perUnit);
    case 'D':
      return event.dynamicType === 'P'
        ? Math.round((cents * (100 + event.dynamicRate)) / 100)
        : cents + Math.round(event.dynamicRate * perUnit);
    case 'Yield': {
      const percent = yieldPercent(event.details, unitsLeft);
      return percent === null ? null : Math.round((cents * percent) / 100);
    }
    default:
      // B keeps the price it has; blank changes no price (the event may still close the day).
      return null;
  }
}

/** Applies the day's item events (SE and SP, already in order) to the base prices. */
export function priceDay(base: Record<string, number>, events: readonly RateEvent[], unitsLeft: number,
  perUnit: number): DayPricing {
  const unitCents: Record<string, number> = { ...base };
  const effects: EventEffect[] = [];
  let closed = false;
  for (const event of events) {
    const unitDelta: Record<string, number> = {};
    let acted = event.status === 'U';
    for (const [paramId, cents] of Object.entries(unitCents)) {
      const next = applyPriceSource(cents, event, unitsLeft, perUnit);
      if (next === null) continue;
      acted = true;
      const bounded = Math.max(0, next);
      unitDelta[paramId] = bounded - cents;
      unitCents[paramId] = bounded;
    }
    if (event.status === 'U') closed = true;
    if (acted) effects.push({ event, unitDelta });
  }
  return { unitCents, closed, effects };
}
