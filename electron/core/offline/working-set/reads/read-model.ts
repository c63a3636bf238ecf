// The bookings as the reads' worker holds them (a copy of the working set's, made once and then kept up to date
// by each change): the lists' orders, the search index and the reports' sources, and the answers read from them.
// Answers name bookings by slot (read-record.ts): the thread that holds the working set has the bookings themselves.
import type { BookingQuery, BookingSort } from '../../../../../shared/contract/model/booking-query.js';
import type { Report, ReportBooking, ReportQuery, DateBasis } from '../../../../../shared/contract/model/report.js';
import type { Day } from '../../../../../shared/domain/dates.js';
import { runAtOnce } from '../../../../../shared/domain/run-at-once.js';
import type { DayRange } from '../../../../../shared/domain/report-period.js';
import { ReportAnswers, type ReportFacts, type ReportList } from '../../../reports/report-answers.js';
import type { ReportSource } from '../../../reports/report-entry.js';
import { BookingOrders } from '../booking-orders.js';
import { KeyedList } from '../keyed-list.js';
import type { InexactFilter, KnownItems } from '../local-query.js';
import { listScan, type ListSource } from '../local-reads.js';
import { StoredBooking } from '../stored-booking.js';
import type { ReadChange, ReadRecord } from './read-record.js';
import { SearchIndex } from './search-index.js';

export interface ListAnswer {
  slots: Int32Array;
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

interface Held {
  entry: StoredBooking;
  slot: number;
  known: KnownItems;
}

export class ReadModel implements ListSource {
  private readonly bySlot = new Map<number, Held>();
  private readonly slotOf = new Map<StoredBooking, Held>();
  private readonly orders = new BookingOrders();
  private readonly index = new SearchIndex();
  private readonly sources = new KeyedList<number, ReportSource>();
  private readonly slotOfSource = new Map<ReportSource, number>();
  private readonly sets = new SameSets();
  private readonly reports = new ReportAnswers();
  bookmarked: ReadonlySet<string> = new Set();

  get size(): number {
    return this.bySlot.size;
  }

  apply(change: ReadChange): void {
    for (const slot of change.drop) this.drop(slot);
    for (const record of change.put) this.put(record);
    if (change.bookmarked) this.bookmarked = new Set(change.bookmarked);
  }

  private put(record: ReadRecord): void {
    this.drop(record.slot);
    const entry = new StoredBooking(record.summary, record.fetchedAt);
    const held = { entry, slot: record.slot, known: { ids: this.sets.of(record.items), exact: record.itemsExact } };
    this.bySlot.set(record.slot, held);
    this.slotOf.set(entry, held);
    this.orders.add(entry);
    this.index.add(entry);
    const { contents, itemIds, itemsExact, startTime } = record.source;
    const source: ReportSource = { summary: record.summary, contents, itemIds: this.sets.of(itemIds), itemsExact, startTime };
    this.sources.set(record.slot, source);
    this.slotOfSource.set(source, record.slot);
  }

  private drop(slot: number): void {
    const held = this.bySlot.get(slot);
    if (!held) return;
    this.bySlot.delete(slot);
    this.slotOf.delete(held.entry);
    this.orders.remove(held.entry);
    this.index.remove(held.entry);
    this.sources.delete(slot, (source) => this.slotOfSource.get(source)!);
  }

  inOrder(): readonly StoredBooking[] {
    return this.orders.inOrder();
  }

  sortedBy(sort: BookingSort): readonly StoredBooking[] {
    return this.orders.sortedBy(sort);
  }

  itemsOf(entry: StoredBooking): KnownItems {
    return this.slotOf.get(entry)!.known;
  }

  private slots(entries: readonly StoredBooking[]): Int32Array {
    return Int32Array.from(entries, (entry) => this.slotOf.get(entry)!.slot);
  }

  list(query: BookingQuery, today: Day): ListAnswer {
    const { found, inexact } = runAtOnce(listScan(this, query, today, false));
    return { slots: this.slots(found.entries), page: found.page, pages: found.pages, total: found.total, inexact };
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
