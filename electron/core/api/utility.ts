// ping and help (spec 4.6, 2.12).
import {
  helpResponseSchema, pingResponseSchema, type WireHelpResponse, type WirePingResponse,
} from '../../../shared/wire/index.js';
import type { CallOptions, Caller } from './caller.js';

/** Connection details, the service's clock and the account's time zone. */
export const ping = (call: Caller, options?: CallOptions): Promise<WirePingResponse> =>
  call.read(pingResponseSchema, 'ping', undefined, options);

export const help = (call: Caller, options?: CallOptions): Promise<WireHelpResponse> =>
  call.read(helpResponseSchema, 'help', undefined, options);
