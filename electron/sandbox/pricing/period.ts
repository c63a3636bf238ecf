// The period a rate covers: an item's default length fills a missing end day, hourly items stay on one day.
import { addDays, daysBetween } from '../../../shared/domain/dates.js';
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
  return `${String(Math.floor(bounded / 60)).padStart(2, '0')}:${String(bounded % 60).padStart(2, '0')}`;
}

export function bookingPeriod(item: Item, query: RateQuery): BookingPeriod {
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
