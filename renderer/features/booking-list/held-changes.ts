// The held list brought up to date with what changed on the desk since (bookings.heldChanges), instead of read whole
// again: a sync that changed a few of 100,000 bookings sends those few, and the page places them.
import type { HeldChanges } from '../../../shared/contract/model/booking.js';
import { heldBookings, type HeldList } from './quick-filter.js';

type Changes = Extract<HeldChanges, { kind: 'changes' }>;

/**
 * Every booking named taken out, then each changed one put at its place in the desk's list now, in order of place:
 * the desk's list. Null when the result does not hold as many as the desk's (the page then reads it whole).
 */
export function withChanges(held: HeldList, changes: Changes): HeldList | null {
  const named = new Set([...changes.drop, ...changes.put.map(({ booking }) => booking.code)]);
  const kept = held.entries.filter((entry) => !named.has(entry.booking.code));
  const put = [...changes.put].sort((a, b) => a.at - b.at);
  const added = heldBookings(put.map(({ booking }) => booking));
  if (kept.length + added.length !== changes.total) return null;
  const entries: HeldList['entries'] = new Array(changes.total);
  let next = 0;
  let from = 0;
  for (let at = 0; at < changes.total; at += 1) {
    if (next < put.length && put[next]!.at === at) entries[at] = added[next++]!;
    else entries[at] = kept[from++]!;
  }
  if (next !== put.length) return null;
  return { ...held, entries, generation: changes.generation, asOf: changes.asOf };
}
