// Departures closed (and reopened) on the desks of a venue: each desk writes only its own records, one per
// departure it last closed or reopened, signed (venue-signing.ts), in a map of its own in the venue's shared day; a
// departure's state is its latest act on any desk. A record is read only when signed by the desk it names, and every
// value another desk wrote is checked to a sane range: one out of range costs its record. Kept thirty days, as the
// venue keeps notes.
import { z } from 'zod';
import type { VenueState } from './venue-state.js';

const KEEP_MS = 30 * 86_400_000;
const text = z.string().min(1).max(200);
const name = z.string().max(200);
const code = z.string().min(1).max(64);
const instant = z.number().int().min(Date.UTC(2000, 0, 1)).max(Date.UTC(2200, 0, 1));

const closingRecordSchema = z.object({
  deskId: text,
  deskName: name,
  day: z.number().int().min(2000_01_01).max(2200_01_01),
  itemId: z.number().int().min(0).max(2 ** 31),
  time: z.string().regex(/^\d{2}:\d{2}$/),
  label: name,
  act: z.enum(['closed', 'reopened']),
  at: instant,
  by: name,
  noShows: z.array(code).max(200),
  late: z.array(code).max(200),
  noShowStatus: z.string().min(1).max(40).nullable(),
});
/** One desk's last act on one departure. */
export type ClosingRecord = z.infer<typeof closingRecordSchema>;

const departureKey = (record: Pick<ClosingRecord, 'day' | 'itemId' | 'time'>) => `${record.day}:${record.itemId}:${record.time}`;
const recordKey = (record: ClosingRecord) => `${record.deskId}|${departureKey(record)}`;

/** This desk's act, signed and shared with every desk of the venue. */
export function shareClosing(state: VenueState, record: ClosingRecord): void {
  state.put(state.closings, recordKey(record), record);
}

/** Every act on the departures of a day signed by the desk it names, a member of the venue. */
export function venueClosings(state: VenueState, day: number): ClosingRecord[] {
  return state.signedRecords(state.closings, closingRecordSchema, (record) => record.deskId).filter((record) => record.day === day);
}

/** Acts older than the venue keeps leave every desk's copy of the day. */
export function forgetOldClosings(state: VenueState, now: number): void {
  const map = state.closings;
  const old = [...map.entries()].filter(([, value]) => {
    const at = (value as { at?: unknown } | null)?.at;
    return typeof at !== 'number' || now - at > KEEP_MS;
  });
  if (old.length > 0) state.doc.transact(() => { for (const [key] of old) map.delete(key); });
}
