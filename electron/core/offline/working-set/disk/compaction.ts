// The whole working set as the base of a new file: the bookings in chunks in listing order (long stays and bookings
// without a day in chunks of their own at the end), so that opening reads the chunks around today first and the
// screens have their first rows before the rest is read. Made a chunk at a time, yielding between chunks, with the
// compression on the thread pool: the thread that answers the screens is never held for more than a few ms.
import type { BookingStore } from '../booking-store.js';
import type { StoredBooking } from '../stored-booking.js';
import { allNotes, rowOf, savedParts, type WorkingSetParts } from '../working-set-parts.js';
import { yieldToScreens } from '../../../platform/yield-to-screens.js';
import { encodeFrame, type ChunkInfo, type RowChange } from './frames.js';
import type { Base } from './working-set-file.js';

/** Bookings to a chunk: a few milliseconds to write or read each, and a day or two of a large account's bookings. */
const ROWS_PER_CHUNK = 1000;

/** Bookings looked at between two yields while ordering them into chunks: a millisecond or two of work. */
const ORDERED_AT_ONCE = 20_000;

/**
 * Listing order, with long stays moved after the rest so that each chunk's days stay close together. Made in pieces,
 * from a copy of the listing's order taken at the start, while the screens' calls run in between: at 100,000 bookings
 * this and the order's own changes held the thread that answers the screens for 30–45 ms in one piece.
 */
async function chunkOrder(bookings: BookingStore): Promise<StoredBooking[]> {
  // A copy: a few changes made while this yields are placed in the listing's own array.
  const ordered = [...bookings.inOrder()];
  const dated: StoredBooking[] = [];
  const long: StoredBooking[] = [];
  const undated: StoredBooking[] = [];
  for (let at = 0; at < ordered.length; at += 1) {
    if (at % ORDERED_AT_ONCE === 0) await yieldToScreens();
    const entry = ordered[at]!;
    if (entry.summary.startDay === null) undated.push(entry);
    else if (bookings.isLongSpan(entry)) long.push(entry);
    else dated.push(entry);
  }
  return dated.concat(long, undated);
}

function chunkInfo(rows: readonly RowChange[]): ChunkInfo {
  let first: number | null = null;
  let last: number | null = null;
  let lastEnd: number | null = null;
  for (const [, row] of rows) {
    const { startDay, endDay } = row!.s;
    if (startDay === null) continue;
    first = first === null ? startDay : Math.min(first, startDay);
    last = last === null ? startDay : Math.max(last, startDay);
    lastEnd = Math.max(lastEnd ?? startDay, endDay ?? startDay);
  }
  return { count: rows.length, first, last, lastEnd };
}

export async function compactedBase(parts: WorkingSetParts): Promise<Base> {
  const ordered = await chunkOrder(parts.bookings);
  const base: Base = { chunks: [], rows: [], parts: Buffer.alloc(0), notes: Buffer.alloc(0) };
  for (let at = 0; at < ordered.length; at += ROWS_PER_CHUNK) {
    const rows: RowChange[] = [];
    for (const entry of ordered.slice(at, at + ROWS_PER_CHUNK)) {
      // A booking that left while earlier chunks were written is not written; its leaving is a change of its own.
      const row = rowOf(parts, entry.summary.code);
      if (row) rows.push([entry.summary.code, row]);
    }
    if (rows.length === 0) continue;
    base.chunks.push(chunkInfo(rows));
    base.rows.push(await encodeFrame({ k: 'rows', rows }));
    await yieldToScreens();
  }
  base.notes = await encodeFrame({ k: 'notes', ...allNotes(parts) });
  base.parts = await encodeFrame({ k: 'parts', parts: savedParts(parts) });
  return base;
}
