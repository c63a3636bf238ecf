// Replaying the outbox: one booking's writes strictly in order, bookings side by side, and each
// answer decides the entry's fate: done, wait for later, a conflict for a person, or stop until sign-in.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WireBooking } from '../../../../../shared/wire/index.js';
import { ApiFailure, offline } from '../../../../../electron/core/api/api-errors.js';
import {
  Outbox, Replayer, type OutboxEntry, type OutboxWrite, type ReplayEvent,
} from '../../../../../electron/core/offline/outbox/index.js';
import { STALE_DECISION_MS } from '../../../../../electron/core/offline/outbox/replay-entry.js';

let folder: string;
let outbox: Outbox;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'frontdesk-replay-'));
  outbox = await Outbox.open({ file: join(folder, 'outbox.json'), log: () => undefined });
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const note = (code: string, body: string): OutboxWrite => ({ kind: 'note', code, body, private: true });
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** A stand-in for the BookingService: records what is sent and answers what `answer` says. */
function fakeService(answer: (entry: OutboxEntry, count: number) => Promise<void> | void = () => undefined) {
  const sent: string[] = [];
  const reads: string[] = [];
  const events: ReplayEvent[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  let record: WireBooking = { booking_id: 1, code: 'A', status_id: 'PEND', notes: [] };
  const replayer = new Replayer({
    outbox, accountId: 'acc', parallel: 3,
    send: async (entry) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        await tick();
        await answer(entry, sent.length);
        sent.push(entry.write.kind === 'note' ? entry.write.body : `${entry.write.kind} ${entry.write.code}`);
      } finally {
        inFlight -= 1;
      }
    },
    readBooking: (code) => {
      reads.push(code);
      return Promise.resolve(record);
    },
    onEvent: (event) => events.push(event),
  });
  return {
    replayer, sent, reads, events, mostInFlight: () => mostInFlight,
    setRecord: (next: WireBooking) => {
      record = next;
    },
  };
}

