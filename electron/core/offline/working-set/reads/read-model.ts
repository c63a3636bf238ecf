// The bookings as the reads' worker holds them (a copy of the working set's, made once and then kept up to date
// by each change): the lists' orders, the search index and the reports' sources, and the answers read from them.
// Answers name bookings by slot (read-record.ts): the thread that holds the working set has the bookings themselves.
// Lean, since it is a second copy of every booking: each booking is one object beside its listing (its slot, items
// and report source on it, found by slot in an array rather than through maps), and texts that repeat across
// bookings are held once (interned.ts).
import { bookingSummarySchema } from '../../../../../shared/contract/model/booking.js';
import type { BookingQuery, BookingSort } from '../../../../../shared/contract/model/booking-query.js';
import type { Report, ReportBooking, ReportQuery, DateBasis } from '../../../../../shared/contract/model/report.js';
import type { Day } from '../../../../../shared/domain/dates.js';
import { runAtOnce } from '../../../../../shared/domain/run-at-once.js';
import type { DayRange } from '../../../../../shared/domain/report-period.js';
import type { ReportsAhead } from '../../../reports/build-report.js';
import { ReportAnswers, type ReportFacts, type ReportList } from '../../../reports/report-answers.js';
import type { ReportSource } from '../../../reports/report-entry.js';
import { BookingOrders } from '../booking-orders.js';
import { KeyedList } from '../keyed-list.js';
import type { InexactFilter, KnownItems } from '../local-query.js';
import { listScan, type ListSource } from '../local-reads.js';
import { StoredBooking } from '../stored-booking.js';
import { Interned } from './interned.js';
import { readRecords, type ReadChange, type ReadRecord } from './read-record.js';
import { SearchIndex } from './search-index.js';

export interface ListAnswer {
  slots: Int32Array;
  /** For each slot, 1: its listing passed the contract's listing schema here (see HeldBooking.proven). */
  proven: Uint8Array;
  page: number;
  pages: number;
  total: number;
  inexact: InexactFilter[];
}

/** Item sets repeat (a few combinations of a catalogue's items): one set for each, not one per booking. */
class SameSets {
  private readonly sets = new Map<string, ReadonlySet<number>>();

  of(ids: readonly number[]): ReadonlySet<number> {
    const key = ids.join(',');
    let set = this.sets.get(key);
    if (!set) this.sets.set(key, (set = new Set(ids)));
    return set;
  }
}

/** A report source that knows its booking's slot: the report list moves its last source into a freed place. */
type HeldSource = ReportSource & { readonly slot: number };

/** One booking of the copy: its listing and keys, and what the item filter and reports read of it. */
class HeldBooking extends StoredBooking {
  readonly slot: number;
  readonly known: KnownItems;
  readonly source: HeldSource;
  /**
   * The listing passes the contract's listing schema: proven here, on this thread's time, so that the thread that
   * answers the screens sends its own listing unparsed (reads.ts, desk/output-checks.ts).
   */
  readonly proven: boolean;

  constructor(record: ReadRecord, interned: Interned, sets: SameSets) {
    const { summary } = record;
    super(summary, record.fetchedAt, interned.keys(summary.code, summary.customer.name, summary.customer.email));
    this.proven = bookingSummarySchema.safeParse(summary).success;
    this.slot = record.slot;
    this.known = { ids: sets.of(record.items), exact: record.itemsExact };
    const { contents, itemIds, itemsExact, startTime } = record.source;
    this.source = { summary, contents, itemIds: sets.of(itemIds), itemsExact, startTime, slot: record.slot };
  }
}

const slotOfSource = (source: ReportSource) => (source as HeldSource).slot;

export class ReadModel implements ListSource {
  private readonly held: (HeldBooking | undefined)[] = [];
  private count = 0;
  private readonly orders = new BookingOrders();
  private readonly index = new SearchIndex();
  private readonly sources = new KeyedList<number, ReportSource>();
  private readonly interned = new Interned();
  private readonly sets = new SameSets();
  private readonly reports = new ReportAnswers();
  bookmarked: ReadonlySet<string> = new Set();

