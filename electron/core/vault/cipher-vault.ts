// A vault over any cipher and any store. The Electron shell plugs safeStorage in as the cipher; the browser mode
// plugs in AES-256-GCM under a key file (file-vault.ts). Nothing here knows which.
import { SecretKeys } from './secret-key.js';
import type { StoredEntries, VaultStore } from './json-file-store.js';
import type { VaultWarning } from '../../../shared/contract/model/account.js';
import { VAULT_WARNINGS, type Vault, type VaultLog, type VaultProtection } from './vault.js';

/** The shape of Electron's safeStorage (encryptString / decryptString), without importing Electron. */
export interface VaultCipher {
  encrypt(text: string): Buffer;
  /** Throws when the bytes were not made by this cipher (another key, tampering). */
  decrypt(data: Buffer): string;
}

export interface CipherVaultOptions {
  cipher: VaultCipher;
  store: VaultStore;
  protection: VaultProtection;
  notice: VaultWarning | null;
  log: VaultLog;
}

export class CipherVault implements Vault {
  readonly protection: VaultProtection;
  readonly notice: VaultWarning | null;
  readonly warning: string | null;
  private readonly log: VaultLog;
  private readonly keys: SecretKeys;
  private loaded: Promise<StoredEntries> | null = null;
  /** Changes run one at a time, so that two writes never both start from the same old file and one gets lost. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: CipherVaultOptions) {
    this.protection = options.protection;
    this.notice = options.notice;
    this.warning = options.notice && VAULT_WARNINGS[options.notice];
    this.log = options.log;
    this.keys = new SecretKeys(this, this.log);
  }

  async read(key: string): Promise<string | null> {
    const sealed = (await this.entries())[key];
    return sealed === undefined ? null : this.unseal(key, sealed);
  }

  write(key: string, value: string): Promise<void> {
    return this.change((entries) => ({ ...entries, [key]: this.seal(key, value) }));
  }

  remove(key: string): Promise<void> {
    return this.change((entries) => {
      if (!(key in entries)) return null;
      const rest = { ...entries };
      delete rest[key];
      return rest;
    });
  }

  secretKey(name: string): Promise<Buffer> {
    return this.keys.get(name);
  }

  forgetSecretKey(name: string): Promise<void> {
    return this.keys.forget(name);
  }

  private entries(): Promise<StoredEntries> {
    this.loaded ??= this.options.store.load().catch((error: unknown) => {
      // A failed load (a folder not readable yet) is tried again on the next use, not remembered.
      this.loaded = null;
      throw error;
    });
    return this.loaded;
  }

  /** `edit` answers the new entries, or null for "nothing to change". Memory follows the store only once saved. */
  private change(edit: (entries: StoredEntries) => StoredEntries | null): Promise<void> {
    const run = this.queue.then(async () => {
      const next = edit(await this.entries());
      if (next === null) return;
      await this.options.store.save(next);
      this.loaded = Promise.resolve(next);
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  // The key goes inside the ciphertext, so that an entry copied under another key is refused, not misread.
  private seal(key: string, value: string): string {
    return this.options.cipher.encrypt(JSON.stringify({ key, value })).toString('base64');
  }

  private unseal(key: string, sealed: string): string | null {
    try {
      const opened: unknown = JSON.parse(this.options.cipher.decrypt(Buffer.from(sealed, 'base64')));
      if (isEntry(opened) && opened.key === key) return opened.value;
      this.log(`the entry "${key}" does not belong under that name; it is ignored.`);
    } catch {
      this.log(`the entry "${key}" cannot be decrypted (another key or a damaged file); it is ignored.`);
    }
    return null;
  }
}

function isEntry(value: unknown): value is { key: string; value: string } {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.key === 'string' && typeof entry.value === 'string';
}
