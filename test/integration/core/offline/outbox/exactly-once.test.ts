// Nothing lost and nothing sent twice, against a real service: writes queued while the service is unreachable all land once it is back,
// each exactly once and in order per booking, even when connections drop before or after the service applied
// them and a share of requests fail with 500 or 503, before or after the service applied them (a server error
// is no refusal). Proved on the sandbox's own log of applied writes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxWrite } from '../../../../../electron/core/offline/outbox/index.js';
import { startSandbox, type RunningSandbox } from '../../../../../electron/sandbox/index.js';
import type { WireBooking } from '../../../../../shared/wire/index.js';
import { ACCOUNT, appliedTo, bookingAs, openDesk, replayUntilEmpty, upcomingCodes, type Desk } from './replay-harness.js';
import { DATE_FORMS } from '../../../../support/edge-forms.js';
import {
  badDisk, desksComingBack, lateSecondPress, lostAnswerInDateForm, signOutWhileOffline, signOutWhileOnline,
} from '../../../../support/edge-scenarios.js';
import { EdgeWorld, type Tally } from '../../../../support/edge-world.js';

const BOOKINGS = 50;
const PRIYA = 2;
/** The token pair acts as the account owner, the first staff member (docs/api-assumptions.md). */
const OWNER = 1;

let sandbox: RunningSandbox;
let folder: string;
let desk: Desk;


interface Planned {
  booking: WireBooking;
  staffId: number | null;
  writes: OutboxWrite[];
  /** What the sandbox must log for the booking, in this order, each exactly once. */
  expected: string[];
}

/** Ten writes a busy day could bring to one booking; every one changes something, so each must show in the log. */
function plan(booking: WireBooking, staffId: number | null): Planned {
  const { code, status_id: status = 'PEND', bookmark = false } = booking;
  const other = status === 'HOLD' ? 'WAIT' : 'HOLD';
  const note = (n: number): OutboxWrite => ({ kind: 'note', code, body: `Offline note ${n} on ${code}`, private: n % 2 === 0 });
  const mark = (bookmarked: boolean): OutboxWrite => ({ kind: 'bookmark', code, bookmarked });
  const writes: OutboxWrite[] = [
    note(1), mark(!bookmark), { kind: 'checkIn', code }, note(2),
    { kind: 'status', code, statusId: other, notify: true, setPaid: false }, mark(bookmark), note(3),
    { kind: 'checkOut', code }, { kind: 'status', code, statusId: status, notify: false, setPaid: false }, note(4),
  ];
  const expected = writes.map((write) => {
    switch (write.kind) {
      case 'note': return `note ${write.body}`;
      case 'bookmark': return `bookmark ${write.bookmarked ? 'on' : 'off'}`;
      case 'checkIn': return 'checkin checked in';
      case 'checkOut': return 'checkout checked out';
      case 'status': return `update ${write.statusId}${write.notify ? ' notify' : ''}`;
    }
  });
  return { booking, staffId, writes, expected };
}

describe('replaying 500 writes queued offline, over a connection that drops and fails', () => {
  beforeEach(async () => {
    sandbox = await startSandbox({ seed: 47, bookings: 600 });
    folder = await mkdtemp(join(tmpdir(), 'frontdesk-outbox-it-'));
    desk = await openDesk(sandbox, folder);
  });
  afterEach(async () => {
    await sandbox.close();
    await rm(folder, { recursive: true, force: true });
  });

  it.each([503, 500])('lands every write exactly once, in order per booking, acting as the staff member who made it (%i)', async (errorStatus) => {
    const codes = await upcomingCodes(desk.service, BOOKINGS);
    // Half the writes are Priya's (sent on her behalf), half the signed-in owner's.
    const plans = await Promise.all(codes.map(async (code, i) => {
      const staffId = i % 2 === 0 ? PRIYA : null;
      return plan(await bookingAs(desk.service, code, staffId), staffId);
    }));
    const ids = new Set(plans.map((p) => p.booking.booking_id));
    const before = sandbox.control.writes().length;

    sandbox.control.setFaults({ offline: true });
    // Queued in the order a desk would make them: step by step across all bookings at once.
    for (let step = 0; step < 10; step += 1) {
      await Promise.all(plans.map((p) => desk.outbox.add(ACCOUNT, p.staffId, p.writes[step]!)));
    }
    expect(desk.outbox.entries(ACCOUNT)).toHaveLength(500);
    const offlineRound = await desk.replayer.replay();
    expect(offlineRound).toMatchObject({ outcome: 'retry-later', error: { kind: 'offline' }, sent: 0 });
    expect(desk.outbox.entries(ACCOUNT).filter((e) => e.state === 'pending')).toHaveLength(500);
    expect(sandbox.control.writes()).toHaveLength(before);

    // The errors carry no Retry-After: a pause the service asks for holds every request back until its time, which
    // is the subject of the Retry-After scenario below, not of this one.
    sandbox.control.setFaults({
      offline: false, dropRate: 0.2, dropWhen: 'either', errorRate: 0.2, errorWhen: 'either', errorStatus, latencyMs: 5,
      retryAfterSeconds: 0,
    });
    const { rounds, last } = await replayUntilEmpty(desk, 200);
    sandbox.control.clearFaults();
    expect(last.outcome).toBe('done');
    expect(desk.outbox.entries(ACCOUNT)).toEqual([]);
    console.log(`500 writes replayed through ${errorStatus}s and drops in ${rounds} rounds; ` +
      `${desk.events.filter((e) => e.type === 'already-applied').length} found already applied after a lost answer`);
    // The faults did bite: some answers were lost after the write had landed, and those were not sent again.
    expect(desk.events.some((e) => e.type === 'already-applied')).toBe(true);

    for (const p of plans) {
      expect(appliedTo(sandbox, p.booking.booking_id!), p.booking.code).toEqual(p.expected);
      const actors = sandbox.control.writes().filter((w) => w.bookingId === p.booking.booking_id).map((w) => w.accountId);
      expect(new Set(actors), p.booking.code).toEqual(new Set([p.staffId ?? OWNER]));
    }
    expect(sandbox.control.writes().slice(before).every((w) => ids.has(w.bookingId))).toBe(true);
  }, 120_000);
});