  get size(): number {
    return this.count;
  }

  apply(change: ReadChange): void {
    for (const slot of change.drop) this.drop(slot);
    readRecords(change.rows, this.interned, (record) => this.put(record));
    if (change.bookmarked) this.bookmarked = new Set(change.bookmarked);
    this.interned.trim(this.count);
  }

  /**
   * A booking new or changed. A changed one keeps its place among the report sources: the date orders and the day
   * sums kept for the copy (reports/date-index.ts, day-sums.ts) still hold for every booking whose date and place
   * did not change, where moving it last (and the last into its place) had every report's first ask after a sync
   * sort each basis again (17–30 ms at 20,000 bookings).
   */
  private put(record: ReadRecord): void {
    this.unhold(record.slot);
    const entry = new HeldBooking(record, this.interned, this.sets);
    this.held[record.slot] = entry;
    this.count += 1;
    this.orders.add(entry);
    this.index.add(entry);
    this.sources.set(record.slot, entry.source);
  }

  /** The slot's booking out of the orders and the index; its source stays until replaced or dropped. */
  private unhold(slot: number): boolean {
    const entry = this.held[slot];
    if (!entry) return false;
    this.held[slot] = undefined;
    this.count -= 1;
    this.orders.remove(entry);
    this.index.remove(entry);
    return true;
  }

  private drop(slot: number): void {
    if (this.unhold(slot)) this.sources.delete(slot, slotOfSource);
  }

  /**
   * Places the bookings changed since the last answer in the listing order and the search index: done while the
   * worker has nothing to answer, a person's next list or search does not wait for it (the first search after a
   * copy of 100,000 sorted them all: 200 ms).
   */
  settle(): void {
    this.orders.settle();
    this.index.settle();
  }

  /**
   * A column's order, made once the copy is whole, so that a person's first sort by any column is read from an
   * order kept, as every later one is, rather than waiting for 100,000 bookings to be sorted (66–187 ms at 100,000).
   * Each order is kept all day anyway once asked (1 MiB at 100,000); making them at the sync's end puts that work
   * on the worker while nobody waits for it.
   */
  prepareOrder(sort: BookingSort): void {
    this.orders.sortedBy(sort);
  }

  /**
   * What a first report of any period and basis reads (each booking prepared, each basis's order), made now; and the
   * steps that sum the days of the periods a manager names (build-report.ts reportDaysAhead).
   */
  prepareReports(notGuests: readonly string[], ahead: ReportsAhead): (() => void)[] {
    return this.reports.prepare(this.sources.all(), notGuests, ahead);
  }

  inOrder(): readonly StoredBooking[] {
    return this.orders.inOrder();
  }

  sortedBy(sort: BookingSort): readonly StoredBooking[] {
    return this.orders.sortedBy(sort);
  }

  itemsOf(entry: StoredBooking): KnownItems {
    return (entry as HeldBooking).known;
  }

  private slots(entries: readonly StoredBooking[]): Int32Array {
    return Int32Array.from(entries, (entry) => (entry as HeldBooking).slot);
  }

  list(query: BookingQuery, today: Day): ListAnswer {
    const { found, inexact } = runAtOnce(listScan(this, query, today, false));
    const proven = Uint8Array.from(found.entries, (entry) => ((entry as HeldBooking).proven ? 1 : 0));
    return { slots: this.slots(found.entries), proven, page: found.page, pages: found.pages, total: found.total, inexact };
  }

  search(text: string, limit: number, today: Day): Int32Array {
    return this.slots(this.index.search(text, limit, today));
  }

  report(facts: ReportFacts, query: ReportQuery): Report {
    return this.reports.run(this.sources.all(), facts, query);
  }

  reportRows(facts: ReportFacts, query: ReportQuery, list: ReportList, from: number, count: number): ReportBooking[] {
    return this.reports.rows(this.sources.all(), facts, query, list, from, count);
  }

  withoutCounts(range: DayRange, basis: DateBasis, timeZone: string): string[] {
    return this.reports.withoutCounts(this.sources.all(), range, basis, timeZone);
  }
}
