// The generic vault the Electron shell builds on safeStorage: any cipher, any store. The cipher and store here
// are test doubles of the injected parts; the vault logic is the real one.
import { describe, expect, it } from 'vitest';
import { CipherVault, type StoredEntries, type VaultCipher, type VaultStore } from '../../../../electron/core/vault/index.js';

/** Reversible but not plaintext, like safeStorage; refuses bytes it did not make. */
const xorCipher: VaultCipher = {
  encrypt: (text) => Buffer.concat([Buffer.from('X1'), Buffer.from(text).map((b) => b ^ 0x5a)]),
  decrypt: (data) => {
    if (data.subarray(0, 2).toString() !== 'X1') throw new Error('not mine');
    return Buffer.from(data.subarray(2).map((b) => b ^ 0x5a)).toString();
  },
};

class MemoryStore implements VaultStore {
  saved: StoredEntries = {};
  saves = 0;
  failNext = false;
  load = () => Promise.resolve({ ...this.saved });
  save(entries: StoredEntries): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      return Promise.reject(new Error('disk full'));
    }
    this.saves += 1;
    this.saved = { ...entries };
    return Promise.resolve();
  }
}

const vaultOver = (store: VaultStore, log: (m: string) => void = () => undefined) => new CipherVault({
  cipher: xorCipher, store, protection: 'os-keyring', notice: null, log,
});

describe('the cipher vault', () => {
  it('stores only ciphertext and reads it back through the cipher', async () => {
    const store = new MemoryStore();
    const vault = vaultOver(store);
    await vault.write('k', 'the secret');
    expect(JSON.stringify(store.saved)).not.toContain('the secret');
    expect(await vaultOver(store).read('k')).toBe('the secret');
    expect(vault.protection).toBe('os-keyring');
    expect(vault.warning).toBeNull();
  });

  it('keeps memory as it was when the store fails to save, and reports the failure', async () => {
    const store = new MemoryStore();
    const vault = vaultOver(store);
    await vault.write('k', 'old');
    store.failNext = true;
    await expect(vault.write('k', 'new')).rejects.toThrow('disk full');
    expect(await vault.read('k')).toBe('old');
    await vault.write('k', 'newer');
    expect(await vaultOver(store).read('k')).toBe('newer');
  });

  it('does not touch the store to remove what is not there', async () => {
    const store = new MemoryStore();
    await vaultOver(store).remove('nothing');
    expect(store.saves).toBe(0);
  });

  it('reads an entry its cipher cannot open as missing and logs it', async () => {
    const store = new MemoryStore();
    store.saved = { k: Buffer.from('garbage').toString('base64') };
    const logged: string[] = [];
    expect(await vaultOver(store, (m) => logged.push(m)).read('k')).toBeNull();
    expect(logged).toEqual([expect.stringMatching(/"k" cannot be decrypted/)]);
  });
});
