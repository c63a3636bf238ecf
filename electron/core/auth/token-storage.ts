// The OAuth pair in the vault: one JSON entry per account. Written whole, so the vault holds the old pair or the
// new one, never a mix.
import type { Vault } from '../vault/vault.js';
import { oauthTokensSchema, type OAuthTokens } from './oauth-tokens.js';

export class TokenStorage {
  private readonly key: string;

  constructor(private readonly vault: Vault, accountId: string, private readonly log: (message: string) => void) {
    this.key = tokenEntry(accountId);
  }

  /** Null when there is no pair or it cannot be read; an unreadable pair means signing in again, not a crash. */
  async load(): Promise<OAuthTokens | null> {
    const text = await this.vault.read(this.key);
    if (text === null) return null;
    try {
      const parsed = oauthTokensSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // Falls through to the log below.
    }
    this.log(`the stored sign-in under ${this.key} cannot be read; the desk starts signed out.`);
    return null;
  }

  save(tokens: OAuthTokens): Promise<void> {
    return this.vault.write(this.key, JSON.stringify(tokens));
  }

  clear(): Promise<void> {
    return this.vault.remove(this.key);
  }
}

/** The vault entry of an account's OAuth pair. */
export function tokenEntry(accountId: string): string {
  return `oauth-tokens:${accountId}`;
}
