// Each account's working set is sealed under a key of its own in the vault, so that removing the account removes
// what could open its copy of the bookings (red-team finding: a removed account's working set stayed on disk with
// its key, shared by every account, still in the vault).
import { rm } from 'node:fs/promises';
import type { Vault } from '../../vault/vault.js';
import { workingSetPath } from './disk/working-set-file.js';

/** The key every account shared before each had its own: read only, to open a file sealed under it once more. */
const SHARED_KEY = 'working-set';

const accountKey = (accountId: string) => `working-set:${accountId}`;

export async function workingSetKeys(vault: Vault, accountId: string): Promise<{ key: Buffer; formerKey: Buffer | null }> {
  return { key: await vault.secretKey(accountKey(accountId)), formerKey: await vault.existingSecretKey(SHARED_KEY) };
}

/**
 * The account's working set leaves the disk, with its key. The shared key of older desks goes too: an account not
 * opened since then starts with an empty working set and syncs again, a cost the removal is worth.
 */
export async function forgetWorkingSet(vault: Vault, folder: string, accountId: string): Promise<void> {
  await rm(workingSetPath(folder, accountId), { force: true });
  await vault.forgetSecretKey(accountKey(accountId));
  await vault.forgetSecretKey(SHARED_KEY);
}
