// Edges of the OAuth authorizer that the sandbox cannot stage on demand: a sign-out while a refresh is out, a vault
// that cannot save, a stored pair that cannot be read. The refresher and the vault are fakes of injected parts.
import { describe, expect, it } from 'vitest';
import type { ApiFailure} from '../../../../electron/core/api/api-errors.js';
import { offline } from '../../../../electron/core/api/api-errors.js';
import { OAuthAuthorizer, type OAuthTokens, type TokenGrant } from '../../../../electron/core/auth/index.js';
import { MemoryVault } from '../../../../electron/core/vault/index.js';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 21, 9);

const pair = (name: string, at = T0): OAuthTokens => ({
  accessToken: `at-${name}`, refreshToken: `rt-${name}`, accessExpiresAt: at + 14_000_000,
  refreshExpiresAt: at + 14 * 24 * HOUR, updatedAt: at,
});

/** A refresher whose answer the test releases when it wants. */
function heldRefresher() {
  const calls: string[] = [];
  let settleNext!: { resolve: (grant: TokenGrant) => void; reject: (error: unknown) => void };
  const refresh = (refreshToken: string) => {
    calls.push(refreshToken);
    return new Promise<TokenGrant>((resolve, reject) => { settleNext = { resolve, reject }; });
  };
  return {
    refresh, calls,
    answer: (grant: TokenGrant) => settleNext.resolve(grant),
    fail: (error: unknown) => settleNext.reject(error),
  };
}

class BrokenVault extends MemoryVault {
  failWrites = false;
  override write(key: string, value: string): Promise<void> {
    return this.failWrites ? Promise.reject(new Error('disk full')) : super.write(key, value);
  }
}

async function desk(vault = new MemoryVault()) {
  let now = T0;
  const refresher = heldRefresher();
  const logged: string[] = [];
  const authorizer = await OAuthAuthorizer.open({
    accountId: 'a', vault, endpoint: refresher, now: () => now, log: (m) => logged.push(m),
  });
  await authorizer.signedIn(pair('first'));
  return { authorizer, refresher, vault, logged, advance: (ms: number) => { now += ms; } };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the OAuth authorizer, at its edges', () => {
  it('does not bring a signed-out desk back when a refresh it started answers afterwards', async () => {
    const { authorizer, refresher, vault, advance } = await desk();
    advance(5 * HOUR);
    const waiting = authorizer.authorization().then(() => null, (e: unknown) => e);
    await settle();
    await authorizer.signOut();
    refresher.answer({ ok: true, tokens: pair('second') });
    expect(((await waiting) as ApiFailure).kind).toBe('signed-out');
    expect(authorizer.state()).toMatchObject({ status: 'signed-out', reason: 'signed-out' });
    expect(await vault.read('oauth-tokens:a')).toBeNull();
  });

  it('keeps using a refreshed pair it could not save, and warns that it will not outlive the app', async () => {
    const vault = new BrokenVault();
    const { authorizer, refresher, logged, advance } = await desk(vault);
    vault.failWrites = true;
    advance(5 * HOUR);
    const header = authorizer.authorization();
    await settle();
    refresher.answer({ ok: true, tokens: pair('second', T0 + 5 * HOUR) });
    expect(await header).toBe('Bearer at-second');
    expect(authorizer.state().warning).toMatch(/could not save the renewed sign-in/);
    expect(logged.join()).toMatch(/saving the refreshed sign-in failed: Error: disk full/);
    // The vault still holds the pair it had: the old one, never nothing.
    expect(await vault.read('oauth-tokens:a')).toContain('rt-first');
  });

  it('starts signed out, with a logged reason, when the stored pair cannot be read', async () => {
    const vault = new MemoryVault();
    await vault.write('oauth-tokens:a', '{"accessToken": 12');
    const logged: string[] = [];
    const authorizer = await OAuthAuthorizer.open({
      accountId: 'a', vault, endpoint: heldRefresher(), log: (m) => logged.push(m),
    });
    expect(authorizer.state()).toMatchObject({ status: 'signed-out', reason: 'not-signed-in' });
    expect(logged.join()).toMatch(/cannot be read; the desk starts signed out/);
  });

  it('asks again on the next call after a refresh failed offline, instead of remembering the failure', async () => {
    const { authorizer, refresher, advance } = await desk();
    advance(5 * HOUR);
    const first = authorizer.authorization().then(() => null, (e: unknown) => e);
    await settle();
    refresher.fail(offline());
    expect(((await first) as ApiFailure).kind).toBe('offline');
    expect(authorizer.state().status).toBe('signed-in');
    const second = authorizer.authorization();
    await settle();
    refresher.answer({ ok: true, tokens: pair('second', T0 + 5 * HOUR) });
    expect(await second).toBe('Bearer at-second');
    expect(refresher.calls).toEqual(['rt-first', 'rt-first']);
  });
});
