// Which bookings leave the working set when it is over its size: the ones a desk is least likely to need offline.
import type { StoredBooking } from './stored-booking.js';

/** Below the limit by this share after an eviction, so that a sync adding one page at a time does not sort every page. */
const SLACK = 0.02;

/**
 * Oldest first (earliest last day, then least recently fetched); bookmarked bookings and those a pending write
 * needs (`kept`) never leave. Answers the codes to drop, possibly fewer than asked when too many are kept.
 */
export function evictionVictims(entries: Iterable<StoredBooking>, count: number, maxBookings: number,
  kept: (code: string) => boolean): string[] {
  if (count <= maxBookings) return [];
  const target = Math.max(0, maxBookings - Math.floor(maxBookings * SLACK));
  const candidates: StoredBooking[] = [];
  for (const entry of entries) if (!kept(entry.summary.code)) candidates.push(entry);
  candidates.sort(oldestFirst);
  return candidates.slice(0, count - target).map((entry) => entry.summary.code);
}

function oldestFirst(a: StoredBooking, b: StoredBooking): number {
  const endA = a.summary.endDay ?? a.summary.startDay ?? 0;
  const endB = b.summary.endDay ?? b.summary.startDay ?? 0;
  return endA - endB || a.fetchedAt - b.fetchedAt;
}
