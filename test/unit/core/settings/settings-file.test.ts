// settings.json as both shells keep it: read with its schema first, so a file that does not fit is set aside and
// said, never read as defaults and then written over.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../../electron/core/settings/desk-settings.js';
import { SettingsFile } from '../../../../electron/core/settings/settings-file.js';
import { useTempFolders } from '../../../support/temp-folders.js';

const tempFolder = useTempFolders('frontdesk-settings-file-');

describe('the settings file', () => {
  it.each([
    ['settings of another shape', JSON.stringify({ desk: { accounts: 'lots' } })],
    ['a list, not settings', '[1, 2, 3]'],
    ['empty', ''],
  ])('sets aside a file that holds %s, keeps it byte for byte, and starts from the defaults', async (_what, text) => {
    const folder = tempFolder();
    await writeFile(join(folder, 'settings.json'), text, { mode: 0o600 });
    const logged: string[] = [];
    const file = await SettingsFile.open(folder, (line) => logged.push(line));
    expect(file.load()).toEqual(DEFAULT_SETTINGS);
    expect(file.warning).toMatch(/^This desk's settings .* could not be read .*It was kept as .*settings\.json\.damaged-\d+; .*add your accounts again/);
    expect(logged).toEqual([file.warning]);
    const kept = (await readdir(folder)).find((name) => name.startsWith('settings.json.damaged-'))!;
    expect(await readFile(join(folder, kept), 'utf8')).toBe(text);
    // The next save writes a new file; the one kept aside is not touched.
    file.save({ ...DEFAULT_SETTINGS, scanChecksIn: true });
    expect((await SettingsFile.open(folder, () => undefined)).load().scanChecksIn).toBe(true);
    expect(await readFile(join(folder, kept), 'utf8')).toBe(text);
  });

  it('says nothing when there is no file yet, or one that reads', async () => {
    const folder = tempFolder();
    const first = await SettingsFile.open(folder, () => undefined);
    expect(first.warning).toBeNull();
    first.save(DEFAULT_SETTINGS);
    expect((await SettingsFile.open(folder, () => undefined)).warning).toBeNull();
  });
});
