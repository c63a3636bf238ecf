// Each account's working set is sealed under a key of its own in the vault, so that removing the account removes
// what could open its copy of the bookings: with one key for every account, a removed account's copy stayed readable.
import { rm } from 'node:fs/promises';
import type { Vault } from '../../vault/vault.js';
import { workingSetPath } from './disk/working-set-file.js';

const accountKey = (accountId: string) => `working-set:${accountId}`;

export function workingSetKey(vault: Vault, accountId: string): Promise<Buffer> {
  return vault.secretKey(accountKey(accountId));
}

/** The account's working set leaves the disk, with its key. */
export async function forgetWorkingSet(vault: Vault, folder: string, accountId: string): Promise<void> {
  await rm(workingSetPath(folder, accountId), { force: true });
  await vault.forgetSecretKey(accountKey(accountId));
}
