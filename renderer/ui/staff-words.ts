// A write's author as a person reads it: the desk's own names for an author it cannot name ("Signed-in staff member",
// "Staff #12"), sent by the main process in English, in the desk's language; a person's name is data, as it is.
import type { IntlShape } from 'react-intl';
import { SIGNED_IN_STAFF, staffNumberOf } from '../../shared/domain/staff-names.js';

export function staffText(intl: IntlShape, name: string): string {
  if (name === SIGNED_IN_STAFF) return intl.formatMessage({ id: 'status.signedInStaff', defaultMessage: 'Signed-in staff member' });
  const number = staffNumberOf(name);
  if (number !== null) return intl.formatMessage({ id: 'note.author.staffNumber', defaultMessage: 'Staff #{id}' }, { id: String(number) });
  return name;
}
