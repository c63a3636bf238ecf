// Files the vault writes are readable by their owner only (0600). A file found wider open (copied, restored from
// a backup, changed by hand) is narrowed again and the fact logged.
import { randomBytes } from 'node:crypto';
import { chmod, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { VaultLog } from './vault.js';

export const OWNER_ONLY = 0o600;

// Windows has no POSIX modes; its user profile folder is what keeps other users out there.
const POSIX = process.platform !== 'win32';

/** Narrows an existing file to 0600; false when there is no file. */
export async function checkOwnerOnly(path: string, log: VaultLog): Promise<boolean> {
  let mode: number;
  try {
    mode = (await stat(path)).mode;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
  if (POSIX && (mode & 0o077) !== 0) {
    log(`${path} was readable by others (mode ${(mode & 0o777).toString(8)}); it is owner-only again.`);
    await chmod(path, OWNER_ONLY);
  }
  return true;
}

/**
 * Replaces a file in one step: a crash leaves the old file or the new one, never half of each. The bytes reach
 * the disk (fsync) before the rename makes them the file, and the folder is synced so the rename itself lasts.
 */
export async function writeOwnerOnlyAtomically(path: string, data: string | Buffer): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const handle = await open(temporary, 'wx', OWNER_ONLY);
    try {
      // The mode given to open() passes through the umask; chmod makes 0600 exact.
      if (POSIX) await handle.chmod(OWNER_ONLY);
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  await syncFolder(dirname(path));
}

/** A process killed mid-write leaves its temporary file (`<file>.<12 hex>.tmp`); only this file's are removed. */
export async function removeLeftovers(path: string): Promise<void> {
  const folder = dirname(path);
  const name = basename(path);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return;
  }
  const leftovers = names.filter((n) => n.startsWith(`${name}.`) && /^\.[0-9a-f]{12}\.tmp$/.test(n.slice(name.length)));
  await Promise.all(leftovers.map((n) => unlink(join(folder, n)).catch(() => undefined)));
}

async function syncFolder(folder: string): Promise<void> {
  if (!POSIX) return;
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on a folder; the rename is still atomic there.
  } finally {
    await handle.close();
  }
}

export function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** Keeps a damaged file beside the vault instead of overwriting it, so that nothing is destroyed unseen. */
export async function setAside(path: string, now: number = Date.now()): Promise<string> {
  const aside = `${path}.damaged-${now}`;
  await rename(path, aside);
  return aside;
}
