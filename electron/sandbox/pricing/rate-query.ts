// What a rated item query asks for, in the sandbox's own words (the wire parameters are read in routes/).
import type { Day } from '../../../shared/domain/dates.js';

/**
 * Spec 4.2 `rules`: enforce (the default) refuses a breach with status RULE; soft rates anyway and warns;
 * off skips rule checking (docs/api-assumptions.md, "Items, events and calendar").
 */
export type RulesMode = 'enforce' | 'soft' | 'off';

export interface RateQuery {
  startDay: Day;
  /** Last day booked, inclusive; the departure for an item by the night. Absent: the item's default length (len). */
  endDay?: Day;
  /** HH:MM, hourly ("H") items only; absent: the item's fixed start time. */
  startTime?: string;
  endTime?: string;
  /** Counts per booking parameter id (a word: adults); a parameter not given takes the item's default. */
  params: Record<string, number>;
  discountCode?: string;
  rules: RulesMode;
  /** Unix seconds, stamped into the SLIP. */
  now: number;
}

/** The days and times a rate covers, after the item's own defaults are applied. */
export interface BookingPeriod {
  startDay: Day;
  endDay: Day;
  startTime: string;
  endTime: string;
  /** Days priced: the days booked for "D" items, the nights for "N" items (departure not counted), 1 for hourly ones. */
  days: number;
}
