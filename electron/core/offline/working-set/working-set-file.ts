// Loading and saving a working set: the sealed file (sealed-file.ts) around a checked snapshot (snapshot.ts).
// Whatever is wrong with the file, the desk starts with an empty working set rather than failing or guessing.
import { mkdir } from 'node:fs/promises';
import { readSealed, seal, unseal, workingSetPath, writeSealed } from './sealed-file.js';
import { snapshotSchema, type Snapshot } from './snapshot.js';
import { readLines, writeLines } from './snapshot-lines.js';

export interface FileTarget {
  folder: string;
  accountId: string;
  key: Buffer;
  formerKey?: Buffer | null;
  log: (message: string) => void;
}

/** The snapshot on disk for this account, or null (none yet, damaged, foreign, or from another version). */
export async function loadSnapshot(target: FileTarget): Promise<Snapshot | null> {
  const path = workingSetPath(target.folder, target.accountId);
  let data: Buffer | null;
  try {
    data = await readSealed(path);
  } catch (error) {
    target.log(`the working set could not be read (${describe(error)}); starting empty.`);
    return null;
  }
  if (!data) return null;
  try {
    const snapshot = await snapshotIn(await unsealWithEither(data, target));
    if (!snapshot) {
      target.log('the working set has an unexpected shape; starting empty.');
      return null;
    }
    // The associated data already binds the account; this catches a file sealed for another account under the
    // same key with the same name, which only a bug could produce.
    if (snapshot.accountId !== target.accountId) {
      target.log('the working set belongs to another account; starting empty.');
      return null;
    }
    return snapshot;
  } catch {
    target.log('the working set is damaged or sealed for another account or key; starting empty.');
    return null;
  }
}

/** Lines (version 2); a file from before them is one JSON document, checked whole, and rewritten as lines next time. */
async function snapshotIn(text: Buffer): Promise<Snapshot | null> {
  if (text.indexOf('{"version":1,') !== 0) return readLines(text);
  const parsed = snapshotSchema.safeParse(JSON.parse(text.toString('utf8')));
  return parsed.success ? parsed.data : null;
}

export async function saveSnapshot(target: FileTarget, snapshot: Snapshot): Promise<number> {
  const data = await seal((write) => writeLines(snapshot, write), target.key, target.accountId);
  // Owner-only like the vault: the file holds guests' names, e-mails and phone numbers.
  await mkdir(target.folder, { recursive: true, mode: 0o700 });
  await writeSealed(workingSetPath(target.folder, target.accountId), data);
  return data.length;
}

/** The file under its own key, or else under the former one (the next save seals it under its own). */
async function unsealWithEither(data: Buffer, target: FileTarget): Promise<Buffer> {
  try {
    return await unseal(data, target.key, target.accountId);
  } catch (error) {
    if (!target.formerKey) throw error;
    return unseal(data, target.formerKey, target.accountId);
  }
}

function describe(error: unknown): string {
  return error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
}
