// Settings in a JSON file through `conf`, the engine electron-store is built on (atomic writes included).
import Conf from 'conf';
import { readSettings, type DeskSettings } from './desk-settings.js';
import type { SettingsStore } from './settings-store.js';

export class ConfSettingsStore implements SettingsStore {
  private readonly conf: Conf<{ desk: unknown }>;

  constructor(folder: string) {
    this.conf = new Conf<{ desk: unknown }>({ cwd: folder, configName: 'settings', projectName: 'frontdesk' });
  }

  load(): DeskSettings {
    return readSettings(this.conf.get('desk'));
  }

  save(settings: DeskSettings): void {
    this.conf.set('desk', settings);
  }
}
