// A check-in or check-out waits its undo window in the outbox itself, with a "not before" time: durable from the
// press, never sent before its time, taken back by discarding it, and sent after its time even by a desk that was
// closed or killed meanwhile. The clock is injected: nothing here sleeps through a window.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Outbox, Replayer } from '../../../../../electron/core/offline/outbox/index.js';

const T0 = Date.UTC(2026, 10, 24, 17, 12);
let folder: string;
let now: number;
let outbox: Outbox;

const open = () => Outbox.open({ file: join(folder, 'outbox.json'), log: () => undefined, now: () => now });

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'frontdesk-undo-'));
  now = T0;
  outbox = await open();
});
afterEach(() => rm(folder, { recursive: true, force: true }));

function replayerOf(box: Outbox) {
  const sent: string[] = [];
  const replayer = new Replayer({
    outbox: box, accountId: 'acc',
    send: async (entry) => {
      sent.push(`${entry.write.kind} ${entry.write.code}`);
    },
    // A stamp sent after its window is read first (stamped-meanwhile.ts): nobody else has stamped these bookings.
    readBooking: async (code) => ({ code, checked_in: null, checked_out: null }),
  });
  return { replayer, sent };
}

describe('the undo window of a stamp', () => {
  it('is on disk from the press, and nothing is sent before its time', async () => {
    await outbox.add('acc', null, { kind: 'checkIn', code: 'A-1' }, { notBefore: T0 + 6_000 });
    const { replayer, sent } = replayerOf(outbox);
    await replayer.replay();
    now = T0 + 5_999;
    await replayer.replay();
    expect(sent).toEqual([]);
    expect((await open()).entries('acc')).toMatchObject([{ write: { kind: 'checkIn', code: 'A-1' }, notBefore: T0 + 6_000 }]);
    now = T0 + 6_000;
    await replayer.replay();
    expect(sent).toEqual(['checkIn A-1']);
    expect(outbox.entries('acc')).toEqual([]);
  });

  it('holds back the writes of the same booking made after it, never those of another booking', async () => {
    await outbox.add('acc', null, { kind: 'checkOut', code: 'A-1' }, { notBefore: T0 + 6_000 });
    await outbox.add('acc', null, { kind: 'note', code: 'A-1', body: 'Left the key at the desk', private: true });
    await outbox.add('acc', null, { kind: 'checkIn', code: 'B-2' });
    const { replayer, sent } = replayerOf(outbox);
    await replayer.replay();
    expect(sent).toEqual(['checkIn B-2']);
    now += 6_000;
    await replayer.replay();
    expect(sent).toEqual(['checkIn B-2', 'checkOut A-1', 'note A-1']);
  });

  it('is taken back whole within its time: the stamp and a settling that goes with it, and nothing is sent', async () => {
    await outbox.add('acc', null, { kind: 'status', code: 'A-1', statusId: 'PAID', notify: false, setPaid: true }, { notBefore: T0 + 6_000 });
    await outbox.add('acc', null, { kind: 'checkOut', code: 'A-1' }, { notBefore: T0 + 6_000 });
    await outbox.add('acc', null, { kind: 'checkIn', code: 'B-2' }, { notBefore: T0 + 6_000 });
    now = T0 + 5_000;
    expect(await outbox.takeBack('acc', 'A-1')).toBe(2);
    expect(outbox.entries('acc').map((entry) => entry.write.code)).toEqual(['B-2']);
    now = T0 + 7_000;
    const { replayer, sent } = replayerOf(await open());
    await replayer.replay();
    expect(sent).toEqual(['checkIn B-2']);
  });

  it('cannot be taken back once its time is up: the write is the service\'s to receive', async () => {
    await outbox.add('acc', null, { kind: 'checkIn', code: 'A-1' }, { notBefore: T0 + 6_000 });
    now = T0 + 6_000;
    expect(await outbox.takeBack('acc', 'A-1')).toBe(0);
    expect(outbox.entries('acc')).toHaveLength(1);
  });

  it('says when the next stamp falls due, so the desk wakes for it', async () => {
    expect(outbox.nextNotBefore('acc')).toBeNull();
    await outbox.add('acc', null, { kind: 'checkIn', code: 'A-1' }, { notBefore: T0 + 6_000 });
    await outbox.add('acc', null, { kind: 'checkIn', code: 'B-2' }, { notBefore: T0 + 3_000 });
    expect(outbox.nextNotBefore('acc')).toBe(T0 + 3_000);
    expect(outbox.nextNotBefore('other')).toBeNull();
  });

  it('is sent at once by a desk closing inside it, as nobody is left to take it back', async () => {
    await outbox.add('acc', null, { kind: 'checkIn', code: 'A-1' }, { notBefore: T0 + 6_000 });
    await outbox.releaseWaiting('acc');
    const { replayer, sent } = replayerOf(await open());
    await replayer.replay();
    expect(sent).toEqual(['checkIn A-1']);
  });
});
