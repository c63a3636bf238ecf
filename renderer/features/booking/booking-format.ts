// How the booking screen writes its instants, dates and people, with the one formatter (ui/format.ts).
import type { BookingDetail, Stamp } from '../../../shared/contract/model/booking.js';
import type { DayStyle, Formatter } from '../../ui/format.js';

export function formatUnix(seconds: number | null, format: Formatter): string {
  return seconds === null ? 'Not known' : format.dateTime(seconds);
}

/**
 * "Checked in by Priya Shah at 2:05 p.m." today, "… on Mar 3, 2026, 2:05 p.m." another day; "… at the Dock desk" for
 * a stamp another desk of the venue made, which this desk knows of before the service has told it.
 */
export function stampText(verb: string, stamp: Stamp, format: Formatter, nowMs: number = Date.now()): string {
  const where = stamp.sharedBy ? ` at the ${stamp.sharedBy} desk` : '';
  if (Number.isNaN(Date.parse(stamp.at))) return `${verb} by ${stamp.staffName}${where}`;
  const when = format.when(stamp.at, nowMs);
  const today = when === format.time(stamp.at);
  return `${verb} by ${stamp.staffName} ${today ? 'at' : 'on'} ${when}${where}`;
}

type Dated = Pick<BookingDetail, 'startDay' | 'endDay' | 'startTime' | 'endTime' | 'dates'>;

/**
 * "Saturday, November 21, 2026, 1:00 – 4:00 p.m." for a tour; "Nov 21 – 23, 2026" for a stay; the service's own
 * words when the days are not known.
 */
export function datesText(booking: Dated, format: Formatter, style: DayStyle = 'long'): string {
  const { startDay, endDay, startTime, endTime } = booking;
  if (startDay === null) return booking.dates;
  if (endDay === null || endDay === startDay) {
    const day = format.day(startDay, style);
    return startTime ? `${day}, ${format.clockRange(startTime, endTime)}` : day;
  }
  const range = format.dayRange(startDay, endDay, style);
  return startTime ? `${range} (from ${format.clock(startTime)})` : range;
}
