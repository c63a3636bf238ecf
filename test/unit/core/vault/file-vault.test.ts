// The browser-mode vault (tokens encrypted at rest): owner-only files, no plaintext on disk,
// atomic replacement, and a damaged file that costs a sign-in, never a crash.
import { chmod, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEY_FILE, VAULT_FILE, openFileVault } from '../../../../electron/core/vault/index.js';

const TOKEN = 'at_THIS-IS-A-SECRET-ACCESS-TOKEN-1234567890';
const posix = process.platform !== 'win32';

let folder: string;
let logged: string[];
const open = () => openFileVault({ folder, log: (message) => logged.push(message) });
const modeOf = async (name: string) => (await stat(join(folder, name))).mode & 0o777;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'frontdesk-vault-'));
  logged = [];
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('the file vault', () => {
  it('says how well it protects and warns that a file is weaker than the keyring', async () => {
    const vault = await open();
    expect(vault.protection).toBe('owner-only-file');
    expect(vault.warning).toMatch(/owner-only file.*less protected than the system keyring/);
  });

  it.runIf(posix)('keeps the vault file and the key file readable by their owner only (0600)', async () => {
    const vault = await open();
    await vault.write('oauth-tokens:demo', TOKEN);
    expect(await modeOf(VAULT_FILE)).toBe(0o600);
    expect(await modeOf(KEY_FILE)).toBe(0o600);
  });

  it('never writes the token as plaintext, in any encoding', async () => {
    const vault = await open();
    await vault.write('oauth-tokens:demo', TOKEN);
    const bytes = await readFile(join(folder, VAULT_FILE));
    for (const encoded of [TOKEN, Buffer.from(TOKEN).toString('base64'), Buffer.from(TOKEN).toString('hex')]) {
      expect(bytes.includes(Buffer.from(encoded))).toBe(false);
    }
    expect((await readFile(join(folder, KEY_FILE))).includes(Buffer.from(TOKEN))).toBe(false);
  });

  it('gives back what was written after it is opened again, and forgets what was removed', async () => {
    const first = await open();
    await first.write('a', TOKEN);
    await first.write('b', 'second');
    await first.remove('b');
    const again = await open();
    expect(await again.read('a')).toBe(TOKEN);
    expect(await again.read('b')).toBeNull();
    expect(await again.read('never-written')).toBeNull();
  });

  it('replaces the file atomically and leaves no temporary file behind', async () => {
    const vault = await open();
    await Promise.all(Array.from({ length: 10 }, (_, i) => vault.write(`key-${i}`, `value-${i}`)));
    expect((await readdir(folder)).sort()).toEqual([KEY_FILE, VAULT_FILE].sort());
    // Concurrent writes are serialised: none is lost to another that started from the same old file.
    const again = await open();
    for (let i = 0; i < 10; i += 1) expect(await again.read(`key-${i}`)).toBe(`value-${i}`);
  });

  it('treats a damaged vault file as empty, logs why, and keeps the damaged file aside', async () => {
    const vault = await open();
    await vault.write('a', TOKEN);
    await writeFile(join(folder, VAULT_FILE), '{"format":1,"entries":{"a": tru', { mode: 0o600 });
    const reopened = await open();
    expect(await reopened.read('a')).toBeNull();
    expect(logged.join('\n')).toMatch(/could not be read \(it is not JSON\)\. It was kept as .*vault\.json\.damaged-\d+; the vault starts empty/);
    expect((await readdir(folder)).some((name) => name.startsWith(`${VAULT_FILE}.damaged-`))).toBe(true);
    await reopened.write('a', 'fresh');
    expect(await (await open()).read('a')).toBe('fresh');
  });

  it('reads an entry sealed with another key as missing, with a logged reason', async () => {
    const vault = await open();
    await vault.write('a', TOKEN);
    await writeFile(join(folder, KEY_FILE), Buffer.alloc(32, 7));
    expect(await (await open()).read('a')).toBeNull();
    expect(logged.join('\n')).toMatch(/"a" cannot be decrypted/);
  });

  it('refuses an entry moved under another name instead of misreading it', async () => {
    const vault = await open();
    await vault.write('oauth-tokens:one', TOKEN);
    const file = JSON.parse(await readFile(join(folder, VAULT_FILE), 'utf8')) as { entries: Record<string, string> };
    file.entries['oauth-tokens:two'] = file.entries['oauth-tokens:one']!;
    await writeFile(join(folder, VAULT_FILE), JSON.stringify({ format: 1, entries: file.entries }));
    expect(await (await open()).read('oauth-tokens:two')).toBeNull();
    expect(logged.join('\n')).toMatch(/does not belong under that name/);
  });

  it.runIf(posix)('narrows a vault file found readable by others back to 0600 and logs it', async () => {
    const vault = await open();
    await vault.write('a', TOKEN);
    await chmod(join(folder, VAULT_FILE), 0o644);
    expect(await (await open()).read('a')).toBe(TOKEN);
    expect(await modeOf(VAULT_FILE)).toBe(0o600);
    expect(logged.join('\n')).toMatch(/readable by others \(mode 644\)/);
  });

  it('makes a new key when the key file is damaged, and starts empty rather than failing', async () => {
    const vault = await open();
    await vault.write('a', TOKEN);
    await writeFile(join(folder, KEY_FILE), 'short');
    const reopened = await open();
    expect(await reopened.read('a')).toBeNull();
    expect(logged.join('\n')).toMatch(/vault key .* is damaged \(5 bytes\)/);
    expect((await readFile(join(folder, KEY_FILE))).length).toBe(32);
  });
});

describe('secret keys for other data (the offline cache)', () => {
  it('makes a random 32-byte key on first use and gives the same bytes after a reopen', async () => {
    const vault = await open();
    const [first, concurrent] = await Promise.all([vault.secretKey('offline-cache'), vault.secretKey('offline-cache')]);
    expect(first.length).toBe(32);
    expect(concurrent.equals(first)).toBe(true);
    expect((await (await open()).secretKey('offline-cache')).equals(first)).toBe(true);
    expect((await vault.secretKey('another')).equals(first)).toBe(false);
  });

  it('keeps the key out of the file in clear', async () => {
    const vault = await open();
    const key = await vault.secretKey('offline-cache');
    const bytes = await readFile(join(folder, VAULT_FILE));
    expect(bytes.includes(key)).toBe(false);
    expect(bytes.includes(Buffer.from(key.toString('base64')))).toBe(false);
  });
});
