// What a frame of the working-set file holds, and its bytes: JSON, compressed on the thread pool (zlib's async
// calls), so that neither the writing nor the reading of a large set holds up the thread that answers the screens.
// A frame is checked for the members the desk leans on rather than parsed whole again (the seal already proves the
// desk wrote it): one bad record costs that record, one bad part that part.
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { z } from 'zod';
import { accountInfoSchema } from '../../../../../shared/contract/model/account.js';
import type { BookingDetail, BookingNote, BookingSummary } from '../../../../../shared/contract/model/booking.js';
import { categorySchema, itemSchema } from '../../../../../shared/contract/model/catalogue.js';
import type { Day } from '../../../../../shared/domain/dates.js';
import { yieldToScreens } from '../../../platform/yield-to-screens.js';
import { fullSyncCursorSchema } from '../full-sync-cursor.js';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The file format this desk writes and the only one it reads. */
export const FILE_VERSION = 3;

/** One booking as the file keeps it: its listing, its full record when opened, the items the service's lists named. */
export interface StoredRow {
  s: BookingSummary;
  /** When the listing was fetched (Unix seconds). */
  f: number;
  d?: BookingDetail;
  df?: number;
  i?: number[];
}

/** A booking stored (or, with null, gone) by its code. */
export type RowChange = [code: string, row: StoredRow | null];

/** A compacted file's bookings come in chunks in listing order; the index says which days each holds. */
export interface ChunkInfo {
  count: number;
  /** First and last first day in the chunk; null for bookings without one. */
  first: Day | null;
  last: Day | null;
  /** The latest last day in the chunk. */
  lastEnd: Day | null;
}

const timesSchema = z.object({
  lastSyncAt: z.number().nullable(),
  lastFullSyncAt: z.number().nullable(),
  fullSync: fullSyncCursorSchema.nullable(),
});
const fetchedAt = z.number();
const partsSchema = z.object({
  times: timesSchema,
  items: z.object({ list: z.array(itemSchema), fetchedAt }).nullable(),
  categories: z.object({ list: z.array(categorySchema), fetchedAt }).nullable(),
  account: z.object({ info: accountInfoSchema, fetchedAt }).nullable(),
  bookmarked: z.array(z.string()),
  /** [item id, day, units, fetched at] */
  calendar: z.array(z.tuple([z.number(), z.number(), z.number(), z.number()])),
  /** [day, codes, learned at]: the bookings the service's list for a day named. */
  days: z.array(z.tuple([z.number().int(), z.array(z.string()), fetchedAt])),
});

/** The small parts of a working set, each written whole when it changes (last one written wins). */
export type Parts = z.infer<typeof partsSchema>;
export type PartName = keyof Parts;

export interface NotesChange {
  /** The whole window: what was kept before goes. */
  all: boolean;
  put: BookingNote[];
  drop: number[];
  fetchedAt: number | null;
  windowStart: Day | null;
}

export type Frame =
  | { k: 'index'; version: number; accountId: string; chunks: ChunkInfo[] }
  | { k: 'rows'; rows: RowChange[] }
  | { k: 'parts'; parts: Partial<Parts> }
  | ({ k: 'notes' } & NotesChange);

/** Items of a frame's list (rows, notes) made into JSON between two yields: a millisecond or two of work. */
const ITEMS_AT_ONCE = 250;

export async function encodeFrame(frame: Frame): Promise<Buffer> {
  return gzipAsync(Buffer.from(await frameText(frame), 'utf8'), { level: 1 });
}

/**
 * The JSON of a frame, its long list (a thousand bookings' rows, a month's 30,000 notes: megabytes of text) made a
 * few items at a time: made at once, a frame of 1,000 rows held the thread that answers the screens for 5-15 ms at
 * each write of a sync and each chunk of a compaction, more under load. The same JSON, with the list last.
 */
