// One account's working-set file: opened into what the loader needs (the small parts and the changes since the last
// compaction at once, the bookings' chunks on request), changes appended as frames, and written anew by compaction.
// Whatever is wrong with the file, the desk starts with what it can trust rather than failing or guessing: a file
// that will not open is set aside (one copy kept) and the desk starts empty; changes cut short by a crash are dropped.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { ownerOnlyFolder, readOwnerOnly, removeLeftovers, setAside, writeAtomically } from '../../../platform/owner-only-files.js';
import { decodeFrame, encodeFrame, FILE_VERSION, type ChunkInfo, type Frame, type NotesChange, type Parts, type RowChange } from './frames.js';
import {
  framesOf, frameOf, isLogFile, LogAppender, logHeader, newFileId, openFrame, type LogFrame, type LogPlace,
} from './log-file.js';

export interface FileTarget {
  folder: string;
  accountId: string;
  key: Buffer;
  log: (message: string) => void;
}

/** working-set-<first 16 hex of sha256(account id)>.bin: the name says nothing about the account. */
export function workingSetPath(folder: string, accountId: string): string {
  const hash = createHash('sha256').update(accountId, 'utf8').digest('hex').slice(0, 16);
  return join(folder, `working-set-${hash}.bin`);
}

/** What an opened file holds, for the loader: everything but the chunks is read at once. */
export interface OpenedFile {
  parts: Partial<Parts>;
  /** The notes' changes in the order written. */
  notes: NotesChange[];
  /** The bookings changed since the last compaction, in the order written (the last of a code wins). */
  changed: RowChange[];
  chunks: ChunkInfo[];
}

/** The base of a compacted file: its frames' payloads, already encoded (compaction.ts). */
export interface Base {
  chunks: ChunkInfo[];
  parts: Buffer;
  notes: Buffer;
  rows: Buffer[];
}

const EMPTY: OpenedFile = { parts: {}, notes: [], changed: [], chunks: [] };

/** Frames before the chunks in a compacted file: the index, the small parts, the notes. */
const BEFORE_CHUNKS = 3;

export class WorkingSetFile {
  readonly path: string;
  private readonly appender: LogAppender;
  /** The file's id and frame count: null until a base is written (no file yet, or one that could not be used). */
  private place: LogPlace | null = null;
  private chunkFrames: LogFrame[] = [];
  private nextSeq = 0;
  /** Bookings written as changes since the base: compaction is due when they are many. */
  changedRows = 0;

  constructor(private readonly target: FileTarget) {
    this.path = workingSetPath(target.folder, target.accountId);
    this.appender = new LogAppender(this.path);
  }

  /** Whether changes can be appended; false until the first compaction of a new or set-aside file. */
  get hasBase(): boolean {
    return this.place !== null;
  }

  async open(): Promise<OpenedFile> {
    await removeLeftovers(this.path);
    let bytes: Buffer | null;
    try {
      bytes = await readOwnerOnly(this.path, this.target.log);
    } catch (error) {
      this.target.log(`the working set could not be read (${describe(error)}); starting empty.`);
      return EMPTY;
    }
    if (!bytes) return EMPTY;
    // A file of an earlier build's format is not read: no release ever wrote one, so it is damage or a stray copy.
    if (!isLogFile(bytes)) return this.setAside("the working set is not in this desk's format (damaged, or written by another build)");
    return this.openLog(bytes);
  }

