// Opening a working set from its file: the small parts and the changes since the last compaction at once, then the
// chunks that hold the days around today, and the screens can answer (first rows at 100,000 bookings: the
// target is a second; reading everything before answering took 1.2–3.2 s); the other chunks follow in the
// background once asked for (`readRest`), a chunk at a time with a yield between.
import { addDays, type Day } from '../../../../shared/domain/dates.js';
import type { ChunkInfo, RowChange, StoredRow } from './disk/frames.js';
import type { OpenedFile, WorkingSetFile } from './disk/working-set-file.js';
import { restoreNotes, restoreParts, restoreRow, type WorkingSetParts } from './working-set-parts.js';
import { yieldToScreens } from '../../platform/yield-to-screens.js';

/** A file of no more chunks than this is read whole before the set opens: a few tens of milliseconds. */
const WHOLE_AT_OPEN_CHUNKS = 8;
/** Days either side of today whose bookings are all read before the set opens. */
const DAYS_AROUND = 1;
/** Chunks read from the file at once: as many as the thread pool decompresses side by side. */
const CHUNKS_AT_ONCE = 4;
/** Rows put back between two yields to the screens. */
const ROWS_AT_ONCE = 2000;

export interface LoadHooks {
  /** Whether the booking changed in memory since the set opened: its copy in the file is merged, not put back. */
  touched(code: string): boolean;
  /** A booking merged with its copy in the file: written again. */
  merged(code: string): void;
  /** Part of the file would not open: what it held comes with a full sync. */
  damaged(): void;
  /** Reading the rest in the background failed: the set stays as far as it was read. */
  failed(error: unknown): void;
}

export interface Loading {
  /**
   * Reads the bookings not read at open; resolves once every booking of the file is in memory (never rejects: trouble
   * is told to the hooks). Called once, when the set is first asked for every booking or a moment after it opened.
   */
  readRest: () => Promise<void>;
  /** The days whose bookings were all read before the set opened; null when everything was. */
  around: [Day, Day] | null;
}

const isAround = (chunk: ChunkInfo, from: Day, to: Day): boolean =>
  chunk.first === null || (chunk.first <= to && (chunk.lastEnd ?? chunk.first) >= from);

export async function loadWorkingSet(parts: WorkingSetParts, file: WorkingSetFile, opened: OpenedFile, today: Day,
  hooks: LoadHooks): Promise<Loading> {
  restoreParts(parts, opened.parts, today);
  for (const change of opened.notes) restoreNotes(parts, change);
  const settled = new Set<string>();
  const changed = new Map(opened.changed);
  await inPieces([...changed], ([code, row]) => {
    settled.add(code);
    restoreRow(parts, code, row);
  });
  const place = (code: string, row: StoredRow | null) => {
    if (!row || settled.has(code)) return;
    if (hooks.touched(code)) {
      mergeRow(parts, code, row);
      hooks.merged(code);
    } else {
      restoreRow(parts, code, row);
    }
  };
  /** A few chunks decompressed side by side on the thread pool, then put back in order. */
  const readChunks = async (indexes: number[]) => {
    for (let at = 0; at < indexes.length; at += CHUNKS_AT_ONCE) {
      const batch = indexes.slice(at, at + CHUNKS_AT_ONCE);
      const read = await Promise.all(batch.map((index) => file.readChunk(index)));
      for (const [i, rows] of read.entries()) {
        if (rows.length === 0 && opened.chunks[batch[i]!]!.count > 0) hooks.damaged();
        await inPieces(rows, ([code, row]) => place(code, row));
      }
    }
  };
  const all = opened.chunks.map((_, index) => index);
  if (all.length <= WHOLE_AT_OPEN_CHUNKS) {
    await readChunks(all);
    return { readRest: () => Promise.resolve(), around: null };
  }
  const [from, to] = [addDays(today, -DAYS_AROUND), addDays(today, DAYS_AROUND)];
  const first = all.filter((index) => isAround(opened.chunks[index]!, from, to));
  await readChunks(first);
  const rest = all.filter((index) => !first.includes(index));
  return { readRest: () => readChunks(rest).catch((error: unknown) => { hooks.damaged(); hooks.failed(error); }), around: [from, to] };
}

/** A booking changed since the set opened, and its copy in the file: the newer listing, record and items of each. */
function mergeRow(parts: WorkingSetParts, code: string, row: StoredRow): void {
  parts.bookings.putSummary(row.s, row.f);
  const held = parts.bookings.details.get(code);
  if (row.d && row.df !== undefined && (!held || (held.detail.lastModified ?? 0) < (row.d.lastModified ?? 0))) {
    parts.bookings.details.set(code, { detail: row.d, fetchedAt: row.df });
  }
  if (row.i && !parts.contents.itemsByCode.has(code)) parts.contents.itemsByCode.set(code, row.i);
}

/** `put` over every item, yielding to the screens between pieces. */
async function inPieces<T extends RowChange | [string, StoredRow]>(items: readonly T[], put: (item: T) => void): Promise<void> {
  for (let at = 0; at < items.length; at += ROWS_AT_ONCE) {
    for (const item of items.slice(at, at + ROWS_AT_ONCE)) put(item);
    await yieldToScreens();
  }
}
