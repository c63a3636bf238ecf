// Replays one account's outbox when the service is back: the writes of one booking strictly in the
// order they were made, different bookings side by side (a few at a time). The first sign that the service is not
// taking writes (offline, 5xx, rate limit) ends the round: the caller backs off and calls replay() again later.
import type { DeskError } from '../../../../shared/contract/desk-error.js';
import { computerTimeZone } from '../../../../shared/domain/dates.js';
import type { WireBooking } from '../../../../shared/wire/index.js';
import { cancelled, toDeskError } from '../../api/api-errors.js';
import type { OutboxEntry } from './outbox-entry.js';
import type { Outbox } from './outbox.js';
import { replayEntry, type EntryContext, type EntryOutcome, type ReplayEvent } from './replay-entry.js';

export interface ReplayerOptions {
  outbox: Outbox;
  accountId: string;
  /** Performs the write through the BookingService, acting as entry.staffId (sendThrough does exactly that). */
  send(entry: OutboxEntry, signal: AbortSignal): Promise<WireBooking | null | void>;
  /** The full record as staffId sees it (bookmarks are per staff member). */
  readBooking(code: string, staffId: number | null, signal: AbortSignal): Promise<WireBooking>;
  onEvent?(event: ReplayEvent): void;
  /** The name of a staff member by account id; the default knows none. */
  staffName?(accountId: number): string | null;
  /** Bookings replayed at once; default 4, to keep a busy service responsive for the other desks. */
  parallel?: number;
  /** The account's time zone, in which dates written without one are read; the computer's by default. */
  timeZone?: () => string;
  /** A write a person pressed this moment and that goes out at once: its stamp is not read first. */
  sentAtOnce?: (entry: OutboxEntry) => boolean;
  /** The service has this write; called before its entry leaves the outbox. */
  landed?: (entry: OutboxEntry) => void;
  /** A write that waits though it is due (a restarted desk's, until its venue has synced); its booking waits with it. */
  held?: (entry: OutboxEntry) => boolean;
}

export interface ReplayResult {
  /** done: every pending entry was sent, found applied, or became a conflict. */
  outcome: 'done' | 'retry-later' | 'signed-out';
  /** Why the round stopped early; null when it did not. */
  error: DeskError | null;
  sent: number;
  alreadyApplied: number;
  conflicts: number;
}

const DEFAULT_PARALLEL = 4;

/** Shared by the lanes of one round: the counts, and the reason to stop once there is one. */
class Round {
  readonly result: ReplayResult = { outcome: 'done', error: null, sent: 0, alreadyApplied: 0, conflicts: 0 };

  get stopped(): boolean {
    return this.result.outcome !== 'done';
  }

  record(outcome: EntryOutcome): void {
    if (outcome.kind === 'stop') return this.stop(outcome.reason, outcome.error);
    if (outcome.event === 'sent') this.result.sent += 1;
    if (outcome.event === 'already-applied') this.result.alreadyApplied += 1;
    if (outcome.event === 'conflict') this.result.conflicts += 1;
  }

  /** Signed out outweighs a passing failure: no later round can succeed before someone signs in. */
  stop(reason: 'retry-later' | 'signed-out', error: DeskError): void {
    if (this.result.outcome === 'signed-out') return;
    this.result.outcome = reason;
    this.result.error = error;
  }
}

export class Replayer {
  private running: Promise<ReplayResult> | null = null;

  constructor(private readonly options: ReplayerOptions) {}

  /** A round is under way. */
  get replaying(): boolean {
    return this.running !== null;
  }

  /** One round. A call while a round runs joins it, so no entry is ever sent by two rounds at once. */
  replay(signal: AbortSignal = new AbortController().signal): Promise<ReplayResult> {
    this.running ??= this.round(signal).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * A write queued while the round runs is sent by it too: whoever queued it joins this round (replay()), and would
   * otherwise find the round over with the write still waiting for the next trigger.
   */
  private async round(signal: AbortSignal): Promise<ReplayResult> {
    const round = new Round();
    const seen = new Set<string>();
    for (let queues = this.queuesWithNew(seen); queues.length > 0 && !round.stopped; queues = this.queuesWithNew(seen)) {
      const lanes = Math.min(this.options.parallel ?? DEFAULT_PARALLEL, queues.length);
      await Promise.all(Array.from({ length: lanes }, () => this.lane(queues, round, signal)));
    }
    return round.result;
  }

  /** The whole pending queue of every booking with a pending write this round has not seen yet, in order. */
  private queuesWithNew(seen: Set<string>): OutboxEntry[][] {
    const pending = this.options.outbox.entries(this.options.accountId).filter((entry) => entry.state === 'pending');
    const fresh = pending.filter((entry) => !seen.has(entry.id));
    for (const entry of fresh) seen.add(entry.id);
    const codes = new Set(fresh.map((entry) => entry.write.code));
    return byBooking(pending.filter((entry) => codes.has(entry.write.code)));
  }

  /** Takes one booking's queue at a time and sends it in order; a conflict does not hold up the writes after it. */
  private async lane(queues: OutboxEntry[][], round: Round, signal: AbortSignal): Promise<void> {
    const context = this.entryContext();
    for (let queue = queues.shift(); queue; queue = queues.shift()) {
      for (const queued of queue) {
        if (signal.aborted) round.stop('retry-later', cancelled().toDeskError());
        if (round.stopped) return;
        // Read afresh: a person may have discarded it, or an earlier round changed it, since the round began.
        const entry = this.options.outbox.entry(this.options.accountId, queued.id);
        if (entry?.state !== 'pending') continue;
        // Still in its undo window, or held: it waits, and so does everything made after it on this booking.
        if (this.options.outbox.isWaiting(entry) || this.options.held?.(entry)) break;
        try {
          round.record(await replayEntry(context, entry, signal));
        } catch (error) {
          // The outbox could not record a step (the disk is full, say): stop, and let the back-off try again.
          round.stop('retry-later', toDeskError(error));
        }
      }
    }
  }

  private entryContext(): EntryContext {
    const { outbox, send, readBooking, onEvent, staffName, timeZone, sentAtOnce, landed, held } = this.options;
    return {
      outbox, send, readBooking, staffName: (id) => staffName?.(id) ?? null,
      mayStillSend: (entry) => !(held?.(entry) ?? false),
      timeZone: timeZone ?? computerTimeZone,
      sentAtOnce: (entry) => sentAtOnce?.(entry) ?? false,
      landed: (entry) => {
        try {
          landed?.(entry);
        } catch {
          // Remembering it is a courtesy to the next press; the write itself is done.
        }
      },
      emit: (event) => {
        try {
          onEvent?.(event);
        } catch {
          // A listener's bug must not leave an entry half-replayed.
        }
      },
    };
  }
}

/** Pending entries grouped by booking, each group in the order the writes were made. */
function byBooking(entries: readonly OutboxEntry[]): OutboxEntry[][] {
  const groups = new Map<string, OutboxEntry[]>();
  for (const entry of entries) {
    const group = groups.get(entry.write.code);
    if (group) group.push(entry);
    else groups.set(entry.write.code, [entry]);
  }
  return [...groups.values()];
}
