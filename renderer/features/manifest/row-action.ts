// The one action a manifest row offers: departing guests are checked out (asking first when they never checked
// in); everyone else is checked in first; nothing once out, or while a stamp already waits in the outbox.
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import type { SectionId } from './manifest-groups.js';
import type { StampKind } from '../../../shared/domain/stamps.js';

export function offeredAction(contents: BookingContents, section: SectionId): StampKind | null {
  if (contents.pending.some((write) => write.state !== 'conflict')) return null;
  if (contents.checkedOut) return null;
  if (section === 'departures' || contents.checkedIn) return 'checkOut';
  return 'checkIn';
}
