// ping and help (spec 4.6, 2.12), and the account's staff and company (Checkfront's ref/account.rst, company.rst).
import {
  accountResponseSchema, companyResponseSchema, helpResponseSchema, pingResponseSchema, type WireAccountResponse,
  type WireCompanyResponse, type WireHelpResponse, type WirePingResponse,
} from '../../../shared/wire/index.js';
import type { CallOptions, Caller } from './caller.js';

/** Connection details, the service's clock and the account's time zone. */
export const ping = (call: Caller, options?: CallOptions): Promise<WirePingResponse> =>
  call.read(pingResponseSchema, 'ping', undefined, options);

export const help = (call: Caller, options?: CallOptions): Promise<WireHelpResponse> =>
  call.read(helpResponseSchema, 'help', undefined, options);

export const staffAccounts = (call: Caller, options?: CallOptions): Promise<WireAccountResponse> =>
  call.read(accountResponseSchema, 'account', undefined, options);

export const company = (call: Caller, options?: CallOptions): Promise<WireCompanyResponse> =>
  call.read(companyResponseSchema, 'company', undefined, options);
