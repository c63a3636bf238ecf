// Contract handlers for accounts, sign-in and the acting staff member.
import type { StaffMember } from '../../../../shared/contract/model/account.js';
import { MAX_STAFF } from '../../../../shared/domain/desk-limits.js';
import { ApiFailure } from '../../api/api-errors.js';
import type { AccountLifecycle } from '../account-lifecycle.js';
import type { DeskParts } from '../desk-parts.js';
import type { DeskStaff } from '../desk-staff.js';
import { summaryOf } from '../account-registry.js';
import { deskZoneRules } from '../zone-rules-answer.js';
import type { DeskHandlers } from '../dispatch.js';

type AccountHandlers = Pick<DeskHandlers,
  'desk.status' | 'desk.ping' | 'accounts.useDemo' | 'accounts.addOAuth' | 'accounts.addTokenPair' | 'accounts.select' |
  'accounts.remove' | 'accounts.info' | 'accounts.acceptMove' | 'auth.signIn' | 'auth.signOut' | 'staff.add' | 'staff.remove' | 'staff.setActing'>;

/** What these handlers use of the desk: the lifecycle's steps, and what the status and the staff list say. */
type AccountsDesk = Pick<DeskParts, 'account' | 'service' | 'details' | 'now' | 'status'> & {
  readonly staff: Pick<DeskStaff, 'set'>;
  readonly lifecycle: Pick<AccountLifecycle, 'useDemo' | 'add' | 'select' | 'remove' | 'acceptMove' | 'signIn' | 'signOut'>;
};

export function accountHandlers(desk: AccountsDesk): AccountHandlers {
  const { lifecycle } = desk;
  /** Each step of the lifecycle answers with the desk's status after it. */
  const statusAfter = async (step: Promise<void>) => {
    await step;
    return desk.status();
  };
  const setStaff = (staff: StaffMember[], acting: number | null) => {
    desk.staff.set(staff, acting);
    return desk.status();
  };
  return {
    'desk.status': async () => desk.status(),
    'desk.ping': async (_input, signal) => {
      await desk.service.call((service) => service.ping({ signal }));
      return { ok: true as const };
    },
    'accounts.useDemo': () => statusAfter(lifecycle.useDemo()),
    'accounts.addOAuth': async (input) => summaryOf(await lifecycle.add(
      { label: input.label, kind: 'oauth', baseUrl: input.baseUrl, clientId: input.clientId, staff: [], actingStaffId: null },
      [['client-secret', input.clientSecret]],
    )),
    'accounts.addTokenPair': async (input) => summaryOf(await lifecycle.add(
      { label: input.label, kind: 'token-pair', baseUrl: input.baseUrl, clientId: null, staff: [], actingStaffId: null },
      [['api-key', input.apiKey], ['api-secret', input.apiSecret]],
    )),
    'accounts.select': (input) => statusAfter(lifecycle.select(input.accountId)),
    'accounts.remove': (input) => statusAfter(lifecycle.remove(input.accountId)),
    'accounts.info': async () => {
      const info = await desk.details.accountInfo();
      return { ...info, zoneRules: deskZoneRules(info.timezone, desk.now()) };
    },
    'accounts.acceptMove': (input) => statusAfter(lifecycle.acceptMove(input.accountId)),
    'auth.signIn': (_input, signal) => statusAfter(lifecycle.signIn(signal)),
    'auth.signOut': () => statusAfter(lifecycle.signOut()),
    'staff.add': async (input, signal) => {
      const staff = desk.status().staff.filter((member) => member.accountId !== input.accountId);
      if (staff.length >= MAX_STAFF) {
        throw new ApiFailure('refused', `This desk lists ${MAX_STAFF} staff members for the account already. Remove one first.`,
          { code: 'too_many_staff' });
      }
      // The service names unknown staff (403 unknown_staff), so a typo is caught here rather than on the first write.
      await desk.service.call((service) => service.ping({ signal, onBehalf: String(input.accountId) })).catch((error: unknown) => {
        if (error instanceof ApiFailure && error.details.code === 'unknown_staff') {
          throw new ApiFailure('invalid-input', `The service knows no staff account ${input.accountId}.`, { fields: ['accountId'] });
        }
        throw error;
      });
      return setStaff([...staff, input], desk.account.config()?.actingStaffId ?? null);
    },
    'staff.remove': async (input) => {
      const config = desk.account.config();
      const staff = desk.status().staff.filter((member) => member.accountId !== input.accountId);
      const acting = config?.actingStaffId === input.accountId ? null : (config?.actingStaffId ?? null);
      return setStaff(staff, acting);
    },
    'staff.setActing': async (input) => {
      const { staff } = desk.status();
      if (input.accountId !== null && !staff.some((member) => member.accountId === input.accountId)) {
        throw new ApiFailure('invalid-input', 'Add that staff member to this desk first.', { fields: ['accountId'] });
      }
      return setStaff(staff, input.accountId);
    },
  };
}
