// Every file the desk keeps goes through here, so that every store behaves alike when a disk, a crash or a hand gets
// it wrong: folders 0700 and files 0600 (narrowed again when found wider: copied, restored from a backup, changed by
// hand), files replaced in one step, read with a schema, and a file that will not read set aside beside itself and
// said, never overwritten or deleted unseen.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, type Stats } from 'node:fs';
import { chmod, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { z } from 'zod';

export const OWNER_ONLY_FILE = 0o600;
export const OWNER_ONLY_FOLDER = 0o700;

// Windows has no POSIX modes; its user profile folder is what keeps other users out there.
const POSIX = process.platform !== 'win32';

/** Where a file that had to be narrowed or set aside is said: the desk's log. */
export type FileLog = (message: string) => void;

export function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** Makes the folder if need be, and narrows it to its owner whatever it was before. */
export function ownerOnlyFolder(path: string): string {
  mkdirSync(path, { recursive: true, mode: OWNER_ONLY_FOLDER });
  if (POSIX) chmodSync(path, OWNER_ONLY_FOLDER);
  return path;
}

/** Narrows an existing file to 0600, saying so when it was wider; false when there is no file. */
export async function narrowToOwner(path: string, log: FileLog): Promise<boolean> {
  let found: Stats;
  try {
    found = await stat(path);
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
  const { mode } = found;
  // Something else in the file's place (a folder) is left alone: reading it fails, and says so.
  if (POSIX && found.isFile() && (mode & 0o077) !== 0) {
    log(`${path} was readable by others (mode ${(mode & 0o777).toString(8)}); it is owner-only again.`);
    await chmod(path, OWNER_ONLY_FILE);
  }
  return true;
}

/**
 * The file's bytes, narrowed to its owner first; null only when there is no file. A file the disk will not give (no
 * permission, a bad sector) throws: taking it for none would let the next write replace it.
 */
export async function readOwnerOnly(path: string, log: FileLog): Promise<Buffer | null> {
  try {
    if (!(await narrowToOwner(path, log))) return null;
    return await readFile(path);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * Replaces a file in one step: a crash leaves the old file or the new one, never half of each. The bytes reach the
 * disk (fsync) before the rename makes them the file, and the folder is synced so the rename itself lasts.
 */
export async function writeAtomically(path: string, data: string | Buffer): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const handle = await open(temporary, 'wx', OWNER_ONLY_FILE);
    try {
      // The mode given to open() passes through the umask; chmod makes 0600 exact.
      if (POSIX) await handle.chmod(OWNER_ONLY_FILE);
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
  let names: string[];
  try {
    names = await readdir(dirname(path));
  } catch {
    return;
  }
  const name = basename(path);
  const leftovers = names.filter((n) => n.startsWith(`${name}.`) && /^\.[0-9a-f]{12}\.tmp$/.test(n.slice(name.length)));
  await Promise.all(leftovers.map((n) => unlink(join(dirname(path), n)).catch(() => undefined)));
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

/**
 * Keeps a file that will not read beside itself (`<file>.damaged-<time>`), so that nothing is destroyed unseen; with
 * `oneCopy`, as `<file>.damaged`, replacing the copy before (for a large file set aside again and again).
 */
export async function setAside(path: string, options: { now?: number; oneCopy?: boolean } = {}): Promise<string> {
  const aside = options.oneCopy ? `${path}.damaged` : `${path}.damaged-${options.now ?? Date.now()}`;
  await rename(path, aside);
  return aside;
}

/** A file read with its schema: its value, none there, or set aside with the sentence that said so. */
export type JsonFileRead<T> = { value: T } | { missing: true } | { setAside: string; problem: string; warning: string };

export interface JsonFileOptions<T> {
  schema: z.ZodType<T>;
  log: FileLog;
  /** What the file holds, for a person, starting the sentence: "The queue of unsent changes". */
  what: string;
  /** What the desk does without it, for a person: "Frontdesk starts with an empty queue". */
  then: string;
  /** The JSON text in the bytes (unsealed), or why they do not open; without it, the bytes are UTF-8 JSON. */
  open?: (bytes: Buffer) => { text: string } | { problem: string };
  /** The time in the set-aside copy's name. */
  now?: number;
}

/**
 * Reads a JSON file and checks it with its schema. A file that does not open, is not JSON or does not fit is set
 * aside and said in the log, and the sentence is answered for a screen where a person must know.
 */
export async function readJsonFile<T>(path: string, options: JsonFileOptions<T>): Promise<JsonFileRead<T>> {
  const bytes = await readOwnerOnly(path, options.log);
  if (bytes === null) return { missing: true };
  const read = parseJson(bytes, options);
  if ('value' in read) return read;
  const aside = await setAside(path, options.now === undefined ? {} : { now: options.now });
  const warning = `${options.what} could not be read (${read.problem}). It was kept as ${aside}; ${options.then}`;
  options.log(warning);
  return { setAside: aside, problem: read.problem, warning };
}

function parseJson<T>(bytes: Buffer, options: JsonFileOptions<T>): { value: T } | { problem: string } {
  const opened = options.open ? options.open(bytes) : { text: bytes.toString('utf8') };
  if ('problem' in opened) return opened;
  let value: unknown;
  try {
    value = JSON.parse(opened.text);
  } catch {
    return { problem: opened.text.trim() === '' ? 'it is empty' : 'it is not JSON' };
  }
  const parsed = options.schema.safeParse(value);
  return parsed.success ? { value: parsed.data } : { problem: 'it does not hold what such a file holds' };
}
