// SLIPs for tests, signed with the sandbox's own key, priced from its catalogue the way a rated query would be.
// The rated item query (GET item/{id} with dates) is the real source; these let session tests stand alone.
import { addDays, dayInZone, type Day } from '../../shared/domain/dates.js';
import type { RunningSandbox } from '../../electron/sandbox/index.js';
import { encodeSlip, type SlipPayload } from '../../electron/sandbox/slip.js';

export interface SlipRequest {
  itemId: number;
  /** First day; by default 200 days ahead, beyond every seeded booking. */
  startDay?: Day;
  /** Days booked, or nights of a stay by the night (which leaves the morning after the last); 2 by default. */
  days?: number;
  adults?: number;
  /** Whether the item's packages come opted in. */
  packagesIn?: boolean;
  discountCents?: number;
}

/** The sandbox's "today" in the account's time zone. */
export function sandboxToday(sandbox: RunningSandbox): Day {
  const { clock, store } = sandbox.control.services();
  return dayInZone(clock.now(), store.state.account.timezone);
}

export function slipPayload(sandbox: RunningSandbox, request: SlipRequest): SlipPayload {
  const { store, clock } = sandbox.control.services();
  const item = store.item(request.itemId);
  if (!item) throw new Error(`The sandbox has no item ${request.itemId}.`);
  const startDay = request.startDay ?? addDays(sandboxToday(sandbox), 200);
  const days = item.unit === 'H' ? 1 : request.days ?? 2;
  const adults = request.adults ?? 1;
  const price = (itemId: number) => (store.item(itemId)?.params.adults?.price ?? 0) * adults * days;
  return {
    itemId: item.id, startDay, endDay: addDays(startDay, item.unit === 'N' ? days : days - 1),
    startTime: item.unit === 'H' ? item.fixedStartTime : '', endTime: '',
    params: { adults }, cents: price(item.id),
    packages: item.packages.map((p) => ({ itemId: p.itemId, cents: price(p.itemId), optedIn: request.packagesIn ?? true })),
    discountCents: request.discountCents ?? 0, issuedAt: clock.now(),
  };
}

export function makeSlip(sandbox: RunningSandbox, request: SlipRequest): string {
  return encodeSlip(sandbox.control.services().store.state.slipKey, slipPayload(sandbox, request));
}

/** The same SLIP with its payload changed (a higher price would be the classic attack), signature kept. */
export function tamperedSlip(sandbox: RunningSandbox, request: SlipRequest): string {
  const [, signature] = makeSlip(sandbox, request).split('.');
  const changed = { ...slipPayload(sandbox, request), cents: 1 };
  return `${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
}
