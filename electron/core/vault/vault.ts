// Where the desk keeps secrets (OAuth tokens, data-encryption keys): only in the main process, encrypted at rest
// where the machine allows it ("tokens live only in main, encrypted at rest").
import type { VaultWarning } from '../../../shared/contract/model/account.js';

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
  /** When the protection is weaker than the system keyring, which way (the page words it); null otherwise. */
  readonly notice: VaultWarning | null;
  /** The same in English, for the log and the terminal; null otherwise. */
  readonly warning: string | null;
}

/** Where a vault reports what it had to repair or skip (the desk's log); never a reason to crash. */
export type VaultLog = (message: string) => void;

/** Each notice in English, for the log and the terminal (the page says them in the desk's language). */
export const VAULT_WARNINGS: Record<VaultWarning, string> = {
  ownerOnlyFile: 'Tokens are kept in an owner-only file on this computer, which is less protected than the system keyring.',
  sessionOnly: 'Tokens are kept in memory only, so you will sign in again each time Frontdesk starts.',
  noKeyring: 'This computer offers no system keyring, so Frontdesk keeps your sign-in for this session only.',
};
