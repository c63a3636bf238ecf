// The heavy reads of a working set (every booking filtered and sorted for a list, search, reports), answered off
// the thread that answers the screens once the set is large: a worker thread (reads-worker.ts) holds a copy of the
// bookings, sent once and then kept up to date change by change, and answers from it, on the machine's other core.
// Why a worker rather than pieces that yield: a report over 100,000 bookings in pieces still spends hundreds of
// milliseconds of the answering thread, and every call waits its turn between them; a worker spends none of it,
// and a check-in pressed meanwhile is answered at once. A small set answers here, in pieces, as it always did: a
// worker and a copy would cost more than they save, and the same code answers either way (local-reads.ts,
// search.ts, reports/report-answers.ts). If the worker fails, the reads are answered here until it is started again.
import type { BookingSummary } from '../../../../../shared/contract/model/booking.js';
import type { BookingQuery } from '../../../../../shared/contract/model/booking-query.js';
import type { DateBasis, Report, ReportBooking, ReportQuery } from '../../../../../shared/contract/model/report.js';
import type { Day } from '../../../../../shared/domain/dates.js';
import type { DayRange } from '../../../../../shared/domain/report-period.js';
import { DEFAULT_REVENUE } from '../../../../../shared/domain/statuses.js';
import { deepFreeze } from '../../../platform/deep-freeze.js';
import { runInPieces, yieldToScreens } from '../../../platform/yield-to-screens.js';
import type { ReportsAhead } from '../../../reports/build-report.js';
import { ReportAnswers, type ReportFacts, type ReportList } from '../../../reports/report-answers.js';
import type { ReportSource } from '../../../reports/report-entry.js';
import { bookingPage, bookingsScan } from '../local-reads.js';
import { provenListings } from '../proven-listings.js';
import { searchScan } from '../search.js';
import { dayOrdinal, type StoredBooking } from '../stored-booking.js';
import type { WorkingSetParts } from '../working-set-parts.js';
import type { LocalBookingPage } from '../working-set-types.js';
import type { Answer, ReadAsk } from './read-asks.js';
import type { ListAnswer } from './read-model.js';
import { writeRecord, writtenWhole, type ReadChange } from './read-record.js';
import { ReadsThread } from './reads-thread.js';

/**
 * From this many bookings held, the reads go to a worker. Below it every read costs the answering thread a few
 * milliseconds (a report over 5,000 bookings, a first sort, a search), and most desks stay there.
 */
export const OFF_THREAD_FROM = 5_000;
/** Bookings sent to the worker in one message, with the screens' calls between two: a few milliseconds each. */
const SENT_AT_ONCE = 2_000;
/**
 * Bookings changed in one turn sent to the worker in that turn; the rest follow, this many a turn, with the screens'
 * calls between. A busy day's lists read for the first time change its 1,100 bookings at once: sent together, 16 ms
 * of the answering thread in the piece that had just learned them (6 ms) at 100,000 bookings.
 */
const SENT_IN_A_TURN = 250;
/** Reports kept on this thread while the copy stands: the periods and bases a manager flips between. */
const REPORTS_KEPT = 16;
/** Listings' proofs taken between two pauses: a few milliseconds. */
const PROOFS_AT_ONCE = 5_000;
/** A worker that failed this often is not started again: the reads stay here. */
const MOST_STARTS = 3;

export interface ReadsOptions {
  parts: WorkingSetParts;
  /** The working set's report sources, kept here for a small set. */
  localSources: () => readonly ReportSource[];
  /** Every booking is read from the file: before that no copy can be whole. */
  whole: () => boolean;
  /** A full sync has ended and none is under way: the copy holds the account as a whole. */
  synced: () => boolean;
  /** The account's parameters that are no guests, as reports are asked with them (ReportFacts.notGuests). */
  notGuests: () => readonly string[];
  /** What the named periods' day sums are made ahead for, besides the revenue statuses (the last report's). */
  reportsAhead: () => Omit<ReportsAhead, 'revenueStatuses'>;
  offThreadFrom: number;
  log: (message: string) => void;
}

