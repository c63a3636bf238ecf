// The Electron shell's stores: the desk's settings and the window's place in the one settings file of both shells,
// on a real disk (conf runs in plain Node; only Electron's window module is faked).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type DeskSettings } from '../../../electron/core/settings/desk-settings.js';
import { openShellStores } from '../../../electron/main/shell-stores.js';
import { resetFakeElectron } from './fake-electron.js';
import { useTempFolders } from '../../support/temp-folders.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).fakeElectronModule);

const tempFolder = useTempFolders('frontdesk-settings-');

const settings: DeskSettings = {
  accounts: [{ id: 'demo', label: 'Demo', kind: 'demo', baseUrl: '', clientId: null, staff: [], actingStaffId: null }],
  currentAccountId: 'demo',
  scanChecksIn: true,
  maxBookings: 50_000,
  theme: 'dark',
  language: 'fr-CA',
  formats: 'language',
  venueNetwork: 'eth0',
};
const bounds = { x: 5, y: 6, width: 1200, height: 800, maximized: false };

beforeEach(() => resetFakeElectron());

describe('the shell\'s settings', () => {
  it('starts from the defaults, then keeps what the desk saves in settings.json, owner-only', async () => {
    const folder = tempFolder();
    const { settings: store } = await openShellStores(folder, () => undefined);
    expect(store.load()).toEqual(DEFAULT_SETTINGS);
    store.save(settings);
    const { settings: again } = await openShellStores(folder, () => undefined);
    expect(again.load()).toEqual(settings);
    if (process.platform !== 'win32') expect((await stat(join(folder, 'settings.json'))).mode & 0o777).toBe(0o600);
  });

  it('sets a damaged file aside and starts from defaults instead of not starting, saying so', async () => {
    const folder = tempFolder();
    await writeFile(join(folder, 'settings.json'), '{"desk": }', { mode: 0o600 });
    const logged: string[] = [];
    const { settings: store } = await openShellStores(folder, (line) => logged.push(line));
    expect(store.load()).toEqual(DEFAULT_SETTINGS);
    const kept = (await readdir(folder)).filter((name) => name.startsWith('settings.json.damaged-'));
    expect(kept).toHaveLength(1);
    expect(await readFile(join(folder, kept[0]!), 'utf8')).toBe('{"desk": }');
    expect(logged).toEqual([expect.stringMatching(/settings .* could not be read \(it is not JSON\)\. It was kept as /)]);
    expect(store.warning).toBe(logged[0]);
  });
});

describe('the window\'s place', () => {
  it('is kept beside the settings, and survives the desk saving its own', async () => {
    const folder = tempFolder();
    const { settings: store, windowBounds } = await openShellStores(folder, () => undefined);
    expect(windowBounds.load()).toBeNull();
    windowBounds.save(bounds);
    store.save(settings);
    const again = await openShellStores(folder, () => undefined);
    expect(again.windowBounds.load()).toEqual(bounds);
    expect(again.settings.load()).toEqual(settings);
  });

  it('is ignored when it makes no sense, without costing the settings', async () => {
    const folder = tempFolder();
    await writeFile(join(folder, 'settings.json'), JSON.stringify({ desk: settings, window: { x: 'left', width: 10 } }), { mode: 0o600 });
    const { settings: store, windowBounds } = await openShellStores(folder, () => undefined);
    expect(windowBounds.load()).toBeNull();
    expect(store.load()).toEqual(settings);
  });
});
