// Who wrote a note, in words: the name a desk gave a note it queued; account 0 is the guest booking online (spec
// 2.8); other ids are staff, by the names this desk knows.
import type { StaffMember } from '../../../shared/contract/model/account.js';
import type { BookingNote } from '../../../shared/contract/model/booking.js';

export function noteAuthor(note: Pick<BookingNote, 'staffId' | 'staffName'>, staff: readonly StaffMember[]): string {
  if (note.staffName) return note.staffName;
  if (note.staffId === 0) return 'Guest';
  return staff.find((member) => member.accountId === note.staffId)?.name ?? `Staff #${note.staffId}`;
}