describe('replaying the outbox', () => {
  it('sends the writes of one booking in the order they were made, and several bookings side by side', async () => {
    for (let i = 0; i < 5; i += 1) for (const code of ['A', 'B', 'C', 'D', 'E']) await outbox.add('acc', null, note(code, `${code}${i}`));
    const service = fakeService();
    const result = await service.replayer.replay();
    expect(result).toEqual({ outcome: 'done', error: null, sent: 25, alreadyApplied: 0, conflicts: 0 });
    for (const code of ['A', 'B', 'C', 'D', 'E']) {
      expect(service.sent.filter((body) => body.startsWith(code))).toEqual([0, 1, 2, 3, 4].map((i) => `${code}${i}`));
    }
    expect(service.mostInFlight()).toBe(3);
    expect(outbox.entries('acc')).toEqual([]);
  });

  it('sends only this account\'s writes', async () => {
    await outbox.add('other', null, note('A', 'not ours'));
    await outbox.add('acc', null, note('A', 'ours'));
    const service = fakeService();
    await service.replayer.replay();
    expect(service.sent).toEqual(['ours']);
    expect(outbox.entries('other')).toHaveLength(1);
  });

  it('keeps a write pending and stops the round when the service cannot be reached', async () => {
    for (let i = 0; i < 4; i += 1) await outbox.add('acc', null, note('A', `A${i}`));
    const service = fakeService((_entry, count) => {
      if (count === 1) throw offline();
    });
    const result = await service.replayer.replay();
    expect(result).toMatchObject({ outcome: 'retry-later', error: { kind: 'offline' }, sent: 1 });
    expect(outbox.entries('acc').map((e) => [e.write.kind === 'note' && e.write.body, e.state, e.attempts])).toEqual([
      ['A1', 'pending', 1], ['A2', 'pending', 0], ['A3', 'pending', 0],
    ]);
    expect(outbox.entries('acc')[0]).toMatchObject({ lastError: { kind: 'offline' }, maybeApplied: false });
  });

  it('reads the booking before resending a write whose answer was lost, and does not send it when it landed', async () => {
    const { id } = await outbox.add('acc', null, { kind: 'bookmark', code: 'A', bookmarked: true });
    const dropped = fakeService(() => {
      throw offline(undefined, { maybeApplied: true });
    });
    await dropped.replayer.replay();
    expect(outbox.entry('acc', id)).toMatchObject({ state: 'pending', maybeApplied: true });
    const next = fakeService();
    next.setRecord({ booking_id: 1, code: 'A', status_id: 'PEND', bookmark: true });
    expect(await next.replayer.replay()).toMatchObject({ outcome: 'done', sent: 0, alreadyApplied: 1 });
    expect(next.reads).toEqual(['A']);
    expect(next.sent).toEqual([]);
    expect(next.events.map((e) => e.type)).toEqual(['already-applied']);
  });

  it('sends a maybe-applied write again once the booking shows it did not land', async () => {
    const { id } = await outbox.add('acc', null, { kind: 'bookmark', code: 'A', bookmarked: true });
    await outbox.markRetryLater(id, { kind: 'offline', message: 'lost' }, true);
    const service = fakeService();
    service.setRecord({ booking_id: 1, code: 'A', status_id: 'PEND', bookmark: false });
    expect(await service.replayer.replay()).toMatchObject({ outcome: 'done', sent: 1 });
    expect(service.sent).toEqual(['bookmark A']);
  });

  it('reads again before sending when the desk stopped between reading and sending (frozen, asleep), and sends nothing another desk sent meanwhile', async () => {
    const { id } = await outbox.add('acc', null, { kind: 'bookmark', code: 'A', bookmarked: true });
    await outbox.markRetryLater(id, { kind: 'offline', message: 'lost' }, true);
    let reads = 0;
    const frozen = new Replayer({
      outbox, accountId: 'acc', send: () => Promise.reject(new Error('must not send')),
      readBooking: async () => {
        reads += 1;
        if (reads > 1) return { booking_id: 1, code: 'A', status_id: 'PEND', bookmark: true };
        // The answer is in, then the process stops (SIGSTOP, a laptop lid) past STALE_DECISION_MS; meanwhile another
        // desk of the venue took the write over and sent it.
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, STALE_DECISION_MS + 100);
        return { booking_id: 1, code: 'A', status_id: 'PEND', bookmark: false };
      },
    });
    expect(await frozen.replay()).toMatchObject({ outcome: 'done', sent: 0, alreadyApplied: 1 });
    expect(reads).toBe(2);
  });

  it('keeps a write maybe-applied when the booking cannot be read to check it', async () => {
    const { id } = await outbox.add('acc', null, { kind: 'checkIn', code: 'A' });
    await outbox.markRetryLater(id, { kind: 'offline', message: 'lost' }, true);
    const replayer = new Replayer({
      outbox, accountId: 'acc', send: () => Promise.reject(new Error('must not send')),
      readBooking: () => Promise.reject(offline()),
    });
    expect(await replayer.replay()).toMatchObject({ outcome: 'retry-later' });
    expect(outbox.entry('acc', id)).toMatchObject({ state: 'pending', maybeApplied: true, attempts: 0 });
  });

  it('turns a refusal into a conflict with the service\'s reason, and goes on with the next write', async () => {
    const refused = await outbox.add('acc', null, { kind: 'checkIn', code: 'A' });
    await outbox.add('acc', null, note('A', 'after'));
    const service = fakeService((entry) => {
      if (entry.write.kind === 'checkIn') {
        throw new ApiFailure('refused', 'Booking A is void, so it cannot be checked in.', { code: 'booking_void', status: 409 });
      }
    });
    expect(await service.replayer.replay()).toMatchObject({ outcome: 'done', sent: 1, conflicts: 1 });
    expect(outbox.entries('acc')).toEqual([expect.objectContaining({
      id: refused.id, state: 'conflict', maybeApplied: false,
      lastError: { kind: 'refused', message: 'Booking A is void, so it cannot be checked in.', code: 'booking_void' },
    })]);
    // A conflict waits for a person: the next round leaves it alone.
    expect(await service.replayer.replay()).toMatchObject({ outcome: 'done', sent: 0, conflicts: 0 });
  });

  it('stops everything when the staff member is signed out, keeping every write pending', async () => {
    for (const code of ['A', 'B', 'C', 'D']) await outbox.add('acc', 2, note(code, code));
    const service = fakeService(() => {
      throw new ApiFailure('signed-out', 'You are signed out.');
    });
    expect(await service.replayer.replay()).toMatchObject({ outcome: 'signed-out', error: { kind: 'signed-out' }, sent: 0 });
    expect(outbox.entries('acc').every((e) => e.state === 'pending')).toBe(true);
  });

  it('makes a conflict of a failure that is not the service\'s, to be checked before any retry', async () => {
    const { id } = await outbox.add('acc', null, note('A', 'x'));
    const service = fakeService(() => {
      throw new TypeError('a bug');
    });
    await service.replayer.replay();
    expect(outbox.entry('acc', id)).toMatchObject({ state: 'conflict', maybeApplied: true, lastError: { kind: 'internal' } });
  });

  it('runs one round at a time: a second call joins the first, so nothing is sent twice', async () => {
    for (const code of ['A', 'B']) await outbox.add('acc', null, note(code, code));
    const service = fakeService();
    const [first, second] = await Promise.all([service.replayer.replay(), service.replayer.replay()]);
    expect(first).toBe(second);
    expect(service.sent.sort()).toEqual(['A', 'B']);
  });

  it('sends a write queued while the round runs in that same round, after the writes before it on its booking', async () => {
    await outbox.add('acc', null, note('A', 'A0'));
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    const service = fakeService((entry) => (entry.write.kind === 'note' && entry.write.body === 'A0' ? held : undefined));
    const first = service.replayer.replay();
    await tick();
    await outbox.add('acc', null, note('A', 'A1'));
    await outbox.add('acc', null, note('B', 'B0'));
    const joined = service.replayer.replay();
    release();
    expect(await joined).toMatchObject({ outcome: 'done', sent: 3 });
    expect(await first).toBe(await joined);
    expect(service.sent.filter((body) => body.startsWith('A'))).toEqual(['A0', 'A1']);
    expect(service.sent.sort()).toEqual(['A0', 'A1', 'B0']);
    expect(outbox.entries('acc')).toEqual([]);
  });

  it('stops when cancelled, leaving what was not sent pending', async () => {
    for (let i = 0; i < 3; i += 1) await outbox.add('acc', null, note('A', `A${i}`));
    const controller = new AbortController();
    const service = fakeService(() => controller.abort());
    expect(await service.replayer.replay(controller.signal)).toMatchObject({ outcome: 'retry-later', error: { kind: 'cancelled' } });
    expect(outbox.entries('acc')).toHaveLength(2);
  });

  it('skips a write a person discarded while the round was running', async () => {
    await outbox.add('acc', null, note('A', 'first'));
    const second = await outbox.add('acc', null, note('A', 'second'));
    const service = fakeService(async () => {
      await outbox.discard(second.id);
    });
    expect(await service.replayer.replay()).toMatchObject({ outcome: 'done', sent: 1 });
    expect(service.sent).toEqual(['first']);
  });
});
