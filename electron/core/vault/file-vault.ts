// The browser-mode vault (no Electron, so no safeStorage): values sealed with AES-256-GCM in an owner-only JSON
// file, under a random key in a second owner-only file. It keeps tokens out of backups and casual reads of the
// vault file, not away from the user's own account; the warning says so.
import { join } from 'node:path';
import { ownerOnlyFolder } from '../platform/owner-only-files.js';
import { AesGcmCipher } from './aes-gcm-cipher.js';
import { CipherVault } from './cipher-vault.js';
import { JsonFileStore } from './json-file-store.js';
import { loadOrCreateKey } from './key-file.js';
import type { Vault, VaultLog } from './vault.js';

export const VAULT_FILE = 'vault.json';
export const KEY_FILE = 'vault.key';

export interface FileVaultOptions {
  /** The folder that holds vault.json and vault.key (the app's user-data folder). */
  folder: string;
  log: VaultLog;
}

export async function openFileVault(options: FileVaultOptions): Promise<Vault> {
  const { log } = options;
  ownerOnlyFolder(options.folder);
  const key = await loadOrCreateKey(join(options.folder, KEY_FILE), log);
  return new CipherVault({
    cipher: new AesGcmCipher(key),
    store: new JsonFileStore(join(options.folder, VAULT_FILE), log),
    protection: 'owner-only-file',
    notice: 'ownerOnlyFile',
    log,
  });
}
