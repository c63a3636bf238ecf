// Did an earlier attempt of this write take effect? Asked, from a freshly read booking, before resending a write
// whose answer never came (DESIGN.md §4: nothing sent twice). Pure, so each rule is tested on its own.
import type { WireBooking, WireBookingStamp } from '../../../../shared/wire/index.js';
import type { OutboxEntry } from './outbox-entry.js';

/**
 * Clocks of the desk and the service differ a little; a stamp or note from up to this long before the write was
 * queued still counts as ours. Older ones were made by someone else, earlier.
 */
export const CLOCK_SLACK_MS = 2 * 60 * 1000;

type Applied = Pick<OutboxEntry, 'write' | 'createdAt' | 'staffId'>;

export function wasApplied(entry: Applied, booking: WireBooking): boolean {
  const { write } = entry;
  switch (write.kind) {
    case 'checkIn': return isOurStamp(booking.checked_in, entry);
    case 'checkOut': return isOurStamp(booking.checked_out, entry);
    case 'note': return hasOurNote(booking, write.body, entry);
    case 'bookmark': return booking.bookmark === write.bookmarked;
    case 'status': return (booking.status_id ?? '').toUpperCase() === write.statusId.toUpperCase()
      && (!write.setPaid || isSettled(booking));
  }
}

/** A check-in or check-out stamp recent enough, and by our staff member when the entry names one. */
export function isOurStamp(stamp: WireBookingStamp | null | undefined, entry: Omit<Applied, 'write'>): boolean {
  if (!stamp) return false;
  return isRecent(stamp.date, entry.createdAt) && isByStaff(stamp.account_id, entry.staffId);
}

function hasOurNote(booking: WireBooking, body: string, entry: Applied): boolean {
  // The service may trim what it stores; a body that differs only in outer white space is the same note.
  const wanted = body.trim();
  return (booking.notes ?? []).some((note) => note.body?.trim() === wanted
    && note.date !== undefined && isRecent(note.date, entry.createdAt) && isByStaff(note.account_id, entry.staffId));
}

function isRecent(isoDate: string, createdAt: number): boolean {
  const at = Date.parse(isoDate);
  return Number.isFinite(at) && at >= createdAt - CLOCK_SLACK_MS;
}

/** null staff = whoever was signed in, whose account id the desk does not know: any author then counts. */
const isByStaff = (accountId: number | undefined, staffId: number | null): boolean =>
  staffId === null || accountId === undefined || accountId === staffId;

function isSettled(booking: WireBooking): boolean {
  if (booking.paid_total === undefined || booking.total === undefined) return false;
  return Number(booking.paid_total) >= Number(booking.total);
}
