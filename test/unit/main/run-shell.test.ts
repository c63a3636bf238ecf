import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DeskLog } from '../../../electron/core/log/desk-log.js';
import { DeskEvents } from '../../../electron/core/desk/desk-events.js';
import type { DeskHandlers } from '../../../electron/core/desk/dispatch.js';
import { DESK_CALL_CHANNEL } from '../../../electron/main/ipc.js';
import { runShell, type DeskFactoryOptions, type ShellDesk } from '../../../electron/main/run-shell.js';
import { FakeBrowserWindow, FakeWebContents, asElectron, fake, fakeEvent, resetFakeElectron } from './fake-electron.js';
import { useTempFolders } from '../../support/temp-folders.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).fakeElectronModule);

const tempFolder = useTempFolders('frontdesk-shell-');

const paths = { preloadPath: '/app/out/preload/index.cjs', rendererDir: '/app/out/renderer' };

function fakeDesk(start: () => Promise<void> = () => Promise.resolve()) {
  const desk: ShellDesk & { received: DeskFactoryOptions[] } = {
    received: [],
    handlers: asElectron<DeskHandlers>({ 'desk.ping': async () => ({ ok: true }) }),
    events: new DeskEvents(() => undefined),
    log: new DeskLog(),
    start: vi.fn(start),
    close: vi.fn(() => Promise.resolve()),
  };
  const createDesk = vi.fn((options: DeskFactoryOptions) => {
    desk.received.push(options);
    // As core's createDesk does: the desk writes to the log the shell made.
    desk.log = options.log;
    return desk;
  });
  return { desk, createDesk };
}

beforeEach(async () => {
  resetFakeElectron();
  const userData = tempFolder();
  fake.app.getPath.mockImplementation(() => userData);
});

describe('starting the shell', () => {
  it('registers the app scheme and takes the single-instance lock before the app is ready', () => {
    fake.app.whenReady.mockReturnValue(new Promise(() => undefined));
    const { createDesk } = fakeDesk();
    runShell(createDesk, paths);
    const registered = fake.protocol.registerSchemesAsPrivileged.mock.invocationCallOrder[0]!;
    expect(registered).toBeLessThan(fake.app.whenReady.mock.invocationCallOrder[0]!);
    expect(fake.app.requestSingleInstanceLock).toHaveBeenCalled();
  });

  it('keeps its data in the frontdesk folder of the application data, whatever name a build gives the app', () => {
    fake.app.whenReady.mockReturnValue(new Promise(() => undefined));
    fake.app.getPath.mockImplementation((name: string) => (name === 'appData' ? '/home/desk/.config' : '/home/desk/.config/Frontdesk'));
    runShell(fakeDesk().createDesk, paths);
    expect(fake.app.setPath).toHaveBeenCalledWith('userData', join('/home/desk/.config', 'frontdesk'));
    // The single-instance lock lives in that folder: two builds of one desk must meet there.
    expect(fake.app.setPath.mock.invocationCallOrder[0]).toBeLessThan(fake.app.requestSingleInstanceLock.mock.invocationCallOrder[0]!);
  });

  it('quits at once, starting no desk, when another Frontdesk runs', async () => {
    fake.app.requestSingleInstanceLock.mockReturnValue(false);
    const { createDesk } = fakeDesk();
    runShell(createDesk, paths);
    expect(fake.app.quit).toHaveBeenCalledTimes(1);
    expect(fake.app.whenReady).not.toHaveBeenCalled();
    expect(createDesk).not.toHaveBeenCalled();
  });

  it('hardens, starts the desk, then opens our page in the window with the preload and the desk door open', async () => {
    const { desk, createDesk } = fakeDesk();
    runShell(createDesk, paths);
    await vi.waitFor(() => expect(FakeBrowserWindow.created).toHaveLength(1));
    const window = FakeBrowserWindow.created[0]!;
    expect(window.loadedUrl).toBe('app://frontdesk/index.html');
    expect(window.options.webPreferences).toMatchObject({ preload: paths.preloadPath, sandbox: true });
    expect(desk.start).toHaveBeenCalledTimes(1);
    expect(desk.received[0]).toMatchObject({ dataDir: fake.app.getPath('userData') });
    expect(desk.received[0]!.vault.protection).toBe('os-keyring');
    expect(fake.session.defaultSession.permissionRequestHandler).not.toBeNull();
    expect(fake.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
    expect(fake.Menu.setApplicationMenu).toHaveBeenCalled();
    expect(fake.ipcMain.handlers.has(DESK_CALL_CHANNEL)).toBe(true);
  });

  it('hardens every web page the app creates', () => {
    fake.app.whenReady.mockReturnValue(new Promise(() => undefined));
    runShell(fakeDesk().createDesk, paths);
    const contents = new FakeWebContents();
    fake.app.emit('web-contents-created', {}, contents);
    expect(contents.windowOpenHandler!({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
  });

  it('lets the desk open only web addresses in the system browser', async () => {
    const { desk, createDesk } = fakeDesk();
    runShell(createDesk, paths);
    await vi.waitFor(() => expect(desk.received).toHaveLength(1));
    const { openBrowser } = desk.received[0]!;
    await expect(openBrowser('javascript:alert(1)')).rejects.toThrow(/only https/);
    await openBrowser('https://booking.example/oauth/authorize?client_id=x');
    expect(fake.shell.openExternal.mock.calls).toEqual([['https://booking.example/oauth/authorize?client_id=x']]);
  });

  it('opens the window even when the account cannot open, and logs why (the screens then offer to retry)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { createDesk } = fakeDesk(() => Promise.reject(new Error('The demo service could not start: port in use')));
    runShell(createDesk, paths);
    await vi.waitFor(() => expect(FakeBrowserWindow.created).toHaveLength(1));
    // In the desk's log, and on the terminal the shell started from.
    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith(
      'shell: the desk could not open its account: The demo service could not start: port in use'));
    expect(fake.app.exit).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('closes the desk when the app quits', async () => {
    const { desk, createDesk } = fakeDesk();
    runShell(createDesk, paths);
    await vi.waitFor(() => expect(FakeBrowserWindow.created).toHaveLength(1));
    fake.app.emit('window-all-closed');
    expect(fake.app.quit).toHaveBeenCalledTimes(1);
    const event = fakeEvent();
    fake.app.emit('before-quit', event);
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(fake.app.quit).toHaveBeenCalledTimes(2));
    expect(desk.close).toHaveBeenCalledTimes(1);
  });
});
