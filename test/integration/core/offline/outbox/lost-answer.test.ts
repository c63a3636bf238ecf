// A write the service applied but whose answer never came back (the connection dropped after it) must not be
// applied a second time when the outbox replays it (nothing sent twice). Proved per kind of write on
// the sandbox's own log; and a write dropped before it reached the service is still sent, once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxWrite } from '../../../../../electron/core/offline/outbox/index.js';
import { startSandbox, type RunningSandbox } from '../../../../../electron/sandbox/index.js';
import type { WireBooking } from '../../../../../shared/wire/index.js';
import { ACCOUNT, appliedTo, bookingAs, openDesk, upcomingCodes, type Desk } from './replay-harness.js';

let sandbox: RunningSandbox;
let folder: string;
let desk: Desk;
let codes: string[];

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 53, bookings: 300 });
  folder = await mkdtemp(join(tmpdir(), 'frontdesk-outbox-it-'));
  // Each write is sent as a person's press would be (at once), so that the first request is the write itself and
  // its answer is the one lost; a queued stamp's read before sending is the subject of two-desks.test.ts.
  desk = await openDesk(sandbox, folder, { sentAtOnce: () => true });
  codes = await upcomingCodes(desk.service, 12);
});
afterEach(() => sandbox.control.clearFaults());
afterAll(async () => {
  await sandbox.close();
  await rm(folder, { recursive: true, force: true });
});

/** Pressed with the booking's record on screen, showing no stamp (a stamp on a record never read is read first). */
const SEEN = { seenStamp: '' };

const writes: [string, (b: WireBooking) => OutboxWrite][] = [
  ['a check-in', (b) => ({ kind: 'checkIn', code: b.code })],
  ['a check-out', (b) => ({ kind: 'checkOut', code: b.code })],
  ['a note', (b) => ({ kind: 'note', code: b.code, body: `Left keys at reception (${b.code})`, private: true })],
  ['a bookmark', (b) => ({ kind: 'bookmark', code: b.code, bookmarked: !b.bookmark })],
  ['a status change', (b) => ({ kind: 'status', code: b.code, statusId: b.status_id === 'HOLD' ? 'WAIT' : 'HOLD', notify: true, setPaid: false })],
];

describe('a write whose answer was lost', () => {
  it.each(writes.map(([what, make], i) => [what, make, i] as const))(
    'is not applied again when %s landed before the connection dropped', async (_what, make, i) => {
      const booking = await bookingAs(desk.service, codes[i]!, 2);
      const entry = await desk.outbox.add(ACCOUNT, 2, make(booking), SEEN);

      sandbox.control.setFaults({ dropRate: 1, dropWhen: 'after' });
      expect(await desk.replayer.replay()).toMatchObject({ outcome: 'retry-later', error: { kind: 'offline' } });
      expect(desk.outbox.entry(ACCOUNT, entry.id)).toMatchObject({ state: 'pending', maybeApplied: true, attempts: 1 });
      expect(appliedTo(sandbox, booking.booking_id!)).toHaveLength(1);

      sandbox.control.clearFaults();
      expect(await desk.replayer.replay()).toMatchObject({ outcome: 'done', sent: 0, alreadyApplied: 1 });
      expect(desk.outbox.entries(ACCOUNT)).toEqual([]);
      expect(appliedTo(sandbox, booking.booking_id!)).toHaveLength(1);
    });

  it.each(writes.map(([what, make], i) => [what, make, i + writes.length] as const))(
    'is sent once more when %s was dropped before the service applied it', async (_what, make, i) => {
      const booking = await bookingAs(desk.service, codes[i]!, null);
      await desk.outbox.add(ACCOUNT, null, make(booking), SEEN);

      sandbox.control.setFaults({ dropRate: 1, dropWhen: 'before' });
      await desk.replayer.replay();
      expect(appliedTo(sandbox, booking.booking_id!)).toEqual([]);

      sandbox.control.clearFaults();
      expect(await desk.replayer.replay()).toMatchObject({ outcome: 'done', sent: 1, alreadyApplied: 0 });
      expect(appliedTo(sandbox, booking.booking_id!)).toHaveLength(1);
    });
});
