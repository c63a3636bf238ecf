// The OAuth side of the Authorizer (spec 5.2): Bearer tokens kept in the vault, refreshed ahead of
// expiry, one refresh at a time, and a clean sign-out when the refresh token is gone.
import { ApiFailure, signedOut } from '../api/api-errors.js';
import type { Vault } from '../vault/vault.js';
import { abortable } from './abortable.js';
import {
  AuthStateEvents, defaultDateFormat, expiryWarning, signedOutState, type AuthState, type AuthStateListener,
  type ObservedAuthorizer, type SignedOutReason,
} from './auth-state.js';
import { bearer, type Now, type OAuthTokens } from './oauth-tokens.js';
import type { TokenEndpoint } from './token-endpoint.js';
import { TokenStorage } from './token-storage.js';

export interface OAuthAuthorizerOptions {
  /** Names the vault entry: one pair per account. */
  accountId: string;
  vault: Vault;
  endpoint: Pick<TokenEndpoint, 'refresh'>;
  now?: Now;
  /** Refresh when the access token has less than this left, so no call goes out with a token about to die. */
  refreshMarginMs?: number;
  /** Warn this long before the refresh token dies. */
  warnBeforeMs?: number;
  formatDate?: (ms: number) => string;
  /** The desk's log: a stored sign-in that could not be read or saved. */
  log: (message: string) => void;
}

const MINUTE = 60_000;
const UNSAVED = 'Frontdesk could not save the renewed sign-in on this computer. It works until Frontdesk closes; '
  + 'then you will need to sign in again.';

export class OAuthAuthorizer implements ObservedAuthorizer {
  private tokens: OAuthTokens | null = null;
  private signedOutAs: SignedOutReason = 'not-signed-in';
  /** The one refresh under way; everyone who meets an expired token waits on it (single-flight). */
  private refreshing: Promise<OAuthTokens> | null = null;
  private unsaved = false;
  private readonly now: Now;
  private readonly log: (message: string) => void;
  private readonly storage: TokenStorage;
  private readonly events: AuthStateEvents;

  private constructor(private readonly options: OAuthAuthorizerOptions) {
    this.now = options.now ?? Date.now;
    this.log = options.log;
    this.storage = new TokenStorage(options.vault, options.accountId, this.log);
    this.events = new AuthStateEvents(this.log);
  }

  /** Picks up the pair a previous run left in the vault, if any. */
  static async open(options: OAuthAuthorizerOptions): Promise<OAuthAuthorizer> {
    const authorizer = new OAuthAuthorizer(options);
    authorizer.tokens = await authorizer.storage.load();
    return authorizer;
  }

  /** A pair from signInWithBrowser: stored first, then used. */
  async signedIn(tokens: OAuthTokens): Promise<void> {
    await this.storage.save(tokens);
    this.tokens = tokens;
    this.unsaved = false;
    this.publish();
  }

  async signOut(reason: SignedOutReason = 'signed-out'): Promise<void> {
    // Memory first, so that no call starts with the old pair while the vault is being cleared.
    this.tokens = null;
    this.signedOutAs = reason;
    this.unsaved = false;
    await this.storage.clear().catch((error: unknown) => this.log(`clearing the stored sign-in failed: ${String(error)}`));
    this.publish();
  }

  async authorization(signal?: AbortSignal): Promise<string> {
    const tokens = this.tokens;
    if (!tokens) throw signedOut(this.state().message, this.state().reason);
    // Checked on every call, so the one-day warning shows as time passes without a timer.
    this.publish();
    if (tokens.accessExpiresAt - (this.options.refreshMarginMs ?? 5 * MINUTE) > this.now()) return bearer(tokens);
    return bearer(await abortable(this.refresh(tokens), signal));
  }

  async rejected(usedAuthorization: string, signal?: AbortSignal): Promise<boolean> {
    const tokens = this.tokens;
    if (!tokens) return false;
    // Someone refreshed after that call left: its token is dead (5.2), the current one is not. Retry with it.
    if (usedAuthorization !== bearer(tokens)) return true;
    try {
      await abortable(this.refresh(tokens), signal);
      return true;
    } catch (error) {
      if (error instanceof ApiFailure && error.kind === 'signed-out') return false;
      throw error;
    }
  }

  state(): AuthState {
    if (!this.tokens) return signedOutState(this.signedOutAs);
    const { refreshExpiresAt } = this.tokens;
    if (this.unsaved) return { status: 'signed-in', refreshExpiresAt, warning: UNSAVED, notice: { kind: 'renewalNotSaved' } };
    const warning = expiryWarning(refreshExpiresAt, this.now(),
      this.options.warnBeforeMs ?? 24 * 60 * MINUTE, this.options.formatDate ?? defaultDateFormat);
    return { status: 'signed-in', refreshExpiresAt, ...(warning ? { warning, notice: { kind: 'signInBefore', at: refreshExpiresAt } } : {}) };
  }

  onState(listener: AuthStateListener): () => void {
    return this.events.on(listener);
  }

  private publish(): void {
    this.events.publish(this.state());
  }

  private refresh(from: OAuthTokens): Promise<OAuthTokens> {
    if (this.tokens !== from) return this.tokens ? Promise.resolve(this.tokens) : Promise.reject(signedOut(this.state().message, this.state().reason));
    this.refreshing ??= this.runRefresh(from).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async runRefresh(from: OAuthTokens): Promise<OAuthTokens> {
    if (this.now() >= from.refreshExpiresAt) return this.end('refresh-expired');
    // Never the caller's signal: the service rotates the pair as it answers (5.2: "the previous pair is
    // invalidated"), so an answer nobody waits for any more must still be stored, or the desk is locked out.
    // Offline fails here as an ApiFailure and leaves the pair and the sign-in as they were.
    const grant = await this.options.endpoint.refresh(from.refreshToken);
    if (this.tokens !== from) {
      // Signed out, or signed in anew, while the request was out: the newer choice stands.
      if (this.tokens) return this.tokens;
      throw signedOut(this.state().message, this.state().reason);
    }
    if (!grant.ok) {
      this.log(`the refresh was refused (invalid_grant${grant.description ? `: ${grant.description}` : ''}).`);
      return this.end('refresh-refused');
    }
    await this.keep(grant.tokens);
    return grant.tokens;
  }

  /** The vault first, then memory: a crash in between leaves the new pair stored, which is the one alive. */
  private async keep(tokens: OAuthTokens): Promise<void> {
    try {
      await this.storage.save(tokens);
      this.unsaved = false;
    } catch (error) {
      // The old pair is already dead on the service, so the new one is used even unsaved, and the person told.
      this.log(`saving the refreshed sign-in failed: ${String(error)}`);
      this.unsaved = true;
    }
    this.tokens = tokens;
    this.publish();
  }

  private async end(reason: SignedOutReason): Promise<never> {
    await this.signOut(reason);
    throw signedOut(this.state().message, this.state().reason);
  }
}
