// The undo window of a check-in or check-out, through the desk's contract against the sandbox: the press is in
// the outbox at once with a "not before" time; undo takes it back and nothing reaches the service; after the
// window it lands exactly once (counted in the sandbox's write log), also when the desk was closed inside it and
// started again. The desk's clock is injected, so no test waits through the six seconds.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsFile } from '../../../../../electron/core/settings/settings-file.js';
import { openFileVault } from '../../../../../electron/core/vault/file-vault.js';
import { MemorySettingsStore } from '../../../../../electron/core/settings/settings-store.js';
import { DEFAULT_SETTINGS } from '../../../../../electron/core/settings/desk-settings.js';
import { MemoryVault } from '../../../../../electron/core/vault/memory-vault.js';
import { startSandbox, type RunningSandbox } from '../../../../../electron/sandbox/index.js';
import { UNDO_SECONDS } from '../../../../../shared/domain/stamps.js';
import { childBanner } from '../../../../support/child-desk.js';
import { deskOnDemo, type DeskHarness } from '../../../../support/desk-harness.js';
import { useTempFolders } from '../../../../support/temp-folders.js';
import { TestClock } from '../../../../support/test-clock.js';

const tempFolder = useTempFolders('frontdesk-undo-window-');
const WINDOW_MS = UNDO_SECONDS * 1000;
const CHILD = fileURLToPath(new URL('./undo-crash-child.ts', import.meta.url));
let offset = 0;
let clock = new TestClock();
const now = () => clock.now() + offset;
const opened: DeskHarness[] = [];
let sandbox: RunningSandbox | null = null;

async function desk(options: Parameters<typeof deskOnDemo>[0] = {}): Promise<DeskHarness> {
  const harness = await deskOnDemo({ seed: 45, bookings: 200, now, ...options });
  opened.push(harness);
  return harness;
}

afterEach(async () => {
  for (const harness of opened.splice(0)) await harness.close();
  await sandbox?.close();
  sandbox = null;
  offset = 0;
  clock = new TestClock();
});

function stampsOn(harness: DeskHarness, code: string): string[] {
  const { store } = harness.sandbox.control.services();
  const id = store.booking(code)!.id;
  return harness.sandbox.control.writes().filter((write) => write.bookingId === id).map((write) => write.kind).sort();
}

/** A booking nobody has checked in, with money still due (so a check-out can settle it). */
function arrivingCode(harness: DeskHarness): string {
  const { store } = harness.sandbox.control.services();
  return store.state.bookings.find((b) => b.statusId === 'PART' && !b.checkedIn && !b.checkedOut)!.code;
}

describe('a check-in pressed on the desk', () => {
  it('waits its window in the outbox, sends nothing before it ends, then lands exactly once', async () => {
    const harness = await desk();
    const code = arrivingCode(harness);
    const pressed = now();
    const answer = await harness.value('bookings.checkIn', { code, undoable: true });
    expect(answer.pending).toMatchObject([{ kind: 'checkIn', state: 'pending' }]);
    expect(answer.pending[0]!.notBefore).toBeGreaterThanOrEqual(pressed + WINDOW_MS);
    await harness.value('sync.now', {});
    expect(stampsOn(harness, code)).toEqual([]);

    offset += WINDOW_MS + 1;
    await harness.value('sync.now', {});
    expect(stampsOn(harness, code)).toEqual(['checkin']);
    expect(await harness.value('outbox.list', {})).toEqual([]);
    await harness.value('sync.now', {});
    expect(stampsOn(harness, code)).toEqual(['checkin']);
  });

  it('is taken back by undo within the window, and then nothing reaches the service', async () => {
    const harness = await desk();
    const code = arrivingCode(harness);
    await harness.value('bookings.checkIn', { code, undoable: true });
    const undone = await harness.value('bookings.undoStamp', { code });
    expect(undone.pending).toEqual([]);
    offset += WINDOW_MS + 1;
    await harness.value('sync.now', {});
    expect(stampsOn(harness, code)).toEqual([]);
    expect(await harness.call('bookings.undoStamp', { code })).toMatchObject({ ok: false, error: { code: 'undo_too_late' } });
  });

  it('cannot be taken back once it has landed, and says so', async () => {
    const harness = await desk();
    const code = arrivingCode(harness);
    await harness.value('bookings.checkIn', { code, undoable: true });
    offset += WINDOW_MS + 1;
    await harness.value('sync.now', {});
    const late = await harness.call('bookings.undoStamp', { code });
    expect(late).toMatchObject({ ok: false, error: { kind: 'refused', code: 'undo_too_late' } });
    expect(late.ok || late.error.message).toMatch(/too late to take this back/);
    expect(stampsOn(harness, code)).toEqual(['checkin']);
  });
});

