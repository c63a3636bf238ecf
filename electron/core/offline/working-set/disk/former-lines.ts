// The snapshot as lines: a header (everything small) and then the bookings, the opened records and the items
// learned, a thousand to a line. Written and read a line at a time, yielding between lines, so that a working set of
// 100,000 bookings never holds up the thread that answers the screens for more than a few milliseconds (one
// JSON.stringify of the whole snapshot blocked it for 200–850 ms; zod over the whole of it on load, 0.7 s).
import type { BookingDetail, BookingSummary } from '../../../../shared/contract/model/booking.js';
import { SNAPSHOT_VERSION, snapshotHeaderSchema, type Snapshot, type SnapshotHeader } from './snapshot.js';

/** Records to a line: each line costs about a millisecond to write and to read at this size. */
const LINE_RECORDS = 1000;

type Line = ['b', [BookingSummary, number][]] | ['d', [BookingDetail, number][]] | ['i', [string, number[]][]];

/** Lets the event loop answer whatever waits (a screen's call) before the next line. */
export const yieldToScreens = () => new Promise<void>((resolve) => setImmediate(resolve));

function* lines(snapshot: Snapshot): Generator<string> {
  const { bookings, details, contents, ...rest } = snapshot;
  const header: SnapshotHeader = { ...rest, version: SNAPSHOT_VERSION, contents: { days: contents.days } };
  yield JSON.stringify(header);
  for (let i = 0; i < bookings.length; i += LINE_RECORDS) yield JSON.stringify(['b', bookings.slice(i, i + LINE_RECORDS)]);
  for (let i = 0; i < details.length; i += LINE_RECORDS) yield JSON.stringify(['d', details.slice(i, i + LINE_RECORDS)]);
  for (let i = 0; i < contents.items.length; i += LINE_RECORDS) {
    yield JSON.stringify(['i', contents.items.slice(i, i + LINE_RECORDS)]);
  }
}

/** Each line of the snapshot as UTF-8 with its newline, handed over one at a time with a yield between. */
export async function writeLines(snapshot: Snapshot, write: (line: Buffer) => void): Promise<void> {
  for (const line of lines(snapshot)) {
    write(Buffer.from(`${line}\n`, 'utf8'));
    await yieldToScreens();
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The file is sealed (AES-GCM: any change to it fails to open) and its header names the version that wrote it, so
 * a record is checked for the members the desk leans on rather than parsed whole again: one bad record costs that
 * record.
 */
const isSummary = (value: unknown): value is BookingSummary => isRecord(value) && typeof value.code === 'string' &&
  typeof value.id === 'number' && isRecord(value.status) && isRecord(value.customer);
const isDetail = (value: unknown): value is BookingDetail => isSummary(value) && Array.isArray((value as { lines?: unknown }).lines);
const isStamp = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function pairs<T>(value: unknown, check: (record: unknown) => record is T): [T, number][] {
  if (!Array.isArray(value)) return [];
  return value.filter((pair): pair is [T, number] => Array.isArray(pair) && check(pair[0]) && isStamp(pair[1]));
}

const isLearnedItems = (pair: unknown): pair is [string, number[]] => Array.isArray(pair) && typeof pair[0] === 'string' &&
  Array.isArray(pair[1]) && pair[1].every((id) => Number.isInteger(id));

/** The lines read back, a line at a time with a yield between; null when the header is not this version's. */
export async function readLines(text: Buffer): Promise<Snapshot | null> {
  let start = 0;
  const next = (): string | null => {
    if (start >= text.length) return null;
    const end = text.indexOf(10, start);
    const line = text.subarray(start, end === -1 ? text.length : end).toString('utf8');
    start = end === -1 ? text.length : end + 1;
    return line;
  };
  const header = snapshotHeaderSchema.safeParse(JSON.parse(next() ?? 'null'));
  if (!header.success) return null;
  const snapshot: Snapshot = {
    ...header.data, bookings: [], details: [], contents: { days: header.data.contents.days, items: [] },
  };
  for (let line = next(); line !== null; line = next()) {
    if (line === '') continue;
    const [kind, records] = JSON.parse(line) as Line;
    if (kind === 'b') snapshot.bookings.push(...pairs(records, isSummary));
    else if (kind === 'd') snapshot.details.push(...pairs(records, isDetail));
    else if (kind === 'i' && Array.isArray(records)) snapshot.contents.items.push(...records.filter(isLearnedItems));
    await yieldToScreens();
  }
  return snapshot;
}
