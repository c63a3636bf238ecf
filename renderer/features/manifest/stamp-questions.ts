// What to ask before a check-in or check-out that is likely a slip (issue 11): checking out someone never checked
// in, checking in twice, checking in on a day that is not the booking's; and a balance due at check-out.
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import type { Day } from '../../../shared/domain/dates.js';
import { amountOwed } from '../../../shared/domain/payment.js';
import { isPositiveAmount } from '../../../shared/domain/money.js';
import type { Formatter } from '../../ui/format.js';

export type StampKind = 'checkIn' | 'checkOut';

export interface StampQuestions {
  /** Why to stop and think; empty when nothing looks wrong. */
  reasons: string[];
  /** Money still due at check-out, which the desk offers to settle first. */
  dueAtCheckOut: string | null;
}

/** A booking as the manifest or the booking screen holds it: its listing fields and its check-in. */
export type Stampable = Pick<BookingContents, 'booking' | 'checkedIn'>;

export function stampQuestions(kind: StampKind, contents: Stampable, today: Day, format: Formatter): StampQuestions {
  const { booking, checkedIn } = contents;
  const reasons: string[] = [];
  if (kind === 'checkOut' && checkedIn === null) reasons.push(`${booking.customer.name || 'This guest'} was never checked in.`);
  if (kind === 'checkIn' && checkedIn !== null) {
    // In brackets: a time in a locale that writes "a.m." would otherwise end the sentence with two full stops.
    reasons.push(`Already checked in by ${checkedIn.staffName} (${format.dateTime(checkedIn.at)}).`);
  }
  const start = booking.startDay;
  const end = booking.endDay ?? start;
  if (kind === 'checkIn' && start !== null && end !== null && (today < start || today > end)) {
    reasons.push(`The booking is for ${start === end ? format.day(start, 'medium') : format.dayRange(start, end)}, not today.`);
  }
  const owed = amountOwed({ statusId: booking.status.id, total: booking.total, paid: booking.paid, due: booking.due });
  return { reasons, dueAtCheckOut: kind === 'checkOut' && isPositiveAmount(owed) ? owed : null };
}
