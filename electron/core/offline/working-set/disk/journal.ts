// What changed in the working set since it was last written, and the writing of it: the bookings changed (each
// written whole, as it stands when written, however often it changed), the small parts changed, the notes' changes.
// Appending only what changed replaces writing the whole set every two seconds (at 100,000 bookings that held up the
// thread that answers the screens for 200–850 ms at a time); when the changes grow large against the set, or a full
// sync ends, the file is written anew around a compacted base (compaction.ts).
import { yieldToScreens } from '../../../platform/yield-to-screens.js';
import { rowOf, savedPart, type WorkingSetParts } from '../working-set-parts.js';
import { compactedBase } from './compaction.js';
import { encodeFrame, type NotesChange, type PartName, type RowChange } from './frames.js';
import type { WorkingSetFile } from './working-set-file.js';

/** Bookings to a frame of changes: one JSON text of a few milliseconds. */
const ROWS_PER_FRAME = 1000;
/**
 * Changes since the base that make a compaction worth its cost: this many, and this share of the set. Opening reads
 * every change before the first rows (5,000 at 100,000 bookings: about 0.1 s), so the share stays small.
 */
const MIN_CHANGES = 2000;
const CHANGED_SHARE = 0.05;
/** After a full sync, any share: the next opening then reads today's chunks first instead of every change. */
const CHANGED_SHARE_AFTER_FULL_SYNC = 0;

export interface JournalSource {
  parts: WorkingSetParts;
  /** Resolves once every booking of the file is in memory: a booking written before could lack what the file holds. */
  loaded(): Promise<void>;
  /** False while a full sync is under way: every page would make the file due again; its end compacts instead. */
  mayCompact(): boolean;
}

interface Changes {
  codes: Set<string>;
  parts: Set<PartName>;
  notes: NotesChange[];
}

const none = (): Changes => ({ codes: new Set(), parts: new Set(), notes: [] });

export class Journal {
  private changes = none();
  private fullSyncEnded = false;

  constructor(private readonly file: WorkingSetFile, private readonly source: JournalSource) {}

  booking(code: string): void {
    this.changes.codes.add(code);
  }

  part(name: PartName): void {
    this.changes.parts.add(name);
  }

  notes(change: NotesChange): void {
    // The whole window again: the changes before it are of no more use.
    if (change.all) this.changes.notes = [];
    this.changes.notes.push(change);
  }

  /** A full sync ended: the file is compacted on the next write if the changes since its base are any share of it. */
  fullSync(): void {
    this.fullSyncEnded = true;
  }

  /** Writes what changed; on close, never a compaction unless there is no file to append to. */
  async write(closing = false): Promise<void> {
    await this.source.loaded();
    const taken = this.take();
    try {
      if (!this.file.hasBase || (!closing && this.compactionDue())) await this.compact();
      else await this.append(taken);
    } catch (error) {
      this.giveBack(taken);
      throw error;
    }
  }

  private compactionDue(): boolean {
    if (!this.source.mayCompact()) return false;
    const share = this.fullSyncEnded ? CHANGED_SHARE_AFTER_FULL_SYNC : CHANGED_SHARE;
    const size = this.source.parts.bookings.size;
    return this.file.changedRows >= Math.max(this.fullSyncEnded ? 1 : MIN_CHANGES, size * share);
  }

  /** Everything as it stands now, in a new file; changes made meanwhile are appended after it. */
  private async compact(): Promise<void> {
    await this.file.rewrite(await compactedBase(this.source.parts));
    this.fullSyncEnded = false;
  }

  private async append(taken: Changes): Promise<void> {
    const { parts } = this.source;
    const payloads: Buffer[] = [];
    const codes = [...taken.codes];
    for (let at = 0; at < codes.length; at += ROWS_PER_FRAME) {
      const rows: RowChange[] = codes.slice(at, at + ROWS_PER_FRAME).map((code) => [code, rowOf(parts, code)]);
      payloads.push(await encodeFrame({ k: 'rows', rows }));
      await yieldToScreens();
    }
    for (const change of taken.notes) payloads.push(await encodeFrame({ k: 'notes', ...change }));
    // The parts last: a crash between frames leaves the sync times behind the bookings, never ahead of them.
    if (taken.parts.size > 0) {
      const changed = Object.fromEntries([...taken.parts].map((name) => [name, savedPart(parts, name)]));
      payloads.push(await encodeFrame({ k: 'parts', parts: changed }));
    }
    if (payloads.length === 0) return;
    if (!(await this.file.append(payloads, codes.length))) await this.compact();
  }

  private take(): Changes {
    const taken = this.changes;
    this.changes = none();
    return taken;
  }

  /** A write that failed: what it took is written with the next one (the data is still in memory). */
  private giveBack(taken: Changes): void {
    for (const code of taken.codes) this.changes.codes.add(code);
    for (const name of taken.parts) this.changes.parts.add(name);
    if (!this.changes.notes.some((change) => change.all)) this.changes.notes = [...taken.notes, ...this.changes.notes];
  }
}
