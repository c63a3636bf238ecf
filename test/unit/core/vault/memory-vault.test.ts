// The session-only vault: for machines without a keyring; it must forget, and say that it will.
import { describe, expect, it } from 'vitest';
import { MemoryVault, VAULT_WARNINGS } from '../../../../electron/core/vault/index.js';

describe('the memory vault', () => {
  it('holds values for the session and forgets them in a new instance', async () => {
    const vault = new MemoryVault();
    await vault.write('oauth-tokens:demo', 'token');
    expect(await vault.read('oauth-tokens:demo')).toBe('token');
    await vault.remove('oauth-tokens:demo');
    expect(await vault.read('oauth-tokens:demo')).toBeNull();
    await vault.write('oauth-tokens:demo', 'token');
    expect(await new MemoryVault().read('oauth-tokens:demo')).toBeNull();
  });

  it('says it is session only, and can say why (no keyring)', () => {
    expect(new MemoryVault().protection).toBe('session-only');
    expect(new MemoryVault().notice).toBe('sessionOnly');
    expect(new MemoryVault().warning).toMatch(/sign in again each time/);
    const basic = new MemoryVault({ notice: 'noKeyring' });
    expect(basic.notice).toBe('noKeyring');
    expect(basic.warning).toBe(VAULT_WARNINGS.noKeyring);
  });

  it('gives one stable secret key per name for the session', async () => {
    const vault = new MemoryVault();
    const key = await vault.secretKey('offline-cache');
    expect(key.length).toBe(32);
    expect((await vault.secretKey('offline-cache')).equals(key)).toBe(true);
    expect((await new MemoryVault().secretKey('offline-cache')).equals(key)).toBe(false);
  });
});
