// A desk signed in through the real authorize page, with its authorizer, vault and wire log, for the tests.
import {
  OAuthAuthorizer, TokenEndpoint, signInWithBrowser, type AuthState, type OAuthTokens, type ServiceAddress,
} from '../../../../electron/core/auth/index.js';
import { MemoryVault } from '../../../../electron/core/vault/index.js';
import type { RunningSandbox } from '../../../../electron/sandbox/index.js';
import { personAt, sandboxNow } from './browser.js';
import { wireLog, type SentRequest, type WireLog } from './wire-log.js';

export interface Desk {
  authorizer: OAuthAuthorizer;
  vault: MemoryVault;
  log: WireLog;
  /** The pair from the sign-in. */
  tokens: OAuthTokens;
  states: AuthState[];
  /** What the authorizer logged (kept out of the test output). */
  logged: string[];
  address: ServiceAddress & { baseUrl: string };
  refreshPosts(): SentRequest[];
}

export const VAULT_KEY = 'oauth-tokens:demo';
export const isoDate = (ms: number) => new Date(ms).toISOString();

/** `now` is the authorizer's clock; it follows the sandbox's unless a test wants them apart. */
export async function signedInDesk(sandbox: RunningSandbox, now: () => number = sandboxNow(sandbox)): Promise<Desk> {
  const log = wireLog();
  const vault = new MemoryVault();
  const address = { baseUrl: sandbox.url, moved(next: string) { address.baseUrl = next; } };
  const client = { clientId: sandbox.clientId, clientSecret: sandbox.clientSecret };
  const tokens = await signInWithBrowser({
    address, client, openBrowser: personAt(sandbox.staff[0]!).openBrowser, fetch: log.fetch, now: sandboxNow(sandbox),
  });
  const endpoint = new TokenEndpoint({ address, client, fetch: log.fetch, now });
  const logged: string[] = [];
  const authorizer = await OAuthAuthorizer.open({
    accountId: 'demo', vault, endpoint, now, formatDate: isoDate, log: (message) => logged.push(message),
  });
  const states: AuthState[] = [];
  authorizer.onState((state) => states.push(state));
  await authorizer.signedIn(tokens);
  const refreshPosts = () => log.tokenPosts().filter((r) => new URLSearchParams(r.body).get('grant_type') === 'refresh_token');
  return { authorizer, vault, log, tokens, states, logged, address, refreshPosts };
}

/** The failure a promise ends with, or null when it succeeds. */
export const failureOf = (work: Promise<unknown>) => work.then(() => null, (error: unknown) => error);
