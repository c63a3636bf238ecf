// Where settings live: settings-file.ts on disk in both shells, memory in tests. One interface for both.
import type { SetAside } from '../../../shared/contract/model/account.js';
import type { DeskSettings } from './desk-settings.js';

export interface SettingsStore {
  load(): DeskSettings;
  save(settings: DeskSettings): void;
  /** Why the desk starts from its defaults (its settings file was set aside), in English for the log; null otherwise. */
  readonly warning?: string | null;
  /** The same as data for the page: why the file was set aside and the copy kept. */
  readonly setAside?: SetAside | null;
}

/** For tests and for a desk that must not touch the disk. */
export class MemorySettingsStore implements SettingsStore {
  constructor(private settings: DeskSettings) {}

  load(): DeskSettings {
    return structuredClone(this.settings);
  }

  save(settings: DeskSettings): void {
    this.settings = structuredClone(settings);
  }
}
