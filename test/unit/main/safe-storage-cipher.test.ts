import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CipherVault } from '../../../electron/core/vault/cipher-vault.js';
import { MemoryVault } from '../../../electron/core/vault/memory-vault.js';
import {
  KEYRING_VAULT_FILE, NO_KEYRING_WARNING, keyringProblem, openSystemVault,
} from '../../../electron/main/safe-storage-cipher.js';
import { fake, resetFakeElectron } from './fake-electron.js';
import { useTempFolders } from '../../support/temp-folders.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).fakeElectronModule);

const quiet = () => undefined;
const folder = useTempFolders('frontdesk-vault-');

beforeEach(() => resetFakeElectron());

describe('choosing the vault', () => {
  it('keeps sign-ins for the session only, and says so, when Linux offers only basic_text', async () => {
    fake.safeStorage.getSelectedStorageBackend.mockReturnValue('basic_text');
    const vault = await openSystemVault({ folder: await folder(), platform: 'linux', log: quiet });
    expect(vault).toBeInstanceOf(MemoryVault);
    expect(vault.protection).toBe('session-only');
    expect(vault.warning).toBe('This computer offers no system keyring, so Frontdesk keeps your sign-in for this session only.');
    expect(fake.safeStorage.encryptString).not.toHaveBeenCalled();
  });

  it('keeps sign-ins for the session only when encryption is not available at all', async () => {
    fake.safeStorage.isEncryptionAvailable.mockReturnValue(false);
    const vault = await openSystemVault({ folder: await folder(), platform: 'win32', log: quiet });
    expect(vault).toBeInstanceOf(MemoryVault);
    expect(vault.warning).toBe(NO_KEYRING_WARNING);
  });

  it('seals secrets with the system keyring when it is available', async () => {
    const dir = await folder();
    const vault = await openSystemVault({ folder: dir, platform: 'linux', log: quiet });
    expect(vault).toBeInstanceOf(CipherVault);
    expect(vault.protection).toBe('os-keyring');
    expect(vault.warning).toBeNull();
    await vault.write('oauth:demo', 'refresh-token-123');
    expect(await vault.read('oauth:demo')).toBe('refresh-token-123');
    expect(fake.safeStorage.encryptString).toHaveBeenCalled();
    expect(await readFile(join(dir, KEYRING_VAULT_FILE), 'utf8')).not.toContain('refresh-token-123');
  });

  it('asks for a Linux backend only on Linux (the call exists nowhere else)', () => {
    expect(keyringProblem('darwin')).toBeNull();
    expect(fake.safeStorage.getSelectedStorageBackend).not.toHaveBeenCalled();
    fake.safeStorage.getSelectedStorageBackend.mockReturnValue('kwallet6');
    expect(keyringProblem('linux')).toBeNull();
  });
});
