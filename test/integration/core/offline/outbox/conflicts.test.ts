// A queued write the service refuses becomes a conflict a person sees and resolves: the check-in
// of a booking voided meanwhile keeps the service's reason, stays refused on retry and goes when discarded; a
// refused note, once edited, lands exactly once. A conflict never holds up the booking's later writes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../../../electron/sandbox/index.js';
import { ACCOUNT, appliedTo, bookingAs, openDesk, upcomingCodes, type Desk } from './replay-harness.js';

let sandbox: RunningSandbox;
let folder: string;
let desk: Desk;
let codes: string[];

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 59, bookings: 300 });
  folder = await mkdtemp(join(tmpdir(), 'frontdesk-outbox-it-'));
  desk = await openDesk(sandbox, folder);
  codes = await upcomingCodes(desk.service, 2);
});
afterEach(() => sandbox.control.clearFaults());
afterAll(async () => {
  await sandbox.close();
  await rm(folder, { recursive: true, force: true });
});

describe('a queued write the service refuses', () => {
  it('turns the check-in of a booking voided meanwhile into a conflict with the reason, until it is discarded', async () => {
    const code = codes[0]!;
    const { booking_id: bookingId } = await bookingAs(desk.service, code, null);
    sandbox.control.setFaults({ offline: true });
    const checkIn = await desk.outbox.add(ACCOUNT, null, { kind: 'checkIn', code });
    const note = await desk.outbox.add(ACCOUNT, null, { kind: 'note', code, body: 'Asked for a late check-out', private: true });
    expect(await desk.replayer.replay()).toMatchObject({ outcome: 'retry-later' });

    sandbox.control.clearFaults();
    // Someone else voids the booking while this desk was offline.
    await desk.service.updateStatus(code, { statusId: 'VOID' });
    const voided = { kind: 'refused', code: 'booking_void', message: `Booking ${code} is void, so it cannot be checked in.`, said: { id: 'service' } };
    expect(await desk.replayer.replay()).toMatchObject({ outcome: 'done', sent: 1, conflicts: 1 });
    expect(desk.outbox.entries(ACCOUNT)).toEqual([expect.objectContaining({ id: checkIn.id, state: 'conflict', lastError: voided })]);
    expect(desk.outbox.entry(ACCOUNT, note.id)).toBeNull();

    expect(await desk.outbox.retry(checkIn.id)).toBe(true);
    expect(await desk.replayer.replay()).toMatchObject({ conflicts: 1 });
    expect(desk.outbox.entry(ACCOUNT, checkIn.id)).toMatchObject({ state: 'conflict', lastError: voided });

    expect(await desk.outbox.discard(checkIn.id)).toBe(true);
    expect(desk.outbox.entries(ACCOUNT)).toEqual([]);
    expect(appliedTo(sandbox, bookingId!)).toEqual(['update VOID', 'note Asked for a late check-out']);
  });

  it('sends a refused note once a person has edited it, and only once', async () => {
    const code = codes[1]!;
    const { booking_id: bookingId } = await bookingAs(desk.service, code, null);
    const note = await desk.outbox.add(ACCOUNT, null, { kind: 'note', code, body: 'x'.repeat(3001), private: true });
    expect(await desk.replayer.replay()).toMatchObject({ conflicts: 1 });
    expect(desk.outbox.entry(ACCOUNT, note.id)).toMatchObject({
      state: 'conflict', lastError: { kind: 'invalid-input', code: 'note_too_long', fields: ['body'] },
    });

    expect(await desk.outbox.editNote(note.id, 'Guest wants a cot in the room')).toBe(true);
    expect(await desk.replayer.replay()).toMatchObject({ outcome: 'done', sent: 1 });
    expect(await desk.replayer.replay()).toMatchObject({ outcome: 'done', sent: 0 });
    expect(appliedTo(sandbox, bookingId!)).toEqual(['note Guest wants a cot in the room']);
    expect(desk.outbox.entries(ACCOUNT)).toEqual([]);
  });
});
