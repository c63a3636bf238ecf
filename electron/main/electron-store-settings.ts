// What the desk and its window remember between runs, in one electron-store file in the user-data folder
// (atomic writes come with it). No secrets here: those are in the vault.
import { join } from 'node:path';
import ElectronStore from 'electron-store';
import { narrowToOwner, OWNER_ONLY_FILE, setAside } from '../core/platform/owner-only-files.js';
import { readSettings, type DeskSettings } from '../core/settings/desk-settings.js';
import type { SettingsStore } from '../core/settings/settings-store.js';
import { windowBoundsSchema, type WindowBounds, type WindowBoundsStore } from './window.js';

/** Read as unknown: the file is outside our control, so every value is checked on the way in. */
interface StoredValues extends Record<string, unknown> {
  desk?: unknown;
  window?: unknown;
}

export interface ShellStores {
  settings: SettingsStore;
  windowBounds: WindowBoundsStore;
}

const FILE_NAME = 'settings';

/** `folder`: the app's user-data folder; `log`: the desk's log, told when a file had to be set aside. */
export async function openShellStores(folder: string, log: (message: string) => void): Promise<ShellStores> {
  const store = await openStore(folder, log);
  return { settings: new ElectronStoreSettings(store, log), windowBounds: new ElectronStoreWindowBounds(store) };
}

async function openStore(folder: string, log: (message: string) => void): Promise<ElectronStore<StoredValues>> {
  const path = join(folder, `${FILE_NAME}.json`);
  // Owner-only, also for a file an earlier version wrote world-readable.
  await narrowToOwner(path, log);
  const open = () => new ElectronStore<StoredValues>({ name: FILE_NAME, cwd: folder, configFileMode: OWNER_ONLY_FILE });
  try {
    return open();
  } catch (error) {
    // A file that is not JSON (a crash of another tool, a hand edit) is kept beside, not deleted, and the
    // desk starts from defaults instead of not starting at all.
    if (!(error instanceof SyntaxError)) throw error;
    const aside = await setAside(path);
    log(`${path} could not be read; it was set aside as ${aside} and Frontdesk starts from defaults.`);
    return open();
  }
}

export class ElectronStoreSettings implements SettingsStore {
  constructor(private readonly store: ElectronStore<StoredValues>, private readonly log: (message: string) => void) {}

  load(): DeskSettings {
    return readSettings(this.store.get('desk'), this.log);
  }

  save(settings: DeskSettings): void {
    this.store.set('desk', settings);
  }
}

export class ElectronStoreWindowBounds implements WindowBoundsStore {
  constructor(private readonly store: ElectronStore<StoredValues>) {}

  load(): WindowBounds | null {
    const parsed = windowBoundsSchema.safeParse(this.store.get('window'));
    return parsed.success ? parsed.data : null;
  }

  save(bounds: WindowBounds): void {
    // Losing a window position is no reason to disturb the person.
    try {
      this.store.set('window', bounds);
    } catch (error) {
      console.warn('shell: the window position was not saved', error);
    }
  }
}
