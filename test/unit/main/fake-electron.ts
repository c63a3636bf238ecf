// A stand-in for the 'electron' module, so the shell runs in plain Node (the runtime cannot be fetched here).
// Objects are stable, because the code under test binds them at import; resetFakeElectron() clears their state.
import { EventEmitter } from 'node:events';
import { vi } from 'vitest';
import { FakeBrowserWindow } from './fake-window.js';

export { FakeBrowserWindow, FakeFrame, FakeWebContents, fakeEvent, type FakeEvent } from './fake-window.js';

interface Bounds { x: number; y: number; width: number; height: number }

type InvokeHandler = (event: unknown, ...args: unknown[]) => unknown;

class FakeIpcMain {
  readonly handlers = new Map<string, InvokeHandler>();

  handle(channel: string, handler: InvokeHandler): void {
    if (this.handlers.has(channel)) throw new Error(`second handler for ${channel}`);
    this.handlers.set(channel, handler);
  }

  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }

  /** What Electron does when a renderer invokes a channel. */
  async invoke(channel: string, event: unknown, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return handler(event, ...args);
  }
}

class FakeIpcRenderer extends EventEmitter {
  readonly invoke = vi.fn<(channel: string, ...args: unknown[]) => Promise<unknown>>();
}

function makeApp() {
  const emitter = new EventEmitter();
  return Object.assign(emitter, {
    requestSingleInstanceLock: vi.fn(() => true),
    quit: vi.fn(),
    exit: vi.fn(),
    getPath: vi.fn((name: string): string => (name === 'appData' ? '/tmp/frontdesk-fake-app-data' : '/tmp/frontdesk-fake-user-data')),
    setPath: vi.fn((_name: string, _path: string) => undefined),
    getVersion: vi.fn(() => '0.1.0'),
    isPackaged: true,
    whenReady: vi.fn(() => Promise.resolve()),
    setAboutPanelOptions: vi.fn(),
    showAboutPanel: vi.fn(),
  });
}

type PermissionRequestHandler = (contents: unknown, permission: string, callback: (granted: boolean) => void) => void;
type PermissionCheckHandler = (...args: unknown[]) => boolean;

class FakeSession {
  permissionRequestHandler: PermissionRequestHandler | null = null;
  permissionCheckHandler: PermissionCheckHandler | null = null;

  setPermissionRequestHandler(handler: PermissionRequestHandler): void {
    this.permissionRequestHandler = handler;
  }

  setPermissionCheckHandler(handler: PermissionCheckHandler): void {
    this.permissionCheckHandler = handler;
  }
}

export const fake = {
  app: makeApp(),
  BrowserWindow: FakeBrowserWindow,
  ipcMain: new FakeIpcMain(),
  ipcRenderer: new FakeIpcRenderer(),
  contextBridge: { exposed: new Map<string, unknown>(), exposeInMainWorld: vi.fn() },
  screen: { getDisplayMatching: vi.fn((_rect: Bounds) => ({ workArea: { x: 0, y: 0, width: 1920, height: 1080 } })) },
  shell: { openExternal: vi.fn((_url: string) => Promise.resolve()), showItemInFolder: vi.fn((_path: string) => undefined) },
  safeStorage: {
    isEncryptionAvailable: vi.fn(() => true),
    getSelectedStorageBackend: vi.fn((): string => 'gnome_libsecret'),
    // Reversible and visibly not plain text, like the real thing as far as a vault can tell.
    encryptString: vi.fn((text: string) => Buffer.from(text, 'utf8').reverse()),
    decryptString: vi.fn((data: Buffer) => Buffer.from(data).reverse().toString('utf8')),
  },
  protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
  session: { defaultSession: new FakeSession() },
  Menu: { buildFromTemplate: vi.fn((template: unknown) => template), setApplicationMenu: vi.fn() },
  dialog: {
    showErrorBox: vi.fn(),
    showMessageBox: vi.fn((_options: { message: string; detail?: string }) => Promise.resolve({ response: 0 })),
    showSaveDialog: vi.fn<(window: unknown, options: { defaultPath?: string }) => Promise<{ canceled: boolean; filePath?: string }>>(),
  },
};

fake.contextBridge.exposeInMainWorld.mockImplementation((key: string, api: unknown) => {
  fake.contextBridge.exposed.set(key, api);
});

/** The module as `import … from 'electron'` sees it. */
export const fakeElectronModule = { ...fake, default: fake };

export function resetFakeElectron(): void {
  vi.clearAllMocks();
  fake.app.removeAllListeners();
  fake.app.isPackaged = true;
  fake.ipcMain.handlers.clear();
  FakeBrowserWindow.created.length = 0;
  fake.session.defaultSession.permissionRequestHandler = null;
  fake.session.defaultSession.permissionCheckHandler = null;
  fake.safeStorage.isEncryptionAvailable.mockImplementation(() => true);
  fake.safeStorage.getSelectedStorageBackend.mockImplementation(() => 'gnome_libsecret');
  fake.screen.getDisplayMatching.mockImplementation(() => ({ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }));
  fake.app.requestSingleInstanceLock.mockImplementation(() => true);
  fake.app.whenReady.mockImplementation(() => Promise.resolve());
  fake.shell.openExternal.mockImplementation(() => Promise.resolve());
  fake.ipcRenderer.invoke.mockReset();
}

/** Hands a fake to code typed against Electron's own classes. */
export function asElectron<T>(value: object): T {
  return value as unknown as T;
}
