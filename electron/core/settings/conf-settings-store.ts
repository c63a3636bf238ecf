// Settings in a JSON file through `conf`, the engine electron-store is built on (atomic writes included).
import Conf from 'conf';
import { OWNER_ONLY_FILE } from '../platform/owner-only-files.js';
import { readSettings, type DeskSettings } from './desk-settings.js';
import type { SettingsStore } from './settings-store.js';

export class ConfSettingsStore implements SettingsStore {
  private readonly conf: Conf<{ desk: unknown }>;

  constructor(folder: string, private readonly log: (message: string) => void) {
    // Owner-only: account addresses and staff names are nobody else's business on a shared machine.
    this.conf = new Conf<{ desk: unknown }>({
      cwd: folder, configName: 'settings', projectName: 'frontdesk', configFileMode: OWNER_ONLY_FILE,
    });
  }

  load(): DeskSettings {
    return readSettings(this.conf.get('desk'), this.log);
  }

  save(settings: DeskSettings): void {
    this.conf.set('desk', settings);
  }
}