  private async openLog(bytes: Buffer): Promise<OpenedFile> {
    const contents = framesOf(bytes);
    const place: LogPlace = { key: this.target.key, accountId: this.target.accountId, fileId: contents.fileId };
    const head = await Promise.all(contents.frames.slice(0, BEFORE_CHUNKS).map((frame) => this.decode(frame, place)));
    const [index, parts, notes] = head;
    if (index?.k !== 'index' || parts?.k !== 'parts' || notes?.k !== 'notes') {
      return this.setAside('the working set is damaged or sealed for another account or key');
    }
    if (index.accountId !== this.target.accountId || index.version !== FILE_VERSION) {
      return this.setAside('the working set belongs to another account or another version');
    }
    const firstChange = BEFORE_CHUNKS + index.chunks.length;
    const opened: OpenedFile = { ...EMPTY, parts: parts.parts, notes: [notes], changed: [], chunks: index.chunks };
    let end = contents.cutShortAt ?? contents.end;
    // Decompressed side by side on the thread pool, then applied in the order written.
    const changes = contents.frames.slice(firstChange);
    const decoded = await Promise.all(changes.map((frame) => this.decode(frame, place)));
    for (const [at, frame] of changes.entries()) {
      const change = decoded[at];
      if (!change || change.k === 'index') {
        // Everything from a frame that will not open on is dropped: a crash mid-write, or bytes changed since.
        end = frame.offset;
        break;
      }
      if (change.k === 'rows') for (const row of change.rows) opened.changed.push(row);
      else if (change.k === 'parts') Object.assign(opened.parts, change.parts);
      else opened.notes.push(change);
    }
    const kept = contents.frames.filter((frame) => frame.offset < end);
    if (end < bytes.length) {
      this.target.log(`the working set's last ${bytes.length - end} bytes of changes were cut short (the desk stopped ` +
        'mid-write, or they were changed); they are dropped and the next sync brings them again.');
      await this.appender.cutTo(end);
    }
    this.place = place;
    this.chunkFrames = kept.slice(BEFORE_CHUNKS, firstChange);
    this.nextSeq = kept.length;
    this.changedRows = opened.changed.length;
    return opened;
  }

  /** The bookings of chunk `index` (in listing order); an empty list when the chunk will not open. */
  async readChunk(index: number): Promise<RowChange[]> {
    const frame = this.chunkFrames[index];
    const decoded = frame && this.place ? await this.decode(frame, this.place) : null;
    if (decoded?.k === 'rows') return decoded.rows;
    this.target.log(`the working set's bookings part ${index + 1} is damaged; those bookings come with the next sync.`);
    return [];
  }

  /** Appends frames (encoded payloads) holding `rows` bookings; answers false when there is no base (compact first). */
  async append(payloads: readonly Buffer[], rows: number): Promise<boolean> {
    const place = this.place;
    if (!place) return false;
    const bytes = Buffer.concat(payloads.map((payload, i) => frameOf(payload, place, this.nextSeq + i)));
    try {
      await this.appender.append(bytes);
    } catch (error) {
      // A frame half written would leave every later one unreadable: the next write is a whole new file instead.
      this.place = null;
      await this.appender.close().catch(() => undefined);
      throw error;
    }
    this.nextSeq += payloads.length;
    this.changedRows += rows;
    return true;
  }

  /** Writes the file anew around `base` (temporary file, fsync, rename): the changes since start again from none. */
  async rewrite(base: Base): Promise<void> {
    const place: LogPlace = { key: this.target.key, accountId: this.target.accountId, fileId: newFileId() };
    const index = await encodeFrame({ k: 'index', version: FILE_VERSION, accountId: this.target.accountId, chunks: base.chunks });
    const payloads = [index, base.parts, base.notes, ...base.rows];
    const frames = payloads.map((payload, seq) => frameOf(payload, place, seq));
    // Owner-only like the vault: the file holds guests' names, e-mails and phone numbers.
    ownerOnlyFolder(this.target.folder);
    await this.appender.close();
    await writeAtomically(this.path, Buffer.concat([logHeader(place.fileId), ...frames]));
    this.place = place;
    this.chunkFrames = [];
    this.nextSeq = payloads.length;
    this.changedRows = 0;
  }

  async close(): Promise<void> {
    await this.appender.sync().catch(() => undefined);
    await this.appender.close();
  }

  private async decode(frame: LogFrame | undefined, place: LogPlace): Promise<Frame | null> {
    if (!frame) return null;
    try {
      return await decodeFrame(openFrame(frame, place));
    } catch {
      return null;
    }
  }

  /** The file is kept beside (one copy, the latest) and the desk starts empty; the next write makes a new file. */
  private async setAside(problem: string): Promise<OpenedFile> {
    let kept = '';
    try {
      kept = ` It was kept as ${await setAside(this.path, { oneCopy: true })}.`;
    } catch {
      // A folder where the file should be, or no right to rename: the desk still starts, with nothing of it.
    }
    this.target.log(`${problem}; starting empty.${kept}`);
    return EMPTY;
  }
}

function describe(error: unknown): string {
  return error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
}
