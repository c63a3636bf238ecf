// Did an earlier attempt of this write take effect? Asked, from a freshly read booking, before resending a write
// whose answer never came (nothing sent twice). Pure, so each rule is tested on its own.
import { dayInZone } from '../../../../shared/domain/dates.js';
import {
  dayOf, isDayOnly, latestInstantOf, type WireBooking, type WireBookingStamp, type WireMoment,
} from '../../../../shared/wire/index.js';
import { SERVICE_CLOCK_SLACK_MS } from '../../api/service-clock.js';
import type { OutboxEntry } from './outbox-entry.js';

/**
 * Without the service's time of the write (a desk that had not heard the service), the desk's clock stands in; it may
 * differ from the service's, so a stamp or note from up to this long before the write was queued still counts as
 * ours. Older ones were made by someone else, earlier.
 */
export const CLOCK_SLACK_MS = 2 * 60 * 1000;

type Applied = Pick<OutboxEntry, 'write' | 'createdAt' | 'staffId' | 'serviceAt'>;

/** `zone`: the account's time zone, in which dates written without one are read (shared/wire/moment.ts). */
export function wasApplied(entry: Applied, booking: WireBooking, zone: string): boolean {
  const { write } = entry;
  switch (write.kind) {
    case 'checkIn': return isOurStamp(booking.checked_in, entry, zone);
    case 'checkOut': return isOurStamp(booking.checked_out, entry, zone);
    case 'note': return hasOurNote(booking, write.body, entry, zone);
    case 'bookmark': return booking.bookmark === write.bookmarked;
    case 'status': return (booking.status_id ?? '').toUpperCase() === write.statusId.toUpperCase()
      && (!write.setPaid || isSettled(booking));
  }
}

/** A check-in or check-out stamp recent enough, and by our staff member when the entry names one. */
export function isOurStamp(stamp: WireBookingStamp | null | undefined, entry: Omit<Applied, 'write'>, zone: string): boolean {
  if (!stamp) return false;
  return isRecent(stamp.date, entry, zone) && isByStaff(stamp.account_id, entry.staffId);
}

function hasOurNote(booking: WireBooking, body: string, entry: Applied, zone: string): boolean {
  // The service may trim what it stores; a body that differs only in outer white space is the same note.
  const wanted = body.trim();
  return (booking.notes ?? []).some((note) => note.body?.trim() === wanted
    && isRecent(note.date, entry, zone) && isByStaff(note.account_id, entry.staffId));
}

/**
 * Made no earlier than the write was queued (less the slack), in whatever form the service wrote the date: by the
 * service's clock when the desk knew it then, else by the desk's. A date that names only the day (yyyymmdd) counts
 * when it is that day or later: the time within it is not known. A date the desk could not read is not ours: a
 * person then sees the stamp and decides.
 */
function isRecent(moment: WireMoment | undefined, entry: Pick<Applied, 'createdAt' | 'serviceAt'>, zone: string): boolean {
  if (moment === undefined) return false;
  const earliest = entry.serviceAt !== undefined ? entry.serviceAt - SERVICE_CLOCK_SLACK_MS : entry.createdAt - CLOCK_SLACK_MS;
  if (isDayOnly(moment)) return dayOf(moment, zone) >= dayInZone(Math.floor(earliest / 1000), zone);
  // A local time in the hour the clocks repeat may be either of two instants: one of them recent is enough, or the
  // desk would send again a write whose answer it lost just after 01:00 on the night they go back.
  return latestInstantOf(moment, zone) * 1000 >= earliest;
}

/** null staff = whoever was signed in, whose account id the desk does not know: any author then counts. */
const isByStaff = (accountId: number | undefined, staffId: number | null): boolean =>
  staffId === null || accountId === undefined || accountId === staffId;

function isSettled(booking: WireBooking): boolean {
  if (booking.paid_total === undefined || booking.total === undefined) return false;
  return Number(booking.paid_total) >= Number(booking.total);
}
