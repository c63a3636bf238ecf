// The venue's one change feed: the first desk (by id) of those linked asks the service every round and
// shares the codes it found; the others read those and ask the service only for the records they need, so a venue
// of four desks asks booking/index once a round, not four times. A desk that has not heard the asking desk's round
// for two rounds asks itself. Each desk writes only its own record, signed, and reads another's only when signed by
// it; every value is checked to a sane range.
import { z } from 'zod';
import type { FeedShare } from '../change-feed/change-feed.js';
import type { VenueDesk } from './venue-desk.js';

/** The rounds a desk's record keeps: a desk whose timer ran late still finds what it missed. */
const ROUNDS_KEPT = 8;
const CLOCK_SLACK_MS = 5_000;
const MAX_CODES = 200;

const roundSchema = z.object({ at: z.number().int().min(Date.UTC(2000, 0, 1)).max(Date.UTC(2200, 0, 1)), codes: z.array(z.string().min(1).max(64)).max(MAX_CODES) });
const feedRecordSchema = z.object({ deskId: z.string().min(1).max(200), rounds: z.array(roundSchema).max(ROUNDS_KEPT) });
type FeedRecord = z.infer<typeof feedRecordSchema>;

function recordOf(venue: VenueDesk, deskId: string): FeedRecord | null {
  return venue.state.signedRecords(venue.state.feed, feedRecordSchema, (record) => record.deskId)
    .find((record) => record.deskId === deskId) ?? null;
}

export class VenueFeedShare implements FeedShare {
  /** Per desk, the time of the last of its rounds read here: each desk's rounds are in its own order. */
  private readonly seen = new Map<string, number>();
  private readonly openedAt: number;

  constructor(private readonly venue: VenueDesk, private readonly now: () => number, private readonly intervalMs: number) {
    // Two desks' estimates of the service's clock differ by up to a second or so: a round another desk dated a
    // little before this one opened is still news (read twice at worst, which costs a record's read).
    this.openedAt = now() - CLOCK_SLACK_MS;
  }

  /** The desk that asks: the first linked desk by id, unless its last round is older than two rounds. */
  private leader(): string {
    return this.venue.desks().filter((desk) => desk.online).map((desk) => desk.deskId).sort()[0] ?? this.venue.deskId;
  }

  asksForVenue(): boolean {
    const leader = this.leader();
    if (leader === this.venue.deskId) return true;
    const last = recordOf(this.venue, leader)?.rounds.at(-1)?.at ?? 0;
    return this.now() - last > 2 * this.intervalMs;
  }

  published(codes: readonly string[]): void {
    const kept = recordOf(this.venue, this.venue.deskId)?.rounds ?? [];
    // The service's clock as this desk estimates it moves by up to a second between answers: a round is never dated
    // before the one it follows, so that a desk reading them in order misses none.
    const at = Math.max(Math.round(this.now()), (kept.at(-1)?.at ?? 0) + 1);
    const rounds = [...kept, { at, codes: codes.slice(0, MAX_CODES) }];
    const record: FeedRecord = { deskId: this.venue.deskId, rounds: rounds.slice(-ROUNDS_KEPT) };
    this.venue.state.put(this.venue.state.feed, this.venue.deskId, record);
  }

  newsSinceLastLook(): string[] {
    const codes = new Set<string>();
    for (const desk of this.venue.desks()) {
      if (desk.self) continue;
      const rounds = recordOf(this.venue, desk.deskId)?.rounds ?? [];
      const since = this.seen.get(desk.deskId) ?? this.openedAt;
      for (const round of rounds) if (round.at > since) round.codes.forEach((code) => codes.add(code));
      const last = rounds.at(-1)?.at;
      if (last !== undefined && last > since) this.seen.set(desk.deskId, last);
    }
    return [...codes];
  }
}

const shares = new WeakMap<VenueDesk, VenueFeedShare>();

/** The one share of a venue desk, made on first use. */
export function venueFeedShare(venue: VenueDesk, now: () => number, intervalMs: number): VenueFeedShare {
  let share = shares.get(venue);
  if (!share) shares.set(venue, (share = new VenueFeedShare(venue, now, intervalMs)));
  return share;
}
