// The search box offline: booking code prefix, guest name or e-mail substring, case and accents ignored, the best
// matches first. Here by looking at every booking (a small set, a test's oracle); a large set's reads keep an index
// that finds the same bookings (reads/search-index.ts).
import type { BookingSummary } from '../../../../shared/contract/model/booking.js';
import { normaliseCode, normaliseText } from './normalise.js';
import { SCANNED_AT_ONCE } from '../../../../shared/domain/list-page.js';
import { runAtOnce } from '../../../../shared/domain/run-at-once.js';
import type { StoredBooking } from './stored-booking.js';

/** Better matches first: what a person most likely meant by what they typed. */
export const RANK = {
  codeExact: 0, codePrefix: 1, nameStart: 2, nameWordStart: 3, nameInside: 4, emailStart: 5, emailInside: 6, none: 7,
} as const;

interface Hit {
  entry: StoredBooking;
  rank: number;
  distance: number;
}

/** How a guest's name matches what was typed: every booking of that name alike, when its code does not match. */
export function nameRank(nameKey: string, text: string): number {
  const inName = nameKey.indexOf(text);
  if (inName === 0) return RANK.nameStart;
  if (inName > 0) return nameKey[inName - 1] === ' ' ? RANK.nameWordStart : RANK.nameInside;
  return RANK.none;
}

/** How an e-mail matches, when neither the booking's code nor its guest's name does. */
export function emailRank(emailKey: string, text: string): number {
  const inEmail = emailKey.indexOf(text);
  if (inEmail === 0) return RANK.emailStart;
  return inEmail > 0 ? RANK.emailInside : RANK.none;
}

function rankOf(entry: StoredBooking, code: string, text: string): number {
  if (code !== '' && entry.codeKey.startsWith(code)) {
    return entry.codeKey.length === code.length ? RANK.codeExact : RANK.codePrefix;
  }
  const byName = nameRank(entry.nameKey, text);
  return byName !== RANK.none ? byName : emailRank(entry.emailKey, text);
}

function better(a: Hit, b: Hit): boolean {
  if (a.rank !== b.rank) return a.rank < b.rank;
  if (a.distance !== b.distance) return a.distance < b.distance;
  return a.entry.codeKey < b.entry.codeKey;
}

/**
 * The best `limit` bookings for what was typed, as they are offered: best match first; among equals the one whose
 * first day is closest to today (a guest at the desk is arriving, staying or just left), then by code for a stable
 * order. Most bookings offered lose to the last one kept and cost one comparison.
 */
export class TopHits {
  readonly text: string;
  readonly code: string;
  private readonly best: Hit[] = [];

  constructor(query: string, private readonly limit: number, private readonly todayOrdinal: number) {
    this.text = normaliseText(query);
    this.code = normaliseCode(query);
  }

  /** Nothing to look for: blank text, or no room for a hit. */
  get empty(): boolean {
    return this.text === '' || this.limit <= 0;
  }

  /** As many hits kept as asked for, each at least as good as `rank`: nothing found later can come before them. */
  fullAt(rank: number): boolean {
    return this.best.length === this.limit && this.best[this.best.length - 1]!.rank <= rank;
  }

  offer(entry: StoredBooking): void {
    this.offerRanked(entry, rankOf(entry, this.code, this.text));
  }

  /**
   * A booking whose rank is known already (an index ranks a guest's name once for all its bookings). Most lose to
   * the last hit kept, on rank or distance, before anything is made for them.
   */
  offerRanked(entry: StoredBooking, rank: number): void {
    if (rank === RANK.none) return;
    const distance = entry.startOrdinal === null ? Number.MAX_SAFE_INTEGER : Math.abs(entry.startOrdinal - this.todayOrdinal);
    const { best, limit } = this;
    const last = best[best.length - 1];
    if (best.length === limit && last && (rank > last.rank || (rank === last.rank && distance > last.distance))) return;
    const hit = { entry, rank, distance };
    if (best.length === limit && !better(hit, last!)) return;
    let at = best.length;
    while (at > 0 && better(hit, best[at - 1]!)) at -= 1;
    best.splice(at, 0, hit);
    if (best.length > limit) best.pop();
  }

  entries(): StoredBooking[] {
    return this.best.map((hit) => hit.entry);
  }
}

/** Up to `limit` bookings, best match first (TopHits), looking at every booking held. */
export const searchBookings = (entries: readonly StoredBooking[], query: string, limit: number, todayOrdinal: number):
  BookingSummary[] => runAtOnce(searchScan(entries, query, limit, todayOrdinal));

/** searchBookings, pausing every SCANNED_AT_ONCE bookings; `entries` must not change meanwhile (pass a copy). */
export function* searchScan(entries: readonly StoredBooking[], query: string, limit: number, todayOrdinal: number):
  Generator<void, BookingSummary[]> {
  const hits = new TopHits(query, limit, todayOrdinal);
  if (hits.empty) return [];
  for (let at = 0; at < entries.length; at += 1) {
    if (at > 0 && at % SCANNED_AT_ONCE === 0) yield;
    hits.offer(entries[at]!);
  }
  return hits.entries().map((entry) => entry.summary);
}
