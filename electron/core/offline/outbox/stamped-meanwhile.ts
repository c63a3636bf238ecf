// Two desks offline can both check in the same guest. A check-in or check-out that could not go out at once is
// read against the booking before it is sent: if a stamp is already there, someone else made it meanwhile, and a
// person decides (send anyway, or discard) instead of the desk overwriting it and adding a second note.
import type { DeskError } from '../../../../shared/contract/desk-error.js';
import { STAMPED_MEANWHILE } from '../../../../shared/domain/stamps.js';
import type { WireBooking, WireBookingStamp, WireMoment } from '../../../../shared/wire/index.js';
import { momentText } from '../../mapping/booking-mapping.js';
import type { OutboxEntry } from './outbox-entry.js';


/**
 * A queued stamp is read against the booking immediately before it is sent, unless a person pressed it this moment
 * with the booking's stamps in front of them (sent at once), or confirmed it (send anyway). A stamp pressed on a
 * booking whose record the desk never held (no seenStamp: a desk started while the service was down) is always read
 * first: nobody saw whether it was already stamped.
 */
export function needsStampCheck(entry: OutboxEntry, sentAtOnce = false): boolean {
  const isStamp = entry.write.kind === 'checkIn' || entry.write.kind === 'checkOut';
  const seen = entry.seenStamp !== undefined;
  return isStamp && entry.sendAnyway !== true && (entry.attempts > 0 || !sentAtOnce || !seen);
}

/** The conflict to show when the booking already carries the stamp this entry would make; null when it does not. */
export function stampedMeanwhile(entry: OutboxEntry, booking: WireBooking, staffName: (id: number) => string | null,
  zone: string): DeskError | null {
  const checkIn = entry.write.kind === 'checkIn';
  const stamp = checkIn ? booking.checked_in : booking.checked_out;
  // The stamp the person had in front of them when pressing (and chose to stamp over) was not made meanwhile.
  if (!stamp || entry.seenStamp === momentText(stamp.date, zone)) return null;
  const done = checkIn ? 'checked in' : 'checked out';
  return {
    kind: 'refused', code: STAMPED_MEANWHILE,
    message: `Already ${done}${byWhom(stamp, staffName)}${atWhen(stamp.date, zone)}, while this desk was waiting to send ` +
      `its own ${checkIn ? 'check-in' : 'check-out'}. Send it anyway to replace that stamp, or discard this one.`,
  };
}

function byWhom(stamp: WireBookingStamp, staffName: (id: number) => string | null): string {
  const name = stamp.name ?? (stamp.account_id !== undefined ? staffName(stamp.account_id) : null);
  return name ? ` by ${name}` : '';
}

/** " at 09:12 on 2026-11-24" in the account's local time, " on 2026-11-24" when only the day is known. */
function atWhen(moment: WireMoment | undefined, zone: string): string {
  const text = momentText(moment, zone);
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/.exec(text);
  if (!match) return '';
  return match[2] ? ` at ${match[2]} on ${match[1]}` : ` on ${match[1]}`;
}
