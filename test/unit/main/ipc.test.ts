import type { BrowserWindow } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeskStatus } from '../../../shared/contract/model/account.js';
import type { DeskHandlers } from '../../../electron/core/desk/dispatch.js';
import { DeskLog } from '../../../electron/core/log/desk-log.js';
import { DeskEvents } from '../../../electron/core/desk/desk-events.js';
import { DESK_CALL_CHANNEL, DESK_EVENTS_CHANNEL, serveDesk } from '../../../electron/main/ipc.js';
import { FakeBrowserWindow, FakeFrame, FakeWebContents, asElectron, fake, resetFakeElectron } from './fake-electron.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).fakeElectronModule);

const status: DeskStatus = {
  account: null, accounts: [], auth: { status: 'signed-out', reason: null, warning: null },
  connectivity: { online: true, lastContactAt: null }, staff: [], acting: null, signedInAs: null, vaultWarning: null, settingsWarning: null, sync: { lastSyncAt: null, running: false }, outbox: { pending: 0, conflicts: 0 }, offlineWarning: null,
};

function setUp() {
  const ping = vi.fn(async (_input: unknown, _signal: AbortSignal) => ({ ok: true as const }));
  const addNote = vi.fn(async () => { throw new Error('never reached'); });
  const boom = vi.fn(async () => { throw new Error('disk on fire'); });
  const handlers = asElectron<DeskHandlers>({ 'desk.ping': ping, 'bookings.addNote': addNote, 'items.list': boom });
  const events = new DeskEvents(() => undefined);
  const window = new FakeBrowserWindow({});
  const close = serveDesk({ handlers, events, log: new DeskLog(), window: asElectron<BrowserWindow>(window) });
  return { ping, addNote, boom, events, window, close };
}

/** The event Electron hands ipcMain.handle: who sent it, from which frame. */
function from(contents: FakeWebContents, frame: FakeFrame | null = contents.mainFrame) {
  return { sender: contents, senderFrame: frame, processId: frame?.processId ?? 0, frameId: 1 };
}

const call = (event: unknown, name: unknown, input: unknown) => fake.ipcMain.invoke(DESK_CALL_CHANNEL, event, name, input);

beforeEach(() => {
  resetFakeElectron();
  // Refusals and failing handlers are logged; the tests check the answers, not the log.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('who may call the desk', () => {
  it('dispatches a call from our window’s main frame showing our page', async () => {
    const { ping, window } = setUp();
    await expect(call(from(window.webContents), 'desk.ping', {})).resolves.toEqual({ ok: true, value: { ok: true } });
    expect(ping).toHaveBeenCalledTimes(1);
  });

  it('refuses a call whose frame is gone', async () => {
    const { ping, window } = setUp();
    const result = await call(from(window.webContents, null), 'desk.ping', {});
    expect(result).toMatchObject({ ok: false, error: { kind: 'refused', code: 'untrusted-sender' } });
    expect(ping).not.toHaveBeenCalled();
  });

  it('refuses a call from a frame inside our page (an iframe)', async () => {
    const { ping, window } = setUp();
    const child = new FakeFrame('app://frontdesk/index.html', window.webContents.mainFrame.processId);
    child.parent = window.webContents.mainFrame;
    expect(await call(from(window.webContents, child), 'desk.ping', {})).toMatchObject({ ok: false, error: { kind: 'refused' } });
    expect(ping).not.toHaveBeenCalled();
  });

  it('refuses a call from another window, even one showing our page', async () => {
    const { ping } = setUp();
    const other = new FakeWebContents();
    expect(await call(from(other), 'desk.ping', {})).toMatchObject({ ok: false, error: { kind: 'refused' } });
    expect(ping).not.toHaveBeenCalled();
  });

  it('refuses a call from our main frame once it shows a foreign page', async () => {
    const { ping, window } = setUp();
    for (const url of ['https://evil.example/', 'app://frontdesk.evil/index.html', 'file:///tmp/index.html', 'about:blank']) {
      window.webContents.mainFrame.url = url;
      expect(await call(from(window.webContents), 'desk.ping', {}), url).toMatchObject({ ok: false, error: { kind: 'refused' } });
    }
    expect(ping).not.toHaveBeenCalled();
  });

  it('refuses, never throws, when looking at the frame fails', async () => {
    const { window } = setUp();
    const disposed = { get url(): string { throw new Error('Render frame was disposed'); }, parent: null };
    expect(await call(from(window.webContents, asElectron<FakeFrame>(disposed)), 'desk.ping', {}))
      .toMatchObject({ ok: false, error: { kind: 'refused' } });
  });
});

describe('what a trusted page may send', () => {
  it('answers input its schema rejects with invalid-input, and never runs the handler', async () => {
    const { addNote, window } = setUp();
    const result = await call(from(window.webContents), 'bookings.addNote', { code: '../../etc', body: 'x'.repeat(3001) });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(addNote).not.toHaveBeenCalled();
  });

  it('answers a name outside the contract with invalid-input', async () => {
    const { window } = setUp();
    expect(await call(from(window.webContents), 'fs.readFile', { path: '/etc/passwd' }))
      .toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });

  it('turns a failing handler into an error value, without its details', async () => {
    const { window } = setUp();
    const result = await call(from(window.webContents), 'items.list', {});
    expect(result).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(JSON.stringify(result)).not.toContain('disk on fire');
  });

  it('cancels work still running when the window closes', async () => {
    const { ping, window } = setUp();
    await call(from(window.webContents), 'desk.ping', {});
    const signal = ping.mock.calls[0]![1];
    expect(signal.aborted).toBe(false);
    window.emit('closed');
    expect(signal.aborted).toBe(true);
  });
});

describe('events', () => {
  it('pushes desk events to our page on desk:events', () => {
    const { events, window } = setUp();
    events.emit('desk.status', status);
    expect(window.webContents.sent).toEqual([[DESK_EVENTS_CHANNEL, 'desk.status', status]]);
  });

  it('pushes nothing to a page that is not ours, or to a closed window', () => {
    const { events, window } = setUp();
    window.webContents.url = 'https://evil.example/';
    events.emit('outbox.changed', { pending: 1, conflicts: 0 });
    window.webContents.url = 'app://frontdesk/index.html';
    window.destroyed = true;
    events.emit('outbox.changed', { pending: 2, conflicts: 0 });
    expect(window.webContents.sent).toEqual([]);
  });

  it('stops everything when the door is closed', async () => {
    const { events, window, close } = setUp();
    close();
    events.emit('outbox.changed', { pending: 1, conflicts: 0 });
    expect(window.webContents.sent).toEqual([]);
    await expect(call(from(window.webContents), 'desk.ping', {})).rejects.toThrow(/No handler/);
  });
});
