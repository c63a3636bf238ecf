// The one action a manifest row offers: departing guests are checked out (asking first when they never checked
// in); everyone else is checked in first; nothing once out, or while a stamp already waits in the outbox. Check-in
// is the booking's, not the line's: a line on a later day of a booking already checked in asks nothing again, until
// the booking's last day. A booking whose record the desk never read (started while the service was down) is
// offered the same as one not checked in: the desk holds the stamp and checks it against the service's record
// before sending it, so a stamp someone else made meanwhile is never overwritten.
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import type { Day } from '../../../shared/domain/dates.js';
import type { SectionId } from './manifest-groups.js';
import type { StampKind } from '../../../shared/domain/stamps.js';

export function offeredAction(contents: BookingContents, section: SectionId, day?: Day): StampKind | null {
  if (contents.pending.some((write) => write.state !== 'conflict')) return null;
  if (contents.checkedOut) return null;
  if (section === 'departures') return 'checkOut';
  if (!contents.checkedIn) return 'checkIn';
  const { endDay } = contents.booking;
  return day === undefined || endDay === null || day >= endDay ? 'checkOut' : null;
}
