// The desk's data folder and settings.json are for their owner only, also when they existed before, wider open.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deskDataDir } from '../../../../electron/core/platform/data-dir.js';
import { SettingsFile } from '../../../../electron/core/settings/settings-file.js';
import { DEFAULT_SETTINGS } from '../../../../electron/core/settings/desk-settings.js';

const modeOf = (path: string) => statSync(path).mode & 0o777;

let root = '';
const chosen = process.env.FRONTDESK_DATA_DIR;
afterEach(() => {
  if (chosen === undefined) delete process.env.FRONTDESK_DATA_DIR;
  else process.env.FRONTDESK_DATA_DIR = chosen;
  if (root) rmSync(root, { recursive: true, force: true });
});

// POSIX modes only: on Windows the user profile folder is what keeps others out.
describe.runIf(process.platform !== 'win32')('owner-only data (POSIX)', () => {
  it('narrows a data folder that already exists, open to all, to 0700', () => {
    root = mkdtempSync(join(tmpdir(), 'frontdesk-data-'));
    const folder = join(root, 'frontdesk');
    mkdirSync(folder, { mode: 0o755 });
    chmodSync(folder, 0o777);
    process.env.FRONTDESK_DATA_DIR = folder;
    expect(deskDataDir()).toBe(folder);
    expect(modeOf(folder)).toBe(0o700);
  });

  it('makes a new data folder 0700', () => {
    root = mkdtempSync(join(tmpdir(), 'frontdesk-data-'));
    process.env.FRONTDESK_DATA_DIR = join(root, 'new', 'frontdesk');
    expect(modeOf(deskDataDir())).toBe(0o700);
  });

  it('writes settings.json 0600, and narrows one found world-readable', async () => {
    root = mkdtempSync(join(tmpdir(), 'frontdesk-data-'));
    const fresh = join(root, 'fresh');
    mkdirSync(fresh);
    (await SettingsFile.open(fresh, () => undefined)).save({ ...DEFAULT_SETTINGS, scanChecksIn: true });
    expect(modeOf(join(fresh, 'settings.json'))).toBe(0o600);

    const old = join(root, 'old');
    mkdirSync(old);
    writeFileSync(join(old, 'settings.json'), JSON.stringify({ desk: { ...DEFAULT_SETTINGS, scanChecksIn: true } }), { mode: 0o644 });
    chmodSync(join(old, 'settings.json'), 0o644);
    const store = await SettingsFile.open(old, () => undefined);
    expect(modeOf(join(old, 'settings.json'))).toBe(0o600);
    expect(store.load().scanChecksIn).toBe(true);
  });
});
