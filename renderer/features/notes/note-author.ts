// Who wrote a note, in words: account 0 is the guest booking online (spec 2.8); staff by the names this desk knows.
import type { StaffMember } from '../../../shared/contract/model/account.js';

export function noteAuthor(staffId: number, staff: readonly StaffMember[]): string {
  if (staffId === 0) return 'Guest';
  return staff.find((member) => member.accountId === staffId)?.name ?? `Staff #${staffId}`;
}
