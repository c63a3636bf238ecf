// Item rules of a rated query: date rules (length, start weekday, fixed start time) and parameter MIN/MAX
// (docs/api-assumptions.md: "Parameter MIN/MAX breaches work the same way" as date rules).
import { weekdayOf } from '../../../shared/domain/dates.js';
import type { Item } from '../state/model.js';
import { minutesOfDay } from './period.js';
import type { BookingPeriod } from './rate-query.js';

export type RuleName = 'min_len' | 'max_len' | 'start_days' | 'start_time' | 'param_min' | 'param_max';

export interface RuleBreach {
  rule: RuleName;
  /** For a person: what is wrong and what to choose instead. */
  message: string;
  paramId?: string;
}

export function dateRuleBreaches(item: Item, period: BookingPeriod): RuleBreach[] {
  const breaches: RuleBreach[] = [];
  const { minLen, maxLen, startDays } = item.dateRules;
  // A length counts the item's own unit: days, or nights for a stay by the night.
  const lengths = item.unit === 'N' ? 'nights' : 'days';
  if (item.unit !== 'H' && minLen !== undefined && period.days < minLen) {
    breaches.push({ rule: 'min_len', message: `${item.name} needs at least ${minLen} ${lengths}; choose a later end date.` });
  }
  if (item.unit !== 'H' && maxLen !== undefined && period.days > maxLen) {
    breaches.push({
      rule: 'max_len', message: `${item.name} takes at most ${maxLen} ${lengths}; choose an earlier end date.`,
    });
  }
  if (startDays !== undefined && startDays.length > 0 && !startDays.includes(weekdayOf(period.startDay))) {
    breaches.push({
      rule: 'start_days',
      message: `${item.name} starts only on ${startDays.join(', ')}; choose another start date.`,
    });
  }
  // 2.2 rules.fixed.start_time: an hourly item with a fixed start cannot start at another time.
  if (item.unit === 'H' && item.fixedStartTime !== '' &&
    minutesOfDay(period.startTime) !== minutesOfDay(item.fixedStartTime)) {
    breaches.push({ rule: 'start_time', message: `${item.name} starts at ${item.fixedStartTime}; choose that time.` });
  }
  return breaches;
}

/**
 * Counts outside an item parameter's MIN..MAX. A parameter the item does not take is ignored: the recorded rated
 * answer (Checkfront's docs, item-rated.json) echoes seven parameters for an item that takes two, and rates it.
 */
export function paramRuleBreaches(
  item: Item, counts: Record<string, number>, labelOf: (paramId: string) => string,
): RuleBreach[] {
  const breaches: RuleBreach[] = [];
  for (const [paramId, config] of Object.entries(item.params)) {
    const count = counts[paramId] ?? config.def;
    if (count < config.min) {
      const message = `${item.name} needs at least ${config.min} ${labelOf(paramId)}.`;
      breaches.push({ rule: 'param_min', paramId, message });
    }
    if (count > config.max) {
      const message = `${item.name} takes at most ${config.max} ${labelOf(paramId)}.`;
      breaches.push({ rule: 'param_max', paramId, message });
    }
  }
  return breaches;
}