export class Reads {
  private thread: ReadsThread | null = null;
  private starts = 0;
  private readonly slotOf = new Map<string, number>();
  /** The booking each slot names, as last sent: an answer's slots are read here, not looked up by code. */
  private readonly entryAt: (StoredBooking | undefined)[] = [];
  /** For each slot, the number of the change (changesPosted) that last sent its booking to the worker. */
  private readonly sentIn: number[] = [];
  /** Changes posted to the worker so far, counted one by one. */
  private changesPosted = 0;
  private readonly freeSlots: number[] = [];
  private readonly pending = new Set<string>();
  private bookmarks = false;
  private scheduled = false;
  /** The worker being sent every booking: asks wait for it. */
  private catchingUp: Promise<void> = Promise.resolve();
  private sendingAll = 0;
  private readonly reports = new ReportAnswers();
  /** Changes sent to the worker so far: an answer asked before the last one may be of the copy before it. */
  private sent = 0;
  /**
   * The worker's reports since it last heard of a change, frozen: asked again (a manager flipping between periods),
   * each is answered here at once, and passes the contract's check as it did the first time (desk/output-checks.ts).
   */
  private readonly answered = new Map<string, Report>();
  private closed = false;
  /** The worker's last preparation (every column's order, what reports read first): its heap before it, in bytes. */
  private prepared: Promise<number> = Promise.resolve(0);
  /** The statuses the last report asked counted as revenue: a manager's next reports most likely count the same. */
  private revenueStatuses: readonly string[] = DEFAULT_REVENUE;

  constructor(private readonly options: ReadsOptions) {}

  /** Whether the heavy reads are answered by the worker (the set is large and the worker is working). */
  get offThread(): boolean {
    return this.thread?.working === true;
  }

  /** A booking's listing, record or learned items changed, or it left. */
  changed(code: string): void {
    if (!this.thread) return;
    this.pending.add(code);
    this.schedule();
  }

  /** Every booking may read otherwise (the catalogue changed, the set was read whole): all are sent again. */
  allChanged(): void {
    if (this.thread) this.sendAll();
  }

  bookmarksChanged(): void {
    if (!this.thread) return;
    this.bookmarks = true;
    this.schedule();
  }

  /** The set grew, or was read whole: a large one starts its worker. */
  consider(): void {
    const { parts, whole, offThreadFrom } = this.options;
    if (this.thread || this.closed || this.starts >= MOST_STARTS || !whole() || parts.bookings.size < offThreadFrom) return;
    this.starts += 1;
    const thread = new ReadsThread((error) => {
      this.options.log(`the reads' worker stopped (${error.message}); lists, search and reports are worked out here meanwhile.`);
      if (this.thread === thread) this.thread = null;
      this.consider();
    });
    this.thread = thread;
    this.slotOf.clear();
    this.entryAt.length = 0;
    this.sentIn.length = 0;
    this.freeSlots.length = 0;
    this.pending.clear();
    this.bookmarks = true;
    this.sendAll();
    if (this.options.synced()) this.prepare();
  }

  /**
   * The copy is whole and a full sync has ended: the worker makes every column's order and what reports read first
   * now (read-model.ts), once every booking has reached it, rather than at a person's first sort or report.
   */
  prepare(): void {
    const thread = this.thread;
    if (!thread) return;
    this.prepared = this.catchingUp.then(() => {
      this.flush();
      return thread.prepare(this.options.notGuests(), { ...this.options.reportsAhead(), revenueStatuses: this.revenueStatuses });
    }).catch(() => 0);
  }