// Issue 19: the same count, through the contract, at the edges where it did not hold: a disk that refuses writes, a
// second press after the first landed, a sign-out offline and online, three desks coming back together, and lost
// answers whose dates come back in every form the service uses. Time runs on the desks' injected timers and the
// sandbox's clock together (test/support/edge-world.ts), so minutes of back-off cost no waiting.
describe('at the edges: 0 lost and 0 doubled over more than 500 writes', () => {
  let world: EdgeWorld;
  const tallies: [string, Tally][] = [];

  beforeAll(async () => {
    // The scenarios take 450 untouched bookings. The seed checks today's guests in as their start passes, so how many
    // it leaves untouched falls through the day: 700 bookings leave 454 at 08:00 but 443 from 20:00 on, too few;
    // 800 leave 516 or more at any hour of any day.
    world = await EdgeWorld.open({ seed: 62, bookings: 800, desks: 3 });
  });
  afterAll(async () => {
    await world.close();
    const writes = tallies.reduce((sum, [, tally]) => sum + tally.attempted, 0);
    console.log(`${writes} writes at the edges: ${tallies.map(([name, t]) => `${name} ${t.landedOnce}/${t.attempted}`).join(', ')}`);
    expect(writes).toBeGreaterThanOrEqual(500);
  });

  const exactlyOnce = (name: string, tally: Tally) => {
    tallies.push([name, tally]);
    expect(tally, name).toMatchObject({ lost: 0, doubled: 0, landedOnce: tally.attempted });
  };

  it('a full disk: every write pressed meanwhile is saved and sent by itself once the disk is repaired', async () => {
    exactlyOnce('bad disk', await badDisk(world, 90));
  }, 120_000);

  it('a second press after the first landed is the same write', async () => {
    exactlyOnce('late second press', await lateSecondPress(world, 100));
  }, 120_000);

  it('signed out while offline, then signed in: the queue goes out once, by itself', async () => {
    exactlyOnce('sign-out offline', await signOutWhileOffline(world, 35));
  }, 120_000);

  it('signed out while online: the writes wait for the sign-in, and redoing them sends nothing twice', async () => {
    exactlyOnce('sign-out online', await signOutWhileOnline(world, 35));
  }, 120_000);

  it.each(DATE_FORMS)('a lost answer with the dates written as %s: found landed, never sent again', async (form) => {
    exactlyOnce(`dates ${form}`, await lostAnswerInDateForm(world, form, 30));
  }, 120_000);

  it('two desks coming back together stamp each guest once, 20 runs; the other desk shows a conflict', async () => {
    const { conflicts, ...tally } = await desksComingBack(world, 20, world.desks.slice(0, 2));
    exactlyOnce('two desks', { ...tally, attempted: tally.attempted * 2, landedOnce: tally.landedOnce * 2 });
    expect(conflicts).toBe(20);
  }, 180_000);

  it('three desks coming back together stamp each guest once, 20 runs; the other two show a conflict', async () => {
    const { conflicts, ...tally } = await desksComingBack(world, 20);
    exactlyOnce('three desks', { ...tally, attempted: tally.attempted * 3, landedOnce: tally.landedOnce * 3 });
    expect(conflicts).toBe(40);
  }, 180_000);
});
