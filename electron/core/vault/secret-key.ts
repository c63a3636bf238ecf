// Data-encryption keys kept inside a vault (Vault.secretKey): random on first use, the same bytes ever after.
import { randomBytes } from 'node:crypto';
import type { VaultLog } from './vault.js';

const KEY_BYTES = 32;
const PREFIX = 'secret-key:';

interface KeyStore {
  read(key: string): Promise<string | null>;
  write(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** One per vault: concurrent first uses of a name must agree on one key, or data written with the other is lost. */
export class SecretKeys {
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(private readonly store: KeyStore, private readonly log: VaultLog) {}

  get(name: string): Promise<Buffer> {
    let key = this.pending.get(name);
    if (!key) {
      key = this.obtain(name);
      this.pending.set(name, key);
      // A failed attempt must not stick: the next call tries again.
      key.catch(() => this.pending.delete(name));
    }
    return key.then((bytes) => Buffer.from(bytes));
  }

  /** The key is gone from the store and from memory: what it sealed can no longer be opened. */
  async forget(name: string): Promise<void> {
    this.pending.delete(name);
    await this.store.remove(PREFIX + name);
  }

  private async obtain(name: string): Promise<Buffer> {
    const stored = await this.store.read(PREFIX + name);
    if (stored !== null) {
      const bytes = Buffer.from(stored, 'base64');
      if (bytes.length === KEY_BYTES) return bytes;
      this.log(`the secret key "${name}" is damaged (${bytes.length} bytes); a new one replaces it.`);
    }
    const fresh = randomBytes(KEY_BYTES);
    await this.store.write(PREFIX + name, fresh.toString('base64'));
    return fresh;
  }
}
