// Where settings live: electron-store in the app, conf (its engine) in Node. One interface for both.
import type { DeskSettings } from './desk-settings.js';

export interface SettingsStore {
  load(): DeskSettings;
  save(settings: DeskSettings): void;
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
