// The shift's record on disk: a folder per account, a file per day (UTC) of its writes, prints and handovers, each
// replaced whole and atomically (temporary file, fsync, rename) and sealed in the desk's one format under the
// account's own key, bound to the account and the day, so that a file of another account or day does not open here.
// A file per day keeps each save small (a busy day is a few hundred writes) and makes the ninety days a matter of
// deleting old files.
import { readdir, readFile, rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { narrowToOwner, removeLeftovers, setAside, writeAtomically } from '../platform/owner-only-files.js';
import { seal, unseal, type SealBinding } from '../vault/sealed.js';
import type { Vault } from '../vault/vault.js';
import { dayRecordSchema, type DayRecord } from './record-entry.js';

/** Writes a whole file (atomically, owner-only); tests give one that fails as a full or read-only disk does. */
export type RecordWriter = (path: string, data: Buffer) => Promise<void>;

export const recordFolder = (dataDir: string, accountId: string): string =>
  join(dataDir, 'shift-records', encodeURIComponent(accountId));

export const recordKeyName = (accountId: string): string => `shift-record:${accountId}`;

/** The file a moment belongs to: its UTC day, yyyymmdd. */
export function fileDay(epochMs: number): number {
  const date = new Date(epochMs);
  return date.getUTCFullYear() * 10_000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

const FILE_NAME = /^(\d{8})\.bin$/;

const binding = (accountId: string, day: number): SealBinding =>
  ({ purpose: 'shift-record', scope: accountId, context: Buffer.from(String(day)) });

export class RecordFiles {
  constructor(
    readonly folder: string,
    private readonly accountId: string,
    private readonly key: Buffer,
    private readonly write: RecordWriter = writeAtomically,
  ) {}

  /** The days that have a file, oldest first. */
  async days(): Promise<number[]> {
    let names: string[];
    try {
      names = await readdir(this.folder);
    } catch {
      return [];
    }
    return names.flatMap((name) => { const match = FILE_NAME.exec(name); return match ? [Number(match[1])] : []; })
      .sort((a, b) => a - b);
  }

  /** The day's record; a file that will not open is set aside (never overwritten) and said in `problem`. */
  async read(day: number, now: number): Promise<{ record: DayRecord | null; problem: { keptAs: string } | null }> {
    const path = this.path(day);
    await removeLeftovers(path);
    if (!(await narrowToOwner(path, () => undefined))) return { record: null, problem: null };
    try {
      const text = unseal(await readFile(path), this.key, binding(this.accountId, day)).toString('utf8');
      const parsed = dayRecordSchema.safeParse(JSON.parse(text));
      if (parsed.success) return { record: parsed.data, problem: null };
    } catch {
      // Another account's, another day's, changed, or not JSON: set aside below.
    }
    const aside = await setAside(path, { now });
    return { record: null, problem: { keptAs: aside } };
  }

  save(day: number, record: DayRecord): Promise<void> {
    const bytes = seal(JSON.stringify(record), this.key, binding(this.accountId, day));
    return this.write(this.path(day), bytes);
  }

  /** A day older than the record keeps leaves the disk. */
  async drop(day: number): Promise<void> {
    await unlink(this.path(day)).catch(() => undefined);
  }

  private path(day: number): string {
    return join(this.folder, `${day}.bin`);
  }
}

/** Removing an account removes its record and the key that opened it. */
export async function forgetRecordFiles(vault: Vault, dataDir: string, accountId: string): Promise<void> {
  await rm(recordFolder(dataDir, accountId), { recursive: true, force: true });
  await vault.forgetSecretKey(recordKeyName(accountId));
}
