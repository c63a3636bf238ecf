// A snapshot of the format before (FDWS1, version 2) as lines: a header (everything small), then the bookings, the
// opened records and the items learned, a thousand to a line; read a line at a time with a yield between.
import type { BookingDetail, BookingSummary } from '../../../../../shared/contract/model/booking.js';
import { yieldToScreens } from '../../../platform/yield-to-screens.js';
import { snapshotHeaderSchema, type Snapshot } from './former-snapshot.js';

type Line = ['b', [BookingSummary, number][]] | ['d', [BookingDetail, number][]] | ['i', [string, number[]][]];

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
