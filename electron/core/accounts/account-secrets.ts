// Where an account's secrets live in the vault: one entry per secret, named by account.
import { tokenEntry } from '../auth/token-storage.js';
import type { Vault } from '../vault/vault.js';

export type SecretName = 'client-secret' | 'api-key' | 'api-secret';

const entry = (accountId: string, name: SecretName) => `account:${accountId}:${name}`;

export class AccountSecrets {
  constructor(private readonly vault: Vault) {}

  read(accountId: string, name: SecretName): Promise<string | null> {
    return this.vault.read(entry(accountId, name));
  }

  write(accountId: string, name: SecretName, value: string): Promise<void> {
    return this.vault.write(entry(accountId, name), value);
  }

  async forget(accountId: string): Promise<void> {
    for (const name of ['client-secret', 'api-key', 'api-secret'] as const) await this.vault.remove(entry(accountId, name));
    await this.vault.remove(tokenEntry(accountId));
  }
}
