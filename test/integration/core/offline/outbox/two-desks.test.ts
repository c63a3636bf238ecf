// Two desks offline both check in the same guest. The first to reach the service lands; the second reads the
// booking before sending, finds the stamp, sends nothing, and tells its person who checked the guest in and when.
// Only a person's "send anyway" sends the second one.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAMPED_MEANWHILE } from '../../../../../shared/domain/stamps.js';
import { startSandbox, type RunningSandbox } from '../../../../../electron/sandbox/index.js';
import { ACCOUNT, appliedTo, openDesk, upcomingCodes, type Desk } from './replay-harness.js';

const PRIYA = 2;
const SAM = 3;

let sandbox: RunningSandbox;
let folders: string[];
let front: Desk;
let back: Desk;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 48, bookings: 200 });
  folders = await Promise.all([0, 1].map(() => mkdtemp(join(tmpdir(), 'frontdesk-two-desks-'))));
  front = await openDesk(sandbox, folders[0]!);
  back = await openDesk(sandbox, folders[1]!, { staffName: (id) => sandbox.staff.find((s) => s.accountId === id)?.name ?? null });
});
afterAll(async () => {
  await sandbox.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('two desks check in the same guest while offline', () => {
  it('lands the first, and the second desk is told instead of overwriting it', async () => {
    const [code] = await upcomingCodes(front.service, 1);
    const id = sandbox.control.services().store.booking(code!)!.id;
    sandbox.control.setFaults({ offline: true });
    await front.outbox.add(ACCOUNT, PRIYA, { kind: 'checkIn', code: code! });
    await back.outbox.add(ACCOUNT, SAM, { kind: 'checkIn', code: code! });
    // Each desk tried at once and could not reach the service.
    expect((await front.replayer.replay()).outcome).toBe('retry-later');
    expect((await back.replayer.replay()).outcome).toBe('retry-later');
    sandbox.control.clearFaults();

    expect(await front.replayer.replay()).toMatchObject({ outcome: 'done', sent: 1 });
    expect(await back.replayer.replay()).toMatchObject({ outcome: 'done', sent: 0, conflicts: 1 });
    expect(appliedTo(sandbox, id).filter((line) => line.startsWith('checkin'))).toHaveLength(1);

    const [told] = back.outbox.entries(ACCOUNT);
    const priya = sandbox.staff.find((s) => s.accountId === PRIYA)!.name;
    expect(told).toMatchObject({ state: 'conflict', lastError: { code: STAMPED_MEANWHILE } });
    expect(told!.lastError!.message).toMatch(new RegExp(`^Already checked in by ${priya} at \\d{2}:\\d{2} on \\d{4}-\\d{2}-\\d{2}`));

    // The person at the second desk decides to send it anyway: only now does it go, once.
    await back.outbox.retry(told!.id);
    expect(await back.replayer.replay()).toMatchObject({ outcome: 'done', sent: 1 });
    expect(appliedTo(sandbox, id).filter((line) => line.startsWith('checkin'))).toHaveLength(2);
    expect(back.outbox.entries(ACCOUNT)).toEqual([]);
  });
});
