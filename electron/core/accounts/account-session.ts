// One account's live connection: where it answers, who signs the calls, and the typed service over both.
import { signedOut } from '../api/api-errors.js';
import type { AccountAddress } from '../api/authorizer.js';
import { BookingService } from '../api/booking-service.js';
import { ApiTransport } from '../api/transport.js';
import type { ObservedAuthorizer } from '../auth/auth-state.js';
import { OAuthAuthorizer } from '../auth/oauth-authorizer.js';
import { signInWithBrowser } from '../auth/oauth-login.js';
import { TokenEndpoint } from '../auth/token-endpoint.js';
import { TokenPairAuthorizer } from '../auth/token-pair-authorizer.js';
import type { DeskLog } from '../log/desk-log.js';
import type { Vault } from '../vault/vault.js';
import type { AccountConfig } from '../settings/desk-settings.js';
import type { AccountSecrets } from './account-secrets.js';

export interface SessionDeps {
  vault: Vault;
  secrets: AccountSecrets;
  fetch: typeof fetch;
  now: () => number;
  log: DeskLog;
  /** How long a request waits for its answer (api/transport.ts's default when not given). */
  requestTimeoutMs?: number;
  /** The account's address moved (301): remember it. */
  moved(accountId: string, baseUrl: string): void;
  /** The service named another host: keep it for the person to accept. */
  movedElsewhere(accountId: string, baseUrl: string): void;
}

class RememberedAddress implements AccountAddress {
  constructor(
    public baseUrl: string,
    private readonly remember: (baseUrl: string) => void,
    readonly movedElsewhere: (baseUrl: string) => void,
  ) {}

  moved(newBaseUrl: string): void {
    this.baseUrl = newBaseUrl;
    this.remember(newBaseUrl);
  }
}

export class AccountSession {
  private constructor(
    readonly config: AccountConfig,
    readonly address: RememberedAddress,
    readonly authorizer: ObservedAuthorizer,
    readonly service: BookingService,
    private readonly oauth: { endpoint: TokenEndpoint; clientSecret: string } | null,
    private readonly deps: SessionDeps,
  ) {}

  static async open(config: AccountConfig, deps: SessionDeps, acting: () => string | undefined): Promise<AccountSession> {
    const address = new RememberedAddress(config.baseUrl, (baseUrl) => deps.moved(config.id, baseUrl),
      (baseUrl) => deps.movedElsewhere(config.id, baseUrl));
    let authorizer: ObservedAuthorizer;
    let oauth: { endpoint: TokenEndpoint; clientSecret: string } | null = null;
    if (config.kind === 'token-pair') {
      const apiKey = await deps.secrets.read(config.id, 'api-key');
      const apiSecret = await deps.secrets.read(config.id, 'api-secret');
      authorizer = apiKey && apiSecret ? new TokenPairAuthorizer(apiKey, apiSecret, deps.log.area('auth')) : new MissingKeyAuthorizer();
    } else {
      const clientSecret = (await deps.secrets.read(config.id, 'client-secret')) ?? '';
      const client = { clientId: config.clientId ?? '', clientSecret };
      const endpoint = new TokenEndpoint({ address, client, fetch: deps.fetch, now: deps.now });
      authorizer = await OAuthAuthorizer.open({
        accountId: config.id, vault: deps.vault, endpoint, now: deps.now, log: deps.log.area('auth'),
      });
      oauth = { endpoint, clientSecret };
    }
    const transport = new ApiTransport({
      address, authorizer, fetch: deps.fetch, now: deps.now, log: deps.log,
      ...(deps.requestTimeoutMs !== undefined ? { timeoutMs: deps.requestTimeoutMs } : {}),
    });
    return new AccountSession(config, address, authorizer, new BookingService(transport, acting), oauth, deps);
  }

  /** The authorization-code flow in the given browser; the tokens stay here, in core. */
  async signIn(openBrowser: (url: string) => Promise<void> | void, signal?: AbortSignal): Promise<void> {
    if (!this.oauth || !(this.authorizer instanceof OAuthAuthorizer)) {
      throw signedOut('This account signs in with its API key and secret: add the account again to change them.', undefined,
        { said: { id: 'keyOnly' } });
    }
    const tokens = await signInWithBrowser({
      address: this.address, client: { clientId: this.config.clientId ?? '', clientSecret: this.oauth.clientSecret },
      openBrowser, fetch: this.deps.fetch, now: this.deps.now, ...(signal ? { signal } : {}),
    });
    await this.authorizer.signedIn(tokens);
  }

  async signOut(): Promise<void> {
    if (this.authorizer instanceof OAuthAuthorizer) await this.authorizer.signOut('signed-out');
  }
}

/** A token-pair account whose key is gone from the vault (e.g. a keyring that keeps secrets per session only). */
class MissingKeyAuthorizer implements ObservedAuthorizer {
  private readonly message = 'This desk no longer holds the API key and secret. Add the account again to sign in.';

  authorization(): Promise<string> {
    return Promise.reject(signedOut(this.message, undefined, { said: { id: 'keyMissing' } }));
  }

  rejected(): Promise<boolean> {
    return Promise.resolve(false);
  }

  state() {
    return { status: 'signed-out' as const, reason: 'not-signed-in' as const, message: this.message, refreshExpiresAt: null };
  }

  onState(): () => void {
    return () => undefined;
  }
}
