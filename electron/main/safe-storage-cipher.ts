// Tokens at rest are sealed by the operating system's keyring through safeStorage. Where the OS
// offers no real keyring, a file "encrypted" with a hard-coded key would only pretend: the desk then keeps
// sign-ins in memory for the session, and says so.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { safeStorage } from 'electron';
import { CipherVault, type VaultCipher } from '../core/vault/cipher-vault.js';
import { JsonFileStore } from '../core/vault/json-file-store.js';
import { MemoryVault } from '../core/vault/memory-vault.js';
import { VAULT_WARNINGS, type Vault, type VaultLog } from '../core/vault/vault.js';

export const NO_KEYRING_WARNING = VAULT_WARNINGS.noKeyring;

/** Its own file name, so that the browser mode's vault.json (another cipher) is never misread as ours. */
export const KEYRING_VAULT_FILE = 'keyring-vault.json';

export const safeStorageCipher: VaultCipher = {
  encrypt: (text) => safeStorage.encryptString(text),
  decrypt: (data) => safeStorage.decryptString(data),
};

/**
 * Why the keyring cannot be used, for the log; null when it can. Call after app 'ready' (Linux decides then).
 * On Linux, 'basic_text' means safeStorage would encrypt with a password written in Chromium's source.
 */
export function keyringProblem(platform: NodeJS.Platform = process.platform): string | null {
  if (!safeStorage.isEncryptionAvailable()) return 'safeStorage reports that encryption is not available';
  if (platform === 'linux') {
    const backend = safeStorage.getSelectedStorageBackend();
    if (backend === 'basic_text') return 'safeStorage would use basic_text, a key that is not secret';
  }
  return null;
}

export interface SystemVaultOptions {
  /** The app's user-data folder. */
  folder: string;
  platform?: NodeJS.Platform;
  log: VaultLog;
}

/** The keyring-backed vault, or a memory vault whose warning the desk shows to the person. */
export async function openSystemVault(options: SystemVaultOptions): Promise<Vault> {
  const { log } = options;
  const problem = keyringProblem(options.platform);
  if (problem !== null) {
    log(`${problem}; sign-ins are kept for this session only.`);
    return new MemoryVault({ notice: 'noKeyring', log });
  }
  await mkdir(options.folder, { recursive: true, mode: 0o700 });
  return new CipherVault({
    cipher: safeStorageCipher,
    store: new JsonFileStore(join(options.folder, KEYRING_VAULT_FILE), log),
    protection: 'os-keyring',
    notice: null,
    log,
  });
}
