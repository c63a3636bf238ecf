// How the booking screen writes instants, days and people, in the account's locale and time zone.
import type { StaffMember } from '../../../shared/contract/model/account.js';
import type { BookingDetail, Stamp } from '../../../shared/contract/model/booking.js';
import { dayInZone } from '../../../shared/domain/dates.js';
import type { AccountFormat } from '../../ui/account-format.js';
import { formatDateTime, formatDay, formatTime } from '../../ui/format.js';

export function formatUnix(seconds: number | null, format: AccountFormat): string {
  if (seconds === null) return 'Not known';
  return formatDateTime(new Date(seconds * 1000).toISOString(), format.locale, format.timeZone);
}

/** "at 14:05" today, "on 3 Mar 2026, 14:05" another day: the desk mostly looks at today's arrivals. */
function whenText(iso: string, format: AccountFormat, nowMs: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const sameDay = dayInZone(at / 1000, format.timeZone) === dayInZone(nowMs / 1000, format.timeZone);
  return sameDay ? `at ${formatTime(iso, format.locale, format.timeZone)}` : `on ${formatDateTime(iso, format.locale, format.timeZone)}`;
}

/** "Checked in by Priya Shah at 14:05". */
export function stampText(verb: string, stamp: Stamp, format: AccountFormat): string {
  return `${verb} by ${stamp.staffName} ${whenText(stamp.at, format)}`.trim();
}

/** Spec 2.8: account 0 is the guest writing while booking; other ids are staff, named when the desk knows them. */
export function authorName(staffId: number, staff: readonly StaffMember[]): string {
  if (staffId === 0) return 'Guest';
  return staff.find((member) => member.accountId === staffId)?.name ?? `Staff #${staffId}`;
}

/** "Sat, Nov 21 – Mon, Nov 23", with the times for hourly bookings; the service's own words when days are unknown. */
export function datesText(booking: BookingDetail, locale: string): string {
  const { startDay, endDay, startTime, endTime } = booking;
  if (startDay === null) return booking.dates;
  const start = `${formatDay(startDay, locale, 'long')}${startTime ? `, ${startTime}` : ''}`;
  if (endDay === null || (endDay === startDay && !endTime)) return start;
  if (endDay === startDay) return `${start} – ${endTime}`;
  return `${start} – ${formatDay(endDay, locale, 'long')}${endTime ? `, ${endTime}` : ''}`;
}
