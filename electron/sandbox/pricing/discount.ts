// Discounts (DC events, spec 2.9) taken off a day's sub-total, after the item events priced it. Pure; minor units
// of the account's currency, a fixed discount's own amount in whole units of `perUnit` each (minor-units.ts).
import type { RateEvent } from '../state/model.js';

/** What one discount took off a day, per parameter id (each parameter's part of the sub-total). */
export interface DiscountEffect {
  event: RateEvent;
  offByParam: Record<string, number>;
}

/** Percent (P) off each parameter's part, or a fixed amount (F) off the day, taken from the parts in order. */
function offParts(parts: Record<string, number>, event: RateEvent, perUnit: number): Record<string, number> {
  const off: Record<string, number> = {};
  let amountLeft = Math.round(event.dynamicRate * perUnit);
  for (const [paramId, cents] of Object.entries(parts)) {
    const wanted = event.dynamicType === 'P' ? Math.round((cents * event.dynamicRate) / 100) : amountLeft;
    // A discount never raises a price and never takes more than is left.
    const taken = Math.min(Math.max(0, wanted), cents);
    amountLeft -= taken;
    if (taken > 0) off[paramId] = taken;
  }
  return off;
}

/** Applies the day's unlocked discounts in order; each works on what the previous ones left. */
export function discountDay(parts: Record<string, number>, discounts: readonly RateEvent[], perUnit: number): DiscountEffect[] {
  const remaining: Record<string, number> = { ...parts };
  const effects: DiscountEffect[] = [];
  for (const event of discounts) {
    const offByParam = offParts(remaining, event, perUnit);
    if (Object.keys(offByParam).length === 0) continue;
    for (const [paramId, cents] of Object.entries(offByParam)) remaining[paramId]! -= cents;
    effects.push({ event, offByParam });
  }
  return effects;
}

export function totalOff(effects: readonly DiscountEffect[]): number {
  return effects.reduce((sum, effect) => sum + Object.values(effect.offByParam).reduce((a, b) => a + b, 0), 0);
}
