// What the desk remembers between runs, and in the Electron shell its window's place: settings.json in the data
// folder, through `conf` in both shells (it runs in plain Node as in Electron, writing each change atomically and
// owner-only). The file is first read with its schema, as every file of the desk is (platform/owner-only-files.ts):
// one that will not read is set aside and said, and the desk starts from its defaults instead of not starting.
import type { SetAside } from '../../../shared/contract/model/account.js';
import { join } from 'node:path';
import Conf from 'conf';
import { z } from 'zod';
import { OWNER_ONLY_FILE, readJsonFile, type FileLog } from '../platform/owner-only-files.js';
import { deskSettingsSchema, readSettings, type DeskSettings } from './desk-settings.js';
import type { SettingsStore } from './settings-store.js';

const NAME = 'settings';
/** The desk's part must read whole; another part (the window's place) is checked by the one that reads it. */
const fileSchema = z.looseObject({ desk: deskSettingsSchema.optional() });

/** One part of the file besides the desk's, read with its own schema. */
export interface SettingsPart<T> {
  /** null when the file holds none, or none that fits. */
  load(): T | null;
  save(value: T): void;
}

export class SettingsFile implements SettingsStore {
  private constructor(private readonly conf: Conf<Record<string, unknown>>, private readonly log: FileLog,
    /** The sentence that said the file was set aside, for the log; null when it read. */
    readonly warning: string | null,
    /** Why it was set aside and where, for the page to say; null when it read. */
    readonly setAside: SetAside | null) {}

  static async open(folder: string, log: FileLog): Promise<SettingsFile> {
    const read = await readJsonFile(join(folder, `${NAME}.json`), {
      schema: fileSchema, log, what: "This desk's settings (its accounts and choices)",
      then: 'Frontdesk starts from its defaults: add your accounts again under Accounts.',
    });
    const conf = new Conf<Record<string, unknown>>({
      cwd: folder, configName: NAME, projectName: 'frontdesk', configFileMode: OWNER_ONLY_FILE,
    });
    return 'warning' in read
      ? new SettingsFile(conf, log, read.warning, { problem: read.problem, keptAs: read.setAside })
      : new SettingsFile(conf, log, null, null);
  }

  load(): DeskSettings {
    return readSettings(this.conf.get('desk'), this.log);
  }

  save(settings: DeskSettings): void {
    this.conf.set('desk', settings);
  }

  part<T>(name: string, schema: z.ZodType<T>): SettingsPart<T> {
    return {
      load: () => {
        const parsed = schema.safeParse(this.conf.get(name));
        return parsed.success ? parsed.data : null;
      },
      save: (value) => this.conf.set(name, value),
    };
  }
}
