// The staff members this desk knows for the account in use, and who is acting: whose name goes on a check-in stamp
// or a note, and whom each write names to the service (X-On-Behalf).
import type { StaffMember } from '../../../shared/contract/model/account.js';
import { numberedStaff, SIGNED_IN_STAFF } from '../../../shared/domain/staff-names.js';
import { noAccount, type OpenAccount } from './open-account.js';
import type { AccountRegistry } from './account-registry.js';

export class DeskStaff {
  constructor(private readonly registry: AccountRegistry, private readonly account: OpenAccount, private readonly changed: () => void) {}

  actingStaffId(): number | null {
    return this.account.config()?.actingStaffId ?? null;
  }

  /** The demo signs in as its first staff member; another account's sign-in does not say who. */
  signedInAs(): StaffMember | null {
    const config = this.account.config();
    return config?.kind === 'demo' ? config.staff[0] ?? null : null;
  }

  /** A staff member's name for a person to read; null is whoever signed in. */
  staffName(staffId: number | null): string {
    return this.knownStaffName(staffId) ?? (staffId === null ? SIGNED_IN_STAFF : numberedStaff(staffId));
  }

  /** The staff member's name when this desk knows it (null: whoever is signed in, named only on the demo). */
  knownStaffName(staffId: number | null): string | null {
    if (staffId === null) return this.signedInAs()?.name ?? null;
    return this.staffNames().get(staffId) ?? null;
  }

  /** Names of the staff this desk knows, for check-in stamps and note authors. */
  staffNames(): ReadonlyMap<number, string> {
    return new Map((this.account.config()?.staff ?? []).map((member) => [member.accountId, member.name]));
  }

  /** The account's staff list and who acts, as the person set them under Accounts. */
  set(staff: StaffMember[], actingStaffId: number | null): void {
    const config = this.account.config();
    if (!config) throw noAccount();
    this.registry.update(config.id, { staff, actingStaffId });
    this.changed();
  }
}
