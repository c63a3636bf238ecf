// Where the desk keeps secrets (OAuth tokens, data-encryption keys): only in the main process, encrypted at rest
// where the machine allows it ("tokens live only in main, encrypted at rest").

/** How well the vault protects what it holds, from best to worst. */
export type VaultProtection = 'os-keyring' | 'owner-only-file' | 'session-only';

export interface Vault {
  read(key: string): Promise<string | null>;
  write(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
  /**
   * A 32-byte key for encrypting other data (the offline cache), made at random on first use and kept in the
   * vault, so that it is as well protected as the tokens.
   */
  secretKey(name: string): Promise<Buffer>;
  /** Removes a key made by secretKey: what it sealed can no longer be opened (an account removed from the desk). */
  forgetSecretKey(name: string): Promise<void>;
  readonly protection: VaultProtection;
  /** A sentence for a person when the protection is weaker than the system keyring; null otherwise. */
  readonly warning: string | null;
}

/** Where a vault reports what it had to repair or skip (the desk's log); never a reason to crash. */
export type VaultLog = (message: string) => void;

export const VAULT_WARNINGS = {
  ownerOnlyFile: 'Tokens are kept in an owner-only file on this computer, which is less protected than the system keyring.',
  sessionOnly: 'Tokens are kept in memory only, so you will sign in again each time Frontdesk starts.',
  noKeyring: (backend: string) =>
    `This computer offers no keyring (${backend}), so you will sign in again each time Frontdesk starts.`,
} as const;
