// Changes as they happen: every 15 s while the service answers, one booking/index asking only for bookings
// changed since the last answer (Checkfront's `last_modified`, "useful for getting bookings added or changed since
// your last call", prefixed ">" for "after"), asked in the service's own time. A page that brings nothing new costs
// that one request; a booking that did change is kept, and its record read again when the screens may show it, so
// the manifest has it within the interval. Nothing is read whole. In a venue, one desk asks for all (venue-feed.ts)
// and the others read only what it found.
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import { addDays, type Day } from '../../../shared/domain/dates.js';
import { readAmount, subtractAmounts, type Amount } from '../../../shared/domain/money.js';
import type { DeskLog } from '../log/desk-log.js';
import type { FetchPage, FetchRecord } from '../offline/sync/index.js';
import { learnRecords } from '../offline/sync/index.js';
import { MAX_PAGE_SIZE } from '../offline/sync/sync-runs.js';
import type { WorkingSet } from '../offline/working-set/index.js';
import { realTimers, type CancelTimer, type Timers } from '../platform/timers.js';

export const FEED_INTERVAL_MS = 15_000;
/** Asked from a little before the last ask: a change written while that answer was made is not missed. */
export const FEED_OVERLAP_MS = 5_000;
/** Before the first answer, the sync's own margin for a clock that may disagree with the service's. */
const FIRST_MARGIN_MS = 60_000;
/** Records read again in one round at most: more comes with the next rounds and the sync. */
const MAX_RECORDS_PER_ROUND = 40;
/** The days the screens show most (the manifest, the readiness board): a changed booking there is read again whole. */
const DAYS_AHEAD = 14;

/** The venue's one feed (venue-feed.ts): who asks, and what the asking desk found. */
export interface FeedShare {
  /** Whether this desk asks for the venue now (it leads, or the one that leads has gone quiet). */
  asksForVenue(): boolean;
  published(codes: readonly string[]): void;
  /** Codes another desk found since this desk last looked. */
  newsSinceLastLook(): string[];
}

export interface FeedHost {
  /** An account is open, signed in, and its service answers. */
  ready(): boolean;
  accountId(): string | null;
  workingSet(): WorkingSet | null;
  fetchPage: FetchPage;
  fetchRecord: FetchRecord;
  /** The service's clock now (epoch ms), when its answers have told it. */
  serviceNow(): number | null;
  deskNow(): number;
  share(): FeedShare | null;
  /** Bookings changed (stored, their records read again where it matters): the screens ask again. */
  changed(codes: string[]): void;
  log: DeskLog;
}

export interface FeedRound {
  requests: number;
  changed: string[];
}

/** Two amounts differ: both known, and not the same sum however written ("0" and "0.00" are one amount). */
function amountsDiffer(a: Amount | null, b: Amount | null): boolean {
  const difference = readAmount(subtractAmounts(a, b));
  return difference !== null && difference.units !== 0n;
}

/**
 * Whether the service's listing says something the copy does not. A member a listing leaves out (a live service's
 * has no days and no change time) is not compared, nor how an amount is written: only what changed.
 */
export function listingChanged(held: BookingSummary | null, incoming: BookingSummary): boolean {
  if (!held) return true;
  const known = <T>(a: T | null, b: T | null) => a !== null && b !== null && a !== b;
  return held.status.id !== incoming.status.id || amountsDiffer(held.total, incoming.total)
    || amountsDiffer(held.paid, incoming.paid) || amountsDiffer(held.due, incoming.due)
    || held.customer.name !== incoming.customer.name || held.customer.email !== incoming.customer.email
    || held.summary !== incoming.summary || held.dates !== incoming.dates
    || known(held.startDay, incoming.startDay) || known(held.endDay, incoming.endDay)
    || known(held.lastModified, incoming.lastModified);
}

export class ChangeFeed {
  /** Per account, the service's time (ms) the last answered request was sent at. */
  private readonly askedAt = new Map<string, number>();
  private running: Promise<FeedRound | null> | null = null;
  private timer: CancelTimer | null = null;
  private startedAt = 0;

  constructor(private readonly host: FeedHost, private readonly timers: Timers = realTimers,
    private readonly intervalMs = FEED_INTERVAL_MS) {}

