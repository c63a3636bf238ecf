import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type DeskSettings } from '../../../electron/core/settings/desk-settings.js';
import { openShellStores } from '../../../electron/main/electron-store-settings.js';
import { resetFakeElectron } from './fake-electron.js';
import { useTempFolders } from '../../support/temp-folders.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).fakeElectronModule);

const tempFolder = useTempFolders('frontdesk-settings-');

// electron-store itself imports the real 'electron' from outside vitest's reach, so it is replaced by the part
// of its API the shell uses: an in-memory get/set, and the SyntaxError conf throws on a damaged file.
const electronStore = vi.hoisted(() => ({ opened: [] as Record<string, unknown>[], failNext: false, values: new Map<string, unknown>() }));
vi.mock('electron-store', () => ({
  default: class {
    constructor(options: Record<string, unknown>) {
      electronStore.opened.push(options);
      if (electronStore.failNext) {
        electronStore.failNext = false;
        throw new SyntaxError('Unexpected token } in JSON at position 12');
      }
    }
    get(key: string): unknown { return structuredClone(electronStore.values.get(key)); }
    set(key: string, value: unknown): void { electronStore.values.set(key, structuredClone(value)); }
  },
}));

const settings: DeskSettings = {
  accounts: [{ id: 'demo', label: 'Demo', kind: 'demo', baseUrl: '', clientId: null, staff: [], actingStaffId: null }],
  currentAccountId: 'demo',
  scanChecksIn: true,
  maxBookings: 50_000,
  theme: 'dark',
  venueNetwork: 'eth0',
};

beforeEach(() => {
  resetFakeElectron();
  electronStore.opened.length = 0;
  electronStore.values.clear();
  electronStore.failNext = false;
});

describe('settings over electron-store', () => {
  it('opens settings.json in the folder it is given, written owner-only (0600)', async () => {
    await openShellStores('/data/frontdesk', () => undefined);
    expect(electronStore.opened).toEqual([{ name: 'settings', cwd: '/data/frontdesk', configFileMode: 0o600 }]);
  });

  it('starts from the defaults, then keeps what the desk saves', async () => {
    const { settings: store } = await openShellStores('/data/frontdesk', () => undefined);
    expect(store.load()).toEqual(DEFAULT_SETTINGS);
    store.save(settings);
    expect(store.load()).toEqual(settings);
  });

  it('answers defaults when the stored settings are not valid, and says so in the desk\'s log', async () => {
    const logged: string[] = [];
    electronStore.values.set('desk', { accounts: 'lots' });
    const { settings: store } = await openShellStores('/data/frontdesk', (line) => logged.push(line));
    expect(store.load()).toEqual(DEFAULT_SETTINGS);
    expect(logged).toEqual([expect.stringContaining('not readable')]);
  });

  it('sets a damaged file aside and starts from defaults instead of not starting', async () => {
    const folder = tempFolder();
    await writeFile(join(folder, 'settings.json'), '{"desk": }');
    electronStore.failNext = true;
    const logged: string[] = [];
    const { settings: store } = await openShellStores(folder, (line) => logged.push(line));
    expect(store.load()).toEqual(DEFAULT_SETTINGS);
    expect((await readdir(folder)).some((name) => name.startsWith('settings.json.damaged-'))).toBe(true);
    expect(logged).toEqual([expect.stringContaining('set aside')]);
  });
});

describe('window bounds over electron-store', () => {
  it('keeps the window bounds beside the settings', async () => {
    const { windowBounds } = await openShellStores('/data/frontdesk', () => undefined);
    expect(windowBounds.load()).toBeNull();
    windowBounds.save({ x: 5, y: 6, width: 1200, height: 800, maximized: false });
    expect(windowBounds.load()).toEqual({ x: 5, y: 6, width: 1200, height: 800, maximized: false });
  });

  it('ignores stored bounds that make no sense', async () => {
    electronStore.values.set('window', { x: 'left', width: 10 });
    const { windowBounds } = await openShellStores('/data/frontdesk', () => undefined);
    expect(windowBounds.load()).toBeNull();
  });
});
