// The outbox on disk: one file, replaced whole and atomically on every change (temp file, fsync, rename, fsync of
// the folder), so a crash or power cut at any instant leaves the old file or the new one, never a broken one.
// Sealed (vault/sealed.ts, the desk's one sealed format) when the desk gives a key, because notes about guests are
// personal data; a file not sealed so is set aside, never read.
import { readJsonFile, removeLeftovers, writeAtomically } from '../../platform/owner-only-files.js';
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
    private readonly write: FileWriter = writeAtomically) {}

  /** The entries on disk; a file that cannot be read is moved aside (never overwritten) and the outbox starts empty. */
  async load(now: number): Promise<LoadedOutbox> {
    await removeLeftovers(this.path);
    const read = await readJsonFile(this.path, {
      schema: outboxFileSchema, log: this.log, now, open: (bytes) => this.opened(bytes),
      what: 'The queue of unsent changes',
      then: 'Frontdesk starts with an empty queue. Changes made offline before this may not have reached the booking ' +
        'service, so check recent check-ins and notes, and tell your administrator.',
    });
    if ('value' in read) return { entries: read.value.entries, warning: null };
    return { entries: [], warning: 'warning' in read ? read.warning : null };
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
}