async function frameText(frame: Frame): Promise<string> {
  const member = frame.k === 'rows' ? 'rows' : frame.k === 'notes' ? 'put' : null;
  if (member === null) return JSON.stringify(frame);
  const { [member]: list, ...rest } = frame as unknown as Record<string, unknown[]>;
  const texts: string[] = [];
  for (let at = 0; at < list!.length; at += 1) {
    if (at > 0 && at % ITEMS_AT_ONCE === 0) await yieldToScreens();
    texts.push(JSON.stringify(list![at]) ?? 'null');
  }
  return `${JSON.stringify(rest).slice(0, -1)},"${member}":[${texts.join(',')}]}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isStamp = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isSummary = (value: unknown): value is BookingSummary => isRecord(value) && typeof value.code === 'string' &&
  typeof value.id === 'number' && isRecord(value.status) && isRecord(value.customer);
const isDetail = (value: unknown): value is BookingDetail => isSummary(value) &&
  Array.isArray((value as { lines?: unknown }).lines) && Array.isArray((value as { notes?: unknown }).notes);
const isNote = (value: unknown): value is BookingNote => isRecord(value) && typeof value.id === 'number' &&
  typeof value.bookingCode === 'string' && typeof value.at === 'string' && typeof value.body === 'string';

/** The row as far as it can be trusted: a bad record or list costs that member; a bad listing, the row. */
function rowOf(value: unknown): StoredRow | null {
  if (!isRecord(value) || !isSummary(value.s) || !isStamp(value.f)) return null;
  const row: StoredRow = { s: value.s, f: value.f };
  if (isDetail(value.d) && isStamp(value.df) && value.d.code === value.s.code) [row.d, row.df] = [value.d, value.df];
  if (Array.isArray(value.i) && value.i.every((id) => Number.isInteger(id))) row.i = value.i as number[];
  return row;
}

function rowsOf(value: unknown): RowChange[] {
  if (!Array.isArray(value)) return [];
  const rows: RowChange[] = [];
  for (const pair of value) {
    if (!Array.isArray(pair) || typeof pair[0] !== 'string') continue;
    const row = pair[1] === null ? null : rowOf(pair[1]);
    if (pair[1] === null || (row && row.s.code === pair[0])) rows.push([pair[0], row]);
  }
  return rows;
}

function partsOf(value: unknown): Partial<Parts> {
  const parts: Partial<Parts> = {};
  if (!isRecord(value)) return parts;
  for (const name of Object.keys(partsSchema.shape) as PartName[]) {
    if (!(name in value)) continue;
    const read = partsSchema.shape[name].safeParse(value[name]);
    if (read.success) Object.assign(parts, { [name]: read.data });
  }
  return parts;
}

const isDayOrNull = (value: unknown): value is Day | null => value === null || Number.isInteger(value);
const isChunk = (value: unknown): value is ChunkInfo => isRecord(value) && Number.isInteger(value.count) &&
  isDayOrNull(value.first) && isDayOrNull(value.last) && isDayOrNull(value.lastEnd);

/** The frame in the bytes, or null when they are not a frame this desk can read. */
export async function decodeFrame(payload: Buffer): Promise<Frame | null> {
  let value: unknown;
  try {
    value = JSON.parse((await gunzipAsync(payload)).toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  switch (value.k) {
    case 'index':
      if (typeof value.accountId !== 'string' || !Number.isInteger(value.version) || !Array.isArray(value.chunks) ||
        !value.chunks.every(isChunk)) return null;
      return { k: 'index', version: value.version as number, accountId: value.accountId, chunks: value.chunks };
    case 'rows': return { k: 'rows', rows: rowsOf(value.rows) };
    case 'parts': return { k: 'parts', parts: partsOf(value.parts) };
    case 'notes': return {
      k: 'notes', all: value.all === true, put: Array.isArray(value.put) ? value.put.filter(isNote) : [],
      drop: Array.isArray(value.drop) ? value.drop.filter((id): id is number => Number.isInteger(id)) : [],
      fetchedAt: isStamp(value.fetchedAt) ? value.fetchedAt : null,
      windowStart: Number.isInteger(value.windowStart) ? value.windowStart as Day : null,
    };
    default: return null;
  }
}
