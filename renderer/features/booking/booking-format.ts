// How the booking screen writes its instants, dates and people, with the one formatter (ui/format.ts).
import type { IntlShape } from 'react-intl';
import type { BookingDetail, Stamp } from '../../../shared/contract/model/booking.js';
import type { StampKind } from '../../../shared/domain/stamps.js';
import type { DayStyle, Formatter } from '../../ui/format.js';
import { staffText } from '../../ui/staff-words.js';

export function formatUnix(seconds: number | null, format: Formatter, intl: IntlShape): string {
  return seconds === null ? intl.formatMessage({ id: 'booking.notKnown', defaultMessage: 'Not known' }) : format.dateTime(seconds);
}

/**
 * "Checked in by Priya Shah at 2:05 p.m." today, "… on Mar 3, 2026, 2:05 p.m." another day; "… at the Dock desk" for
 * a stamp another desk of the venue made, which this desk knows of before the service has told it.
 */
export function stampText(kind: StampKind, stamp: Stamp, format: Formatter, intl: IntlShape, nowMs: number = Date.now()): string {
  const known = !Number.isNaN(Date.parse(stamp.at));
  const when = known ? format.when(stamp.at, nowMs) : '';
  const at = !known ? 'unknown' : when === format.time(stamp.at) ? 'today' : 'otherDay';
  return intl.formatMessage({
    id: 'booking.stamp',
    defaultMessage: '{kind, select, checkIn {Checked in} other {Checked out}} by {staff}{at, select, unknown {} today { at {when}} other { on {when}}}{shared, select, yes { at the {desk} desk} other {}}',
  }, { kind, staff: staffText(intl, stamp.staffName), at, when, shared: stamp.sharedBy ? 'yes' : 'no', desk: stamp.sharedBy ?? '' });
}

type Dated = Pick<BookingDetail, 'startDay' | 'endDay' | 'startTime' | 'endTime' | 'dates'>;

/**
 * "Saturday, November 21, 2026, 1:00 – 4:00 p.m." for a tour; "Nov 21 – 23, 2026" for a stay; the service's own
 * words when the days are not known.
 */
export function datesText(booking: Dated, format: Formatter, intl: IntlShape, style: DayStyle = 'long'): string {
  const { startDay, endDay, startTime, endTime } = booking;
  if (startDay === null) return booking.dates;
  if (endDay === null || endDay === startDay) {
    const day = format.day(startDay, style);
    return startTime ? `${day}, ${format.clockRange(startTime, endTime)}` : day;
  }
  const range = format.dayRange(startDay, endDay, style);
  return startTime
    ? intl.formatMessage({ id: 'booking.daysFrom', defaultMessage: '{days} (from {time})' }, { days: range, time: format.clock(startTime) })
    : range;
}
