// When a session line or a new booking starts and ends, by the conventions the seed uses (seed/bookings.ts),
// so that created bookings sit on the desk's boards exactly like seeded ones.
import { instantInZone, timeInZone } from '../../../shared/domain/dates.js';
import type { Item, SessionLine, Stay } from '../state/model.js';

export type { Stay };

/**
 * Daily items start at 15:00 unless a start time is fixed, and end on the evening (20:00) of the last day; a stay by
 * the night ends at check-out (11:00) on its departure day.
 */
const DAILY_START = '15:00';
const DAILY_END_HOUR = 20;
const CHECK_OUT_HOUR = 11;
/** Hourly items without an end time last three hours, as the seeded tours do. */
const HOURLY_LENGTH_SECONDS = 3 * 3600;

function clock(time: string): [number, number] {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return [hour, minute];
}

export function stayOf(line: SessionLine, item: Item | undefined, timeZone: string): Stay {
  const hourly = item?.unit === 'H';
  const startTime = line.startTime || item?.fixedStartTime || (hourly ? '09:00' : '');
  const startsAt = instantInZone(line.startDay, timeZone, ...clock(startTime || DAILY_START));
  if (!hourly) {
    const endsAt = instantInZone(line.endDay, timeZone, item?.unit === 'N' ? CHECK_OUT_HOUR : DAILY_END_HOUR);
    return { startDay: line.startDay, endDay: line.endDay, startsAt, endsAt, startTime: '', endTime: '' };
  }
  const endsAt = line.endTime ? instantInZone(line.endDay, timeZone, ...clock(line.endTime)) : startsAt + HOURLY_LENGTH_SECONDS;
  const endTime = line.endTime || timeInZone(endsAt, timeZone);
  return { startDay: line.startDay, endDay: line.endDay, startsAt, endsAt, startTime, endTime };
}

/** The span of several stays: earliest start to latest end; null when there are none. */
export function spanOf(stays: readonly Stay[]): Stay | null {
  if (stays.length === 0) return null;
  const first = stays.reduce((a, b) => (b.startsAt < a.startsAt ? b : a));
  const last = stays.reduce((a, b) => (b.endsAt > a.endsAt ? b : a));
  return {
    startDay: Math.min(...stays.map((s) => s.startDay)), endDay: Math.max(...stays.map((s) => s.endDay)),
    startsAt: first.startsAt, endsAt: last.endsAt, startTime: first.startTime, endTime: last.endTime,
  };
}
