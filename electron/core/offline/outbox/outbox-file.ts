// The outbox on disk: one file, replaced whole and atomically on every change (temp file, fsync, rename, fsync of
// the folder), so a crash or power cut at any instant leaves the old file or the new one, never a broken one.
// Sealed (vault/sealed.ts, the desk's one sealed format) when the desk gives a key, because notes about guests are
// personal data; a file not sealed so is set aside, never read.
import { readFile } from 'node:fs/promises';
import { checkOwnerOnly, removeLeftovers, setAside, writeOwnerOnlyAtomically } from '../../vault/owner-only.js';
import { DESK_SCOPE, isSealed, seal, unseal, type SealBinding } from '../../vault/sealed.js';
import { OUTBOX_FORMAT, outboxFileSchema, type OutboxEntry } from './outbox-entry.js';

export type OutboxLog = (message: string) => void;
/** Writes the whole file (atomically, owner-only); tests give one that fails as a full or read-only disk does. */
export type FileWriter = (path: string, data: string | Buffer) => Promise<void>;

export interface LoadedOutbox {
  entries: OutboxEntry[];
  /** A sentence for a person when the file had to be set aside; null when all went well. */
  warning: string | null;
}

/** One outbox holds every account's queued writes, each entry naming its account: the file is the desk's. */
const OUTBOX_BINDING: SealBinding = { purpose: 'outbox', scope: DESK_SCOPE };

export class OutboxFile {
  constructor(readonly path: string, private readonly key: Buffer | undefined, private readonly log: OutboxLog,
    private readonly write: FileWriter = writeOwnerOnlyAtomically) {}

  /** The entries on disk; a file that cannot be read is moved aside (never overwritten) and the outbox starts empty. */
  async load(now: number): Promise<LoadedOutbox> {
    await removeLeftovers(this.path);
    if (!(await checkOwnerOnly(this.path, this.log))) return { entries: [], warning: null };
    const read = this.decode(await readFile(this.path));
    if ('entries' in read) return { entries: read.entries, warning: null };
    const aside = await setAside(this.path, now);
    const warning = `The queue of unsent changes could not be read (${read.problem}). It was kept as ${aside} and ` +
      'Frontdesk starts with an empty queue; changes made offline before this may not have reached the booking ' +
      'service, so check recent check-ins and notes, and tell your administrator.';
    this.log(warning);
    return { entries: [], warning };
  }

  save(entries: readonly OutboxEntry[]): Promise<void> {
    const text = `${JSON.stringify({ format: OUTBOX_FORMAT, entries })}\n`;
    return this.write(this.path, this.key ? seal(text, this.key, OUTBOX_BINDING) : text);
  }

  /** The file's text, or why it does not open: not sealed at all (in the clear, an earlier build's), or not by this key. */
  private opened(bytes: Buffer): { text: string } | { problem: string } {
    if (!this.key) return { text: bytes.toString('utf8') };
    if (!isSealed(bytes)) return { problem: 'it is not sealed as this desk seals it' };
    try {
      return { text: unseal(bytes, this.key, OUTBOX_BINDING).toString('utf8') };
    } catch {
      return { problem: "it cannot be decrypted with this desk's key" };
    }
  }

  private decode(bytes: Buffer): { entries: OutboxEntry[] } | { problem: string } {
    const opened = this.opened(bytes);
    if ('problem' in opened) return opened;
    const { text } = opened;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return { problem: text.trim() === '' ? 'it is empty' : 'it is not JSON' };
    }
    const parsed = outboxFileSchema.safeParse(value);
    return parsed.success ? { entries: parsed.data.entries }
      : { problem: `it is not an outbox file of format ${OUTBOX_FORMAT}` };
  }
}
