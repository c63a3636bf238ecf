// A vault that forgets everything when the process ends: for machines with no keyring and no writable folder,
// and for a session the person chose not to remember.
import { SecretKeys } from './secret-key.js';
import { VAULT_WARNINGS, type Vault, type VaultLog } from './vault.js';

export interface MemoryVaultOptions {
  /** Why the vault is memory only: no keyring on this computer, or (the default) only chosen so. */
  notice?: 'sessionOnly' | 'noKeyring';
  /** Only a key written damaged by hand is ever reported; nothing here is read back from a disk. */
  log?: VaultLog;
}

export class MemoryVault implements Vault {
  readonly protection = 'session-only' as const;
  readonly notice: 'sessionOnly' | 'noKeyring';
  readonly warning: string;
  private readonly entries = new Map<string, string>();
  private readonly keys: SecretKeys;

  constructor(options: MemoryVaultOptions = {}) {
    this.notice = options.notice ?? 'sessionOnly';
    this.warning = VAULT_WARNINGS[this.notice];
    this.keys = new SecretKeys(this, options.log ?? (() => undefined));
  }

  read(key: string): Promise<string | null> {
    return Promise.resolve(this.entries.get(key) ?? null);
  }

  write(key: string, value: string): Promise<void> {
    this.entries.set(key, value);
    return Promise.resolve();
  }

  remove(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }

  secretKey(name: string): Promise<Buffer> {
    return this.keys.get(name);
  }

  forgetSecretKey(name: string): Promise<void> {
    return this.keys.forget(name);
  }
}
