// The period a rate covers: an item's default length fills a missing end day, hourly items stay on one day.
import { addDays, clockText, daysBetween, type Day } from '../../../shared/domain/dates.js';
import type { Item } from '../state/model.js';
import type { BookingPeriod, RateQuery } from './rate-query.js';

/** Hourly items without a fixed start time start here; the seed's tours last this many hours. */
const DEFAULT_START_TIME = '09:00';
const DEFAULT_HOURS = 3;

/** "9:05" → minutes since midnight; null when it is not a time of day. */
export function minutesOfDay(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

export function timeOfDay(minutes: number): string {
  const bounded = Math.min(minutes, 23 * 60 + 59);
  return clockText(Math.floor(bounded / 60), bounded % 60);
}

/**
 * The days a booking of the item takes and is priced for: a stay by the night its nights, arrival to the night before
 * departure (not the morning it leaves); a booking by the day or the hour every day from its first to its last.
 */
export function chargedDays(unit: Item['unit'], startDay: Day, endDay: Day): [Day, Day] {
  return unit === 'N' && endDay > startDay ? [startDay, addDays(endDay, -1)] : [startDay, endDay];
}

export function bookingPeriod(item: Item, query: RateQuery): BookingPeriod {
  if (item.unit === 'N') {
    // The last day is the departure; none, or the arrival day itself, is the item's default stay (len nights).
    const departure = query.endDay !== undefined && query.endDay > query.startDay ? query.endDay : undefined;
    const endDay = departure ?? addDays(query.startDay, Math.max(1, item.len));
    return { startDay: query.startDay, endDay, startTime: '', endTime: '', days: daysBetween(query.startDay, endDay) };
  }
  if (item.unit === 'H') {
    // Hourly items are booked on one day (model.ts): a longer range rates its first day only.
    const startTime = query.startTime ?? (item.fixedStartTime || DEFAULT_START_TIME);
    const endTime = query.endTime ?? timeOfDay((minutesOfDay(startTime) ?? 0) + DEFAULT_HOURS * 60);
    return { startDay: query.startDay, endDay: query.startDay, startTime, endTime, days: 1 };
  }
  const endDay = query.endDay ?? addDays(query.startDay, Math.max(1, item.len) - 1);
  const days = daysBetween(query.startDay, endDay) + 1;
  return { startDay: query.startDay, endDay, startTime: '', endTime: '', days };
}