  start(): void {
    this.timer ??= this.timers.every(this.intervalMs, () => {
      this.round().catch((error: unknown) => this.host.log.info('change feed', `a round did not finish: ${String(error)}`));
    });
  }

  async stop(): Promise<void> {
    this.timer?.();
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One round, unless one is under way (then that one's outcome); null when the desk cannot ask now. */
  round(): Promise<FeedRound | null> {
    if (!this.running) this.startedAt = this.host.deskNow();
    this.running ??= this.ask().finally(() => { this.running = null; });
    return this.running;
  }

  /** When the last round began (epoch ms, the desk's clock); 0 before the first. */
  get lastRoundAt(): number {
    return this.startedAt;
  }

  private async ask(): Promise<FeedRound | null> {
    const { host } = this;
    const accountId = host.accountId();
    const workingSet = host.workingSet();
    if (!accountId || !workingSet || !host.ready() || workingSet.lastSyncAt === null) return null;
    await workingSet.whole();
    const share = host.share();
    if (share && !share.asksForVenue()) return this.readNews(workingSet, share.newsSinceLastLook());
    const sentAt = host.serviceNow() ?? host.deskNow();
    const asked = this.askedAt.get(accountId);
    // The sync's time is the desk's: moved onto the service's clock, with the sync's own margin.
    const from = asked !== undefined ? asked - FEED_OVERLAP_MS : workingSet.lastSyncAt * 1000 + (sentAt - host.deskNow()) - FIRST_MARGIN_MS;
    const found: BookingSummary[] = [];
    let requests = 0;
    for (let page = 1; page <= 100; page += 1) {
      const answer = await host.fetchPage({ lastModified: { from: new Date(from) }, limit: MAX_PAGE_SIZE, page },
        new AbortController().signal);
      requests += 1;
      found.push(...answer.bookings);
      if (answer.bookings.length < MAX_PAGE_SIZE) break;
    }
    this.askedAt.set(accountId, sentAt);
    const changed = found.filter((summary) => listingChanged(workingSet.summary(summary.code), summary));
    if (changed.length === 0) {
      share?.published([]);
      return { requests, changed: [] };
    }
    const nowSeconds = Math.floor(host.deskNow() / 1000);
    workingSet.putSummaries(changed, nowSeconds);
    const codes = changed.map((summary) => summary.code);
    share?.published(codes);
    const read = await this.readAgain(workingSet, codes);
    host.changed(read.told);
    return { requests: requests + read.requests, changed: read.told };
  }

  /** What another desk of the venue found: the records that matter here are read again, the rest waits for the sync. */
  private async readNews(workingSet: WorkingSet, codes: string[]): Promise<FeedRound> {
    if (codes.length === 0) return { requests: 0, changed: [] };
    const { requests, told } = await this.readAgain(workingSet, codes, true);
    if (told.length > 0) this.host.changed(told);
    return { requests, changed: told };
  }

  /**
   * Records of changed bookings the screens show soon (or the desk holds, or cannot place), read again. A code whose
   * own record fails (a booking the service does not have: another desk's round may name one) costs only itself: the
   * others are read in the same round, and a code the desk neither holds nor could read is not told to the screens.
   */
  private async readAgain(workingSet: WorkingSet, codes: readonly string[], unknownToo = false): Promise<{ requests: number; told: string[] }> {
    const today = workingSet.today();
    const last: Day = addDays(today, DAYS_AHEAD);
    const wanted = codes.filter((code) => {
      const summary = workingSet.summary(code);
      if (!summary) return unknownToo;
      if (summary.startDay === null) return true;
      return (summary.startDay <= last && (summary.endDay ?? summary.startDay) >= addDays(today, -1))
        || workingSet.detail(code) !== null;
    }).slice(0, MAX_RECORDS_PER_ROUND);
    if (wanted.length === 0) return { requests: 0, told: [...codes] };
    const unread = new Set<string>();
    const requests = await learnRecords({ workingSet, concurrency: 2, nowSeconds: () => Math.floor(this.host.deskNow() / 1000) },
      wanted, this.host.fetchRecord, new AbortController().signal, (code, failure) => {
        unread.add(code);
        this.host.log.info('change feed', `the record of ${code} was not read: ${failure.message}`);
      });
    return { requests, told: codes.filter((code) => !unread.has(code) || workingSet.summary(code) !== null) };
  }
}
