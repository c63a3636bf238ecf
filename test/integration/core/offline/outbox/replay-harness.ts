// A desk's outbox and replayer wired to a running sandbox over real HTTP: a real BookingService (token pair, as
// the API client tests build it), a real encrypted outbox file, and helpers to pick bookings and read the
// sandbox's own record of what it applied.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  Outbox, Replayer, readThrough, sendThrough, type OutboxEntry, type ReplayEvent, type ReplayResult,
} from '../../../../../electron/core/offline/outbox/index.js';
import type { BookingService } from '../../../../../electron/core/api/booking-service.js';
import type { RunningSandbox } from '../../../../../electron/sandbox/index.js';
import type { WireBooking } from '../../../../../shared/wire/index.js';
import { TestClock } from '../../../../support/test-clock.js';
import { harness } from '../../api/client-harness.js';

export const ACCOUNT = 'sandbox-account';

export interface Desk {
  service: BookingService;
  outbox: Outbox;
  replayer: Replayer;
  events: ReplayEvent[];
}

export async function openDesk(sandbox: RunningSandbox, folder: string, options: {
  staffName?: (accountId: number) => string | null;
  /** Writes a person pressed that go out at once (a stamp is then not read first); none by default. */
  sentAtOnce?: (entry: OutboxEntry) => boolean;
} = {}): Promise<Desk> {
  // The client's own retries of reads wait for nothing here: the faults are random, not timed.
  const { service } = harness(sandbox);
  // The desk's clock reads the service's time (pinned, as every test's is): when a write was made is told on it.
  const outbox = await Outbox.open({
    file: join(folder, 'outbox.bin'), key: randomBytes(32), now: TestClock.of(sandbox).now, log: () => undefined,
  });
  const events: ReplayEvent[] = [];
  const replayer = new Replayer({
    outbox, accountId: ACCOUNT, send: sendThrough(service), readBooking: readThrough(service),
    onEvent: (event) => events.push(event), ...options,
  });
  return { service, outbox, replayer, events };
}

/**
 * Codes of bookings starting from the day after tomorrow on the service's clock (nobody has checked them in), neither
 * VOID nor CANCELLED.
 */
export async function upcomingCodes(service: BookingService, count: number): Promise<string[]> {
  const { time } = (await service.ping()).pong;
  if (time === undefined) throw new Error('The sandbox told no time on ping.');
  const serviceNow = time * 1000;
  const from = new Date(serviceNow + 2 * 86_400_000);
  const index = await service.bookingIndex({ startDate: { from }, limit: 1000 });
  const codes = Object.values(index['booking/index'])
    .filter((b) => !['VOID', 'CANCELLED'].includes(b.status_id ?? ''))
    .slice(0, count).map((b) => b.code);
  if (codes.length < count) throw new Error(`The sandbox has only ${codes.length} upcoming bookings, not ${count}.`);
  return codes;
}

/** The full record as a staff member sees it (the bookmark is theirs); null staff = the signed-in one. */
export async function bookingAs(service: BookingService, code: string, staffId: number | null): Promise<WireBooking> {
  return (await service.booking(code, { onBehalf: staffId === null ? '' : String(staffId) })).booking;
}

export interface Rounds {
  rounds: number;
  last: ReplayResult;
}

/** What a desk's background loop does: replay, and after a failure wait a little and try again. */
export async function replayUntilEmpty(desk: Desk, maxRounds: number, backoffMs = 5): Promise<Rounds> {
  for (let rounds = 1; ; rounds += 1) {
    const last = await desk.replayer.replay();
    const pending = desk.outbox.entries(ACCOUNT).filter((e) => e.state === 'pending').length;
    if ((last.outcome === 'done' && pending === 0) || rounds >= maxRounds) return { rounds, last };
    await new Promise((resolve) => setTimeout(resolve, backoffMs));
  }
}

/** The sandbox's log of applied writes for one booking, as "kind detail" lines in the order it applied them. */
export function appliedTo(sandbox: RunningSandbox, bookingId: number): string[] {
  return sandbox.control.writes().filter((w) => w.bookingId === bookingId).map((w) => `${w.kind} ${w.detail}`);
}
