// Who wrote a note, in words: the name a desk gave a note it queued; account 0 is the guest booking online (spec
// 2.8); other ids are staff, by the names this desk knows.
import type { IntlShape } from 'react-intl';
import type { StaffMember } from '../../../shared/contract/model/account.js';
import type { BookingNote } from '../../../shared/contract/model/booking.js';
import { staffText } from '../../ui/staff-words.js';

type Authored = Pick<BookingNote, 'staffId' | 'staffName'>;

const knownName = (note: Authored, staff: readonly StaffMember[]): string | undefined =>
  note.staffName || (note.staffId === 0 ? undefined : staff.find((member) => member.accountId === note.staffId)?.name);

export function noteAuthor(note: Authored, staff: readonly StaffMember[], intl: IntlShape): string {
  const name = knownName(note, staff);
  // A name the desk gave a note it queued without a person's ("Signed-in staff member") is said in the desk's language.
  if (name) return staffText(intl, name);
  if (note.staffId === 0) return intl.formatMessage({ id: 'note.author.guest', defaultMessage: 'Guest' });
  return intl.formatMessage({ id: 'note.author.staffNumber', defaultMessage: 'Staff #{id}' }, { id: String(note.staffId) });
}

/** The author is a person's name (data, never translated), rather than the desk's words for one it does not know. */
export const authorIsNamed = (note: Authored, staff: readonly StaffMember[]): boolean => knownName(note, staff) !== undefined;