describe('a check-in over a stamp', () => {
  it('stamps over the check-in the person saw on the booking, once the window ends', async () => {
    const harness = await desk();
    const { store } = harness.sandbox.control.services();
    const code = store.state.bookings.find((b) => b.statusId === 'PAID' && b.checkedIn && !b.checkedOut)!.code;
    expect((await harness.value('bookings.get', { code })).checkedIn).not.toBeNull();
    await harness.value('bookings.checkIn', { code, undoable: true });
    offset += WINDOW_MS + 1;
    await harness.value('sync.now', {});
    expect(stampsOn(harness, code)).toEqual(['checkin']);
    expect(await harness.value('outbox.list', {})).toEqual([]);
  });

  it('is stopped by a check-in another desk made during the window, and says so', async () => {
    const harness = await desk();
    const other = await desk({ sandbox: harness.sandbox });
    const code = arrivingCode(harness);
    await harness.value('bookings.get', { code });
    await harness.value('bookings.checkIn', { code, undoable: true });
    await other.value('bookings.checkIn', { code });
    offset += WINDOW_MS + 1;
    await harness.value('sync.now', {});
    expect(stampsOn(harness, code)).toEqual(['checkin']);
    const [stopped] = await harness.value('outbox.list', {});
    expect(stopped).toMatchObject({ kind: 'checkIn', state: 'conflict', error: { code: 'stamped_meanwhile' } });
  });
});

describe('a check-out that settles the balance', () => {
  it('waits with its settling, is taken back with it, and when left to land, settles then checks out', async () => {
    const harness = await desk();
    const code = arrivingCode(harness);
    const queued = await harness.value('bookings.checkOut', { code, undoable: true, settle: true });
    expect(queued.pending.map((write) => write.kind)).toEqual(['status', 'checkOut']);
    expect((await harness.value('bookings.undoStamp', { code })).pending).toEqual([]);
    offset += WINDOW_MS + 1;
    await harness.value('sync.now', {});
    expect(stampsOn(harness, code)).toEqual([]);

    await harness.value('bookings.checkOut', { code, undoable: true, settle: true });
    offset += WINDOW_MS + 1;
    await harness.value('sync.now', {});
    const booking = harness.sandbox.control.services().store.booking(code)!;
    expect(booking.statusId).toBe('PAID');
    expect(booking.paidTotal).toBe(booking.total);
    expect(booking.checkedOut).not.toBeNull();
  });
});

describe('a desk closed inside the window', () => {
  it('sends the stamp as it closes, and the desk started after it sends nothing more', async () => {
    sandbox = await startSandbox({ seed: 45, bookings: 200 });
    const kept = { sandbox, dataDir: tempFolder(), vault: new MemoryVault(), settings: new MemorySettingsStore(structuredClone(DEFAULT_SETTINGS)) };
    const first = await deskOnDemo({ ...kept, now });
    const code = arrivingCode(first);
    await first.value('bookings.checkIn', { code, undoable: true });
    expect(stampsOn(first, code)).toEqual([]);
    await first.close();
    expect(stampsOn(first, code)).toEqual(['checkin']);

    const second = await desk(kept);
    offset += WINDOW_MS + 1;
    await second.value('sync.now', {});
    expect(stampsOn(second, code)).toEqual(['checkin']);
    expect(await second.value('outbox.list', {})).toEqual([]);
  });
});

describe('a desk killed inside the window', () => {
  it('sends the stamp once when it starts again, and never before', async () => {
    sandbox = await startSandbox({ seed: 45, bookings: 200 });
    const dataDir = tempFolder();
    const code = sandbox.control.services().store.state.bookings.find((b) => b.statusId === 'PART' && !b.checkedIn)!.code;
    const childSays = await runUntilQueued(dataDir, code, sandbox);
    expect(childSays).toBe('queued');
    const id = sandbox.control.services().store.booking(code)!.id;
    const stamps = () => sandbox!.control.writes().filter((write) => write.bookingId === id).map((write) => write.kind);
    expect(stamps()).toEqual([]);

    // Started again after the window: the file vault and settings the child left make it the same desk.
    offset += WINDOW_MS + 1;
    const vault = await openFileVault({ folder: dataDir, log: () => undefined });
    const again = await desk({ sandbox, dataDir, vault, settings: await SettingsFile.open(dataDir, () => undefined) });
    await expect.poll(stamps, { timeout: 10_000 }).toEqual(['checkin']);
    await again.value('sync.now', {});
    expect(stamps()).toEqual(['checkin']);
    expect(await again.value('outbox.list', {})).toEqual([]);
  }, 30_000);
});

/** Runs the child until it says what became of its check-in, then kills it with SIGKILL on the spot. */
function runUntilQueued(dataDir: string, code: string, running: RunningSandbox): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir, code], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.includes('\n')) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (_status, signal) => (signal === 'SIGKILL' ? resolve(out.trim()) : reject(new Error(`The child ended by itself: ${err}`))));
    child.stdin.end(JSON.stringify(childBanner(running)));
  });
}
