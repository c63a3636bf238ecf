// Contract handlers for accounts, sign-in and the acting staff member.
import { MAX_STAFF } from '../../../../shared/domain/desk-limits.js';
import { ApiFailure } from '../../api/api-errors.js';
import type { Desk } from '../desk.js';
import { summaryOf } from '../account-registry.js';
import { deskZoneRules } from '../zone-rules-answer.js';
import type { DeskHandlers } from '../dispatch.js';

type AccountHandlers = Pick<DeskHandlers,
  'desk.status' | 'desk.ping' | 'accounts.useDemo' | 'accounts.addOAuth' | 'accounts.addTokenPair' | 'accounts.select' |
  'accounts.remove' | 'accounts.info' | 'accounts.acceptMove' | 'auth.signIn' | 'auth.signOut' | 'staff.add' | 'staff.remove' | 'staff.setActing'>;

export function accountHandlers(desk: Desk): AccountHandlers {
  return {
    'desk.status': async () => desk.status(),
    'desk.ping': async (_input, signal) => {
      await desk.call((service) => service.ping({ signal }));
      return { ok: true as const };
    },
    'accounts.useDemo': () => desk.useDemo(),
    'accounts.addOAuth': async (input) => summaryOf(await desk.addAccount(
      { label: input.label, kind: 'oauth', baseUrl: input.baseUrl, clientId: input.clientId, staff: [], actingStaffId: null },
      [['client-secret', input.clientSecret]],
    )),
    'accounts.addTokenPair': async (input) => summaryOf(await desk.addAccount(
      { label: input.label, kind: 'token-pair', baseUrl: input.baseUrl, clientId: null, staff: [], actingStaffId: null },
      [['api-key', input.apiKey], ['api-secret', input.apiSecret]],
    )),
    'accounts.select': (input) => desk.select(input.accountId),
    'accounts.remove': (input) => desk.remove(input.accountId),
    'accounts.info': async () => {
      const info = await desk.accountInfo();
      return { ...info, zoneRules: deskZoneRules(info.timezone, desk.now()) };
    },
    'accounts.acceptMove': (input) => desk.acceptMove(input.accountId),
    'auth.signIn': (_input, signal) => desk.signIn(signal),
    'auth.signOut': () => desk.signOut(),
    'staff.add': async (input, signal) => {
      const staff = desk.status().staff.filter((member) => member.accountId !== input.accountId);
      if (staff.length >= MAX_STAFF) {
        throw new ApiFailure('refused', `This desk lists ${MAX_STAFF} staff members for the account already. Remove one first.`,
          { code: 'too_many_staff' });
      }
      // The service names unknown staff (403 unknown_staff), so a typo is caught here rather than on the first write.
      await desk.call((service) => service.ping({ signal, onBehalf: String(input.accountId) })).catch((error: unknown) => {
        if (error instanceof ApiFailure && error.details.code === 'unknown_staff') {
          throw new ApiFailure('invalid-input', `The service knows no staff account ${input.accountId}.`, { fields: ['accountId'] });
        }
        throw error;
      });
      return desk.setStaff([...staff, input], desk.currentConfig()?.actingStaffId ?? null);
    },
    'staff.remove': async (input) => {
      const config = desk.currentConfig();
      const staff = desk.status().staff.filter((member) => member.accountId !== input.accountId);
      const acting = config?.actingStaffId === input.accountId ? null : (config?.actingStaffId ?? null);
      return desk.setStaff(staff, acting);
    },
    'staff.setActing': async (input) => {
      const { staff } = desk.status();
      if (input.accountId !== null && !staff.some((member) => member.accountId === input.accountId)) {
        throw new ApiFailure('invalid-input', 'Add that staff member to this desk first.', { fields: ['accountId'] });
      }
      return desk.setStaff(staff, input.accountId);
    },
  };
}
