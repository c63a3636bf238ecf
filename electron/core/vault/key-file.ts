// The file vault's key: 32 random bytes in their own owner-only file, made once.
import { randomBytes } from 'node:crypto';
import { link, open, readFile, unlink } from 'node:fs/promises';
import { AES_KEY_BYTES } from './aes-gcm-cipher.js';
import { OWNER_ONLY_FILE, readOwnerOnly, setAside } from '../platform/owner-only-files.js';
import type { VaultLog } from './vault.js';

export async function loadOrCreateKey(path: string, log: VaultLog): Promise<Buffer> {
  const key = await readOwnerOnly(path, log);
  if (key) {
    if (key.length === AES_KEY_BYTES) return key;
    const aside = await setAside(path);
    // Entries sealed with the lost key can no longer be read; the vault says so entry by entry.
    log(`the vault key ${path} is damaged (${key.length} bytes); it was set aside as ${aside} and a new key made.`);
  }
  return createKey(path);
}

/**
 * Written whole to a temporary file, then linked into place: link() fails if the key appeared meanwhile (a second
 * Frontdesk starting at the same moment), and then both use that one key instead of each its own.
 */
async function createKey(path: string): Promise<Buffer> {
  const key = randomBytes(AES_KEY_BYTES);
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx', OWNER_ONLY_FILE);
  try {
    await handle.chmod(OWNER_ONLY_FILE).catch(() => undefined);
    await handle.writeFile(key);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temporary, path);
    return key;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') return readFile(path);
    throw error;
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}