  /** Once the worker's preparation is done: its heap before it, in bytes (0 without a worker). For the benchmarks. */
  whenPrepared(): Promise<number> {
    return this.prepared;
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => this.sendChanged());
  }

  /**
   * The changes waiting, SENT_IN_A_TURN now and the rest in later turns. Nothing reads the worker's copy without
   * sending every change first (post, report, entries), so an answer never misses one still waiting here.
   */
  private sendChanged(): void {
    this.scheduled = false;
    if (this.pending.size <= SENT_IN_A_TURN || this.closed) {
      this.flush();
      return;
    }
    const codes: string[] = [];
    for (const code of this.pending) {
      if (codes.length === SENT_IN_A_TURN) break;
      codes.push(code);
    }
    for (const code of codes) this.pending.delete(code);
    this.send(codes);
    this.scheduled = true;
    void yieldToScreens().then(() => this.sendChanged());
  }

  private slotFor(entry: StoredBooking): number {
    const { code } = entry.summary;
    let slot = this.slotOf.get(code);
    if (slot === undefined) {
      slot = this.freeSlots.pop() ?? this.entryAt.length;
      this.slotOf.set(code, slot);
    }
    this.entryAt[slot] = entry;
    // The change being written is posted next.
    this.sentIn[slot] = this.changesPosted + 1;
    return slot;
  }

  /** The bookings named, as they stand now (a booking that left is dropped), in messages of SENT_AT_ONCE. */
  private send(codes: readonly string[]): void {
    const { parts } = this.options;
    for (let at = 0; at < codes.length || (at === 0 && this.bookmarks); at += SENT_AT_ONCE) {
      const change: ReadChange = { rows: [], drop: [] };
      for (const code of codes.slice(at, at + SENT_AT_ONCE)) {
        const entry = parts.bookings.entries.get(code);
        if (entry) {
          writeRecord(change.rows, parts, entry, this.slotFor(entry));
          continue;
        }
        const slot = this.slotOf.get(code);
        if (slot === undefined) continue;
        change.drop.push(slot);
        this.slotOf.delete(code);
        this.entryAt[slot] = undefined;
        this.freeSlots.push(slot);
      }
      if (this.bookmarks) {
        change.bookmarked = [...parts.bookings.bookmarked];
        this.bookmarks = false;
      }
      this.thread?.send(change);
      this.changesPosted += 1;
      this.sent += 1;
      this.answered.clear();
    }
  }

  private flush(): void {
    if (this.pending.size === 0 && !this.bookmarks) return;
    const codes = [...this.pending];
    this.pending.clear();
    this.send(codes);
  }

  /** Every booking, a few thousand at a time with the screens' calls between; changes meanwhile go as they come. */
  private sendAll(): void {
    this.sendingAll += 1;
    // Every booking may read otherwise: no report of the copy before stands, from now on.
    this.sent += 1;
    this.answered.clear();
    this.catchingUp = this.catchingUp.then(async () => {
      const codes = [...this.options.parts.bookings.entries.keys()];
      for (let at = 0; at < codes.length && this.thread; at += SENT_AT_ONCE) {
        this.send(codes.slice(at, at + SENT_AT_ONCE));
        await yieldToScreens();
      }
    }).finally(() => { this.sendingAll -= 1; });
  }

  /**
   * The worker's answer from the bookings as they are when asked (every change made before is sent first; while
   * every booking is being sent, once that is done); null: answer here.
   */
  private ask<A extends ReadAsk>(ask: A, posted?: (changes: number) => void): Promise<Answer<A> | null> {
    if (!this.offThread) return Promise.resolve(null);
    return this.sendingAll > 0 ? this.catchingUp.then(() => this.post(ask, posted)) : this.post(ask, posted);
  }

  /** `posted`: told how many changes the worker had been sent when asked (its answer is of those, and no later). */
  private async post<A extends ReadAsk>(ask: A, posted?: (changes: number) => void): Promise<Answer<A> | null> {
    this.flush();
    const thread = this.thread;
    if (!thread?.working) return null;
    posted?.(this.changesPosted);
    try {
      return await thread.ask(ask);
    } catch (error) {
      if (this.closed) throw error;
      this.options.log(`the reads' worker could not answer (${String(error)}); answered here instead.`);
      return null;
    }
  }

  /**
   * The bookings named by slots, as the working set holds them now (the changes still waiting are sent first, so a
   * slot names the booking as it stands by the time an answer arrives); any that left meanwhile are left out.
   */
  private entries(slots: Int32Array): StoredBooking[] {
    this.flush();
    // Made at its length: grown one by one, the Bookings list's 100,000 left twice its size in garbage at every read.
    const found = new Array<StoredBooking>(slots.length);
    let count = 0;
    for (const slot of slots) {
      const entry = this.entryAt[slot];
      if (entry) found[count++] = entry;
    }
    found.length = count;
    return found;
  }

  /**
   * The listings the worker proved against the contract, as its answer says (`proven`, one for each slot): those
   * whose copy the worker holds is the listing held here, sent no later than the ask (`changes`: how many had been
   * posted then; a booking sent again since may be another listing in the same slot), and carried whole.
   */
  private *takeProofs(slots: Int32Array, proven: Uint8Array, changes: number): Generator<void, void> {
    for (let at = 0; at < slots.length; at += 1) {
      if (at % PROOFS_AT_ONCE === PROOFS_AT_ONCE - 1) yield;
      const slot = slots[at]!;
      const entry = this.entryAt[slot];
      if (!entry || proven[at] !== 1 || this.sentIn[slot]! > changes || provenListings.has(entry.summary)) continue;
      if (writtenWhole(entry.summary)) provenListings.add(entry.summary);
    }
  }

  /** The worker's list answer as a page the screens read, its proofs taken first. */
  private *answeredPage(answer: ListAnswer, changes: number): Generator<void, LocalBookingPage> {
    const { slots, proven, ...found } = answer;
    // The slots read at once (a slot freed meanwhile could name another booking), the rows made in pieces; a proof
    // taken in a later piece is of a booking sent no later than the ask, whatever its slot names by then.
    const entries = this.entries(slots);
    yield* this.takeProofs(slots, proven, changes);
    return yield* bookingPage(this.options.parts, { found: { ...found, entries }, inexact: found.inexact }, true);
  }

  /**
   * A page of the query over every booking, from the bookings as they are when asked; its listings proven against
   * the contract by the worker, not parsed again on this thread when sent (the Bookings list read whole is 100,000).
   */
  list(query: BookingQuery, today: Day): Promise<LocalBookingPage> {
    const here = () => runInPieces(bookingsScan(this.options.parts, query, today, true));
    if (!this.offThread) return here();
    let changes = 0;
    return this.ask({ kind: 'list', query, today }, (posted) => { changes = posted; })
      .then((answer) => (answer ? runInPieces(this.answeredPage(answer, changes)) : here()));
  }

  search(text: string, limit: number, today: Day): Promise<BookingSummary[]> {
    const here = () => runInPieces(searchScan([...this.options.parts.bookings.entries.values()], text, limit, dayOrdinal(today)));
    if (!this.offThread) return here();
    return this.ask({ kind: 'search', text, limit, today })
      .then((answer) => (answer ? this.entries(answer).map((entry) => entry.summary) : here()));
  }

  async report(facts: ReportFacts, query: ReportQuery): Promise<Report> {
    // A change made in this turn goes first, and with it every report kept of the copy before it.
    this.flush();
    this.revenueStatuses = query.revenueStatuses;
    const key = JSON.stringify([facts, query]);
    const kept = this.answered.get(key);
    if (kept) return kept;
    const asked = this.sent;
    const answer = await this.ask({ kind: 'report', facts, query });
    if (!answer) return this.reports.run(this.options.localSources(), facts, query);
    // Kept only if nothing was sent to the worker meanwhile (the answer may predate that change, or not).
    if (asked === this.sent) {
      if (this.answered.size >= REPORTS_KEPT) this.answered.delete(this.answered.keys().next().value!);
      this.answered.set(key, deepFreeze(answer));
    }
    return answer;
  }

  async reportRows(facts: ReportFacts, query: ReportQuery, list: ReportList, from: number, count: number):
    Promise<ReportBooking[]> {
    return await this.ask({ kind: 'reportRows', facts, query, list, from, count }) ??
      this.reports.rows(this.options.localSources(), facts, query, list, from, count);
  }

  async withoutCounts(range: DayRange, basis: DateBasis, timeZone: string): Promise<string[]> {
    return await this.ask({ kind: 'withoutCounts', range, basis, timeZone }) ??
      this.reports.withoutCounts(this.options.localSources(), range, basis, timeZone);
  }

  /** The worker's heap in bytes (0 without one), after a collection when `collect`: for the benchmarks. */
  async workerHeap(collect: boolean): Promise<number> {
    return (await this.ask({ kind: 'heap', collect })) ?? 0;
  }

  async close(): Promise<void> {
    this.closed = true;
    const thread = this.thread;
    this.thread = null;
    await thread?.close();
  }
}
