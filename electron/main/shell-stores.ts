// What the Electron shell remembers between runs: the desk's settings and the window's place, both in the one
// settings file the browser mode uses too (core/settings/settings-file.ts). No secrets here: those are in the vault.
import { SettingsFile } from '../core/settings/settings-file.js';
import type { SettingsStore } from '../core/settings/settings-store.js';
import { windowBoundsSchema, type WindowBoundsStore } from './window.js';

export interface ShellStores {
  settings: SettingsStore;
  windowBounds: WindowBoundsStore;
}

/** `folder`: the app's user-data folder; `log`: the desk's log, told when the file had to be set aside. */
export async function openShellStores(folder: string, log: (message: string) => void): Promise<ShellStores> {
  const settings = await SettingsFile.open(folder, log);
  const window = settings.part('window', windowBoundsSchema);
  return {
    settings,
    windowBounds: {
      load: () => window.load(),
      save: (bounds) => {
        // Losing a window position is no reason to disturb the person.
        try {
          window.save(bounds);
        } catch (error) {
          console.warn('shell: the window position was not saved', error);
        }
      },
    },
  };
}
