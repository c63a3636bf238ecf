// The working set of one account: what the desk has fetched, kept on disk sealed, so every screen
// can still answer when the service cannot be reached, saying how old its answer is. Each change is appended to its
// file (disk/journal.ts); opening reads the days around today first (loader.ts), and reads that need every booking
// wait for `whole()`, which reads the rest (a moment after the open, if nothing asks before).
import type { AccountInfo } from '../../../../shared/contract/model/account.js';
import type { BookingContents } from '../../../../shared/contract/model/booking-contents.js';
import type { BookingDetail, BookingNote, BookingSummary } from '../../../../shared/contract/model/booking.js';
import type { BookingQuery } from '../../../../shared/contract/model/booking-query.js';
import type { Calendar, CalendarQuery, Category, Item } from '../../../../shared/contract/model/catalogue.js';
import { addDays, computerTimeZone, dayInZone, type Day } from '../../../../shared/domain/dates.js';
import { DEFAULT_MAX_BOOKINGS } from '../../../../shared/domain/desk-limits.js';
import type { CalendarAnswer } from './calendar-store.js';
import { ChangeLog } from './change-log.js';
import { bookingsStartingIn, codesOn, codesWithoutRecord, contentsOfCode, dayBookings, itemsOnDay } from './day-bookings.js';
import { mapInPieces, runInPieces } from '../../platform/yield-to-screens.js';
import { realTimers, type CancelTimer } from '../../platform/timers.js';
import { guestScan, type NamedGuest } from './guest-search.js';
import { overbooked, type OverbookedDay } from './occupancy.js';
import { DebouncedWriter } from './debounced-writer.js';
import { Journal } from './disk/journal.js';
import { WorkingSetFile } from './disk/working-set-file.js';
import type { FullSyncCursor } from './full-sync-cursor.js';
import { LoadState } from './load-state.js';
import { loadWorkingSet } from './loader.js';
import { bookingsScan, localDetail } from './local-reads.js';
import { runAtOnce } from '../../../../shared/domain/run-at-once.js';
import type { NotesAnswer } from './notes-store.js';
import { OFF_THREAD_FROM, Reads } from './reads/reads.js';
import { ReportSources, sourceOf } from './report-sources.js';
import { searchScan } from './search.js';
import { dayOrdinal } from './stored-booking.js';
import { emptyParts, type WorkingSetParts } from './working-set-parts.js';
import type { ReportSource } from '../../reports/report-entry.js';
import type { ReportFacts, ReportList } from '../../reports/report-answers.js';
import type { DateBasis, Report, ReportBooking, ReportQuery } from '../../../../shared/contract/model/report.js';
import type { DayRange } from '../../../../shared/domain/report-period.js';
import type { LocalBookingPage, LocalDetail, WorkingSetOptions } from './working-set-types.js';

/**
 * The bookings not read at open wait this long for a read that needs them: meanwhile the first screen is drawn. Read
 * at once, they took the thread that answers the page, and a share of the cores it draws on, while it started (a desk
 * started with the service down, 20,000 bookings, browser mode, load 8–9: the page's scripts arrived p50 275 → 137 ms
 * after they were asked; first rows moved less than the machine's load moves them).
 */
const READ_REST_AFTER_MS = 1_500;
/** A day's contents made between two turns of the screens' calls: a few milliseconds the first time. */
const CONTENTS_AT_ONCE = 250;

/** Two catalogues name the same items by the same names. */
const sameNames = (a: readonly Item[], b: readonly Item[]): boolean =>
  a.length === b.length && a.every((item, at) => item.id === b[at]!.id && item.name === b[at]!.name);

export class WorkingSet {
  private readonly writer: DebouncedWriter;
  private readonly journal: Journal;
  private readonly sources = new ReportSources();
  private readonly reads: Reads;
  private readonly changeLog = new ChangeLog();
  private readonly now: () => number;
  private zone: string;
  private readonly load = new LoadState();
  private cancelRestRead: CancelTimer = () => undefined;
  private version = 0;
  /**
   * What the service's counters claimed the account holds when the last full sync found them disagreeing with the
   * records it served; null when they agreed (kept in memory: the next full sync says it again).
   */
  serviceSaid: number | null = null;

  private constructor(private readonly parts: WorkingSetParts, private readonly file: WorkingSetFile, options: WorkingSetOptions) {
    this.now = options.now ?? Date.now;
    this.zone = options.timeZone ?? computerTimeZone();
    this.journal = new Journal(file, {
      parts, loaded: () => this.load.whole(), mayCompact: () => parts.fullSync === null,
    });
    this.writer = new DebouncedWriter((closing) => this.journal.write(closing), options.debounceMs ?? 2000, options.log,
      options.timers ?? realTimers);
    this.reads = new Reads({
      parts, localSources: () => this.sources.all(parts), whole: () => this.load.complete,
      synced: () => parts.lastFullSyncAt !== null && parts.fullSync === null,
      notGuests: options.notGuests ?? (() => []),
      reportsAhead: () => ({ items: this.items().items, timeZone: this.timeZone, today: this.today() }),
      offThreadFrom: options.readsOffThreadFrom ?? OFF_THREAD_FROM, log: options.log,
    });
  }

  /** Counts changes since the set opened: a screen holding pages of it knows when they no longer fit together. */
  get generation(): number {
    return this.version;
  }

  /** The bookings changed after the set's `generation`; null when the set cannot say (too long ago, or everything). */
  changedSince(generation: number): string[] | null {
    return this.changeLog.since(generation);
  }

  /** Marks the change for the next (debounced) write of the file, and pages held of the set as out of date. */
  private touched(): void {
    this.version += 1;
    this.writer.touch();
  }

  static async open(options: WorkingSetOptions): Promise<WorkingSet> {
    const file = new WorkingSetFile({
      folder: options.folder, accountId: options.accountId, key: options.key, log: options.log,
    });
    const parts = emptyParts(options.maxBookings ?? DEFAULT_MAX_BOOKINGS, options.pinned ?? (() => []));
    const workingSet = new WorkingSet(parts, file, options);
    const opened = await file.open();
    // The account's own zone as last learned, unless the desk already knows it: "today" is the account's day offline too.
    const kept = opened.parts.account?.info;
    if (kept && !options.timeZone) workingSet.useTimeZone(kept.timezone);
    const loading = await loadWorkingSet(parts, file, opened, workingSet.today(), {
      touched: (code) => workingSet.load.changedSinceOpen(code),
      merged: (code) => workingSet.journal.booking(code),
      damaged: () => workingSet.forgetFullSync(),
      failed: (error) => options.log(`the working set could not be read whole (${String(error)}); the next sync fills it.`),
    });
    workingSet.load.follow(loading, () => workingSet.becameWhole());
    // Read when a read needs every booking, or a moment after the open at the latest (READ_REST_AFTER_MS).
    workingSet.cancelRestRead = (options.timers ?? realTimers).after(options.readRestAfterMs ?? READ_REST_AFTER_MS, () => void workingSet.whole());
    return workingSet;
  }

  /** Every booking of the file is in memory: what waited for that runs, and a large set's reads leave this thread. */
  private becameWhole(): void {
    this.version += 1;
    this.changeLog.everything(this.version);
    this.sources.allChanged();
    this.evict();
    this.reads.allChanged();
    this.reads.consider();
  }

  /** Part of the file was damaged: the next sync is a full one, which brings back what it held. */
  private forgetFullSync(): void {
    this.parts.lastFullSyncAt = null;
    this.journal.part('times');
    this.touched();
  }

  /** Resolves once every booking is read from the file: lists, search, reports and records wait for it. */
  whole(): Promise<void> {
    return this.load.whole();
  }

  /** Resolves once the day's bookings are all in memory: at once for the days around today. */
  ready(day: Day): Promise<void> {
    return this.load.ready(day);
  }

  /** Today in the account's time zone. */
  today(): Day {
    return this.dayOf(Math.floor(this.now() / 1000));
  }

  /** The account's calendar day of an instant (Unix seconds). */
  dayOf(unixSeconds: number): Day {
    return dayInZone(unixSeconds, this.zone);
  }

  get timeZone(): string {
    return this.zone;
  }

  /** The account's own time zone, once the service has told it (until then the computer's stands in). */
  useTimeZone(timeZone: string): void {
    this.zone = timeZone;
  }

  get size(): number {
    return this.parts.bookings.size;
  }

  /** Said on screen once the size limit made bookings leave: the copy is no longer the whole account. */
  get limitWarning(): string | null {
    const { leftOut, maxBookings } = this.parts.bookings;
    if (leftOut === 0) return null;
    return `This desk keeps at most ${maxBookings.toLocaleString('en-US')} bookings for working offline, and this ` +
      'account has more: the oldest are left out of its copy, so offline lists and reports miss them. Raise the ' +
      'limit under Accounts → Settings.';
  }

  get lastSyncAt(): number | null {
    return this.parts.lastSyncAt;
  }

  get lastFullSyncAt(): number | null {
    return this.parts.lastFullSyncAt;
  }

  /**
   * Every booking of the account is held and read from disk: a full sync finished and none is under way. A count of
   * the copy then stands against the service's (a listing whose counters claim more than it lists).
   */
  get holdsEveryBooking(): boolean {
    return this.load.complete && this.parts.lastFullSyncAt !== null && this.parts.fullSync === null;
  }

  // Writes: each marks what changed for the next (debounced) write of the file.

  /** A booking's listing, record or learned items changed (or it left): written, and its report source made again. */
  private bookingChanged(code: string): void {
    this.journal.booking(code);
    this.sources.changed(code);
    this.reads.changed(code);
    this.changeLog.booking(code, this.version + 1);
    this.load.changed(code);
  }

  /** Over its size, the oldest bookings leave (not while the file is still read: its count is not known yet). */
  private evict(): void {
    if (!this.load.complete) return;
    for (const code of this.parts.bookings.evict()) {
      this.parts.contents.itemsByCode.delete(code);
      this.bookingChanged(code);
    }
  }

  putSummaries(list: readonly BookingSummary[], fetchedAt: number): void {
    for (const summary of list) {
      if (this.parts.bookings.putSummary(summary, fetchedAt)) this.bookingChanged(summary.code);
    }
    this.evict();
    this.reads.consider();
    this.touched();
  }

  /** A ticket to take just before asking for a booking's record, and to hand to putDetail with its answer. */
  recordAsked(): number {
    return this.parts.bookings.recordAsked();
  }

  /**
   * `asked`: the ticket taken before the record was asked for; a record changed in the same second is kept only
   * when its read was asked later than the one held (booking-store.ts).
   */
  putDetail(detail: BookingDetail, fetchedAt: number, asked?: number): void {
    if (!this.parts.bookings.putDetail(detail, fetchedAt, asked)) return;
    this.bookingChanged(detail.code);
    this.journal.part('bookmarked');
    this.reads.bookmarksChanged();
    this.evict();
    this.reads.consider();
    this.touched();
  }

  putItems(items: readonly Item[], fetchedAt: number): void {
    const before = this.parts.items?.list;
    this.parts.items = { list: [...items], fetchedAt };
    // The items a listing names are found by their names: the same names, read again, change no booking's items
    // (and every booking's report source and the reads' copy of it would be made again for nothing).
    if (!before || !sameNames(before, items)) {
      this.parts.itemKnowledge.catalogueChanged(items);
      this.sources.allChanged();
      this.reads.allChanged();
      this.changeLog.everything(this.version + 1);
    }
    this.partChanged('items');
  }

  private partChanged(name: 'times' | 'items' | 'categories' | 'account' | 'bookmarked' | 'calendar' | 'days'): void {
    this.journal.part(name);
    this.touched();
  }

  /** The account's details as the service last told them: kept so every screen shows the copy in its settings. */
  putAccountInfo(info: AccountInfo, fetchedAt: number): void {
    this.parts.account = { info, fetchedAt };
    this.useTimeZone(info.timezone);
    this.partChanged('account');
  }

  get accountInfo(): AccountInfo | null {
    return this.parts.account?.info ?? null;
  }

  putCategories(categories: readonly Category[], fetchedAt: number): void {
    this.parts.categories = { list: [...categories], fetchedAt };
    this.partChanged('categories');
  }

  putCalendar(calendar: Calendar, fetchedAt: number): void {
    this.parts.calendar.put(calendar, fetchedAt, this.today());
    this.partChanged('calendar');
  }

  /** The thirty-day window of booking/notes: replaces the notes kept. */
  putNotes(notes: readonly BookingNote[], fetchedAt: number): void {
    this.journal.notes(this.parts.notes.replace(notes, fetchedAt, this.today()));
    this.touched();
  }

  /** Notes of a shorter fetch (today's), added to those kept. */
  addNotes(notes: readonly BookingNote[], fetchedAt: number): void {
    this.journal.notes(this.parts.notes.merge(notes, fetchedAt, this.today()));
    this.touched();
  }

  /** The acting staff member's bookmarks as the desk last learned them: never evicted; the bookmarked filter. */
  setBookmarked(codes: Iterable<string>): void {
    this.parts.bookings.bookmarked = new Set(codes);
    this.reads.bookmarksChanged();
    this.changeLog.everything(this.version + 1);
    this.partChanged('bookmarked');
  }

  /** Items of bookings as the service's item lists over a report's period named them. */
  learnItems(items: ReadonlyMap<string, readonly number[]>): void {
    const changed = this.parts.contents.learnItems(items);
    this.parts.contents.keepOnly((code) => this.parts.bookings.entries.has(code));
    // Nothing new keeps the copy's report sources as they were, and with them every report worked out from them.
    if (changed.length === 0) return;
    for (const code of changed) if (this.parts.contents.itemsByCode.has(code)) this.bookingChanged(code);
    this.touched();
  }

  /**
   * What the service's lists for `day` said: the bookings on it, and for each the items whose item_id list named
   * it. Days more than a week past are forgotten.
   */
  learnDay(day: Day, codes: readonly string[], items: ReadonlyMap<string, readonly number[]>, at: number): void {
    const changed = this.parts.contents.learnDay(day, codes, items, at);
    this.parts.contents.forgetBefore(addDays(this.today(), -7));
    this.parts.contents.keepOnly((code) => this.parts.bookings.entries.has(code));
    // Only the bookings whose items it taught are written and sent again: a refresh that learns nothing new changes none.
    for (const code of changed) if (this.parts.contents.itemsByCode.has(code)) this.bookingChanged(code);
    this.partChanged('days');
  }

  markSynced(at: number, full: boolean): void {
    this.parts.lastSyncAt = at;
    if (full) {
      this.parts.lastFullSyncAt = at;
      this.journal.fullSync();
      this.reads.prepare();
    }
    this.partChanged('times');
  }

  get fullSyncCursor(): FullSyncCursor | null {
    return this.parts.fullSync;
  }

  set fullSyncCursor(cursor: FullSyncCursor | null) {
    this.parts.fullSync = cursor;
    this.partChanged('times');
  }

  // Reads.

  bookings(query: BookingQuery): LocalBookingPage {
    this.load.requireWhole();
    return runAtOnce(bookingsScan(this.parts, query, this.today(), false));
  }

  /** The same answer, worked out off the thread that answers the screens (reads/reads.ts). */
  listBookings(query: BookingQuery): Promise<LocalBookingPage> {
    this.load.requireWhole();
    return this.reads.list(query, this.today());
  }

  detail(code: string): LocalDetail | null {
    this.load.requireWhole();
    return localDetail(this.parts, code);
  }

  items(): { items: Item[]; fetchedAt: number | null } {
    return { items: [...(this.parts.items?.list ?? [])], fetchedAt: this.parts.items?.fetchedAt ?? null };
  }

  categories(): { categories: Category[]; fetchedAt: number | null } {
    const { categories } = this.parts;
    return { categories: [...(categories?.list ?? [])], fetchedAt: categories?.fetchedAt ?? null };
  }

  calendar(query: CalendarQuery): CalendarAnswer {
    return this.parts.calendar.answer(query, this.parts.items?.list ?? []);
  }

  notes(ask: { day?: Day; month?: number } = {}): NotesAnswer {
    this.load.requireWhole();
    return this.parts.notes.answer(ask, this.today(), this.parts.bookings.details.values());
  }

  /**
   * When the notes window was fetched and whether it is kept whole, without its notes: listing them orders and copies
   * the 47,000 notes of 100,000 bookings, 1–4 ms for a look that only asks whether the window is today's.
   */
  notesWindow(): Omit<NotesAnswer, 'notes'> {
    this.load.requireWhole();
    return this.parts.notes.window(this.today());
  }

  /** Every booking held, with what the desk knows of its contents, for the managers' reports. */
  reportSources(): readonly ReportSource[] {
    this.load.requireWhole();
    return this.sources.all(this.parts);
  }

  /** The named bookings as a report reads them (those the set holds). */
  reportSourcesOf(codes: readonly string[]): ReportSource[] {
    this.load.requireWhole();
    return codes.flatMap((code) => {
      const entry = this.parts.bookings.entries.get(code);
      return entry ? [sourceOf(this.parts, entry)] : [];
    });
  }

  /** A manager's report, each list cut to its first rows (reports/report-answers.ts), worked out off this thread. */
  report(facts: ReportFacts, query: ReportQuery): Promise<Report> {
    this.load.requireWhole();
    return this.reads.report(facts, query);
  }

  /** More rows of one of a report's lists. */
  reportRows(facts: ReportFacts, query: ReportQuery, list: ReportList, from: number, count: number): Promise<ReportBooking[]> {
    this.load.requireWhole();
    return this.reads.reportRows(facts, query, list, from, count);
  }

  /** The period's bookings whose guest counts the desk does not hold. */
  withoutCounts(range: DayRange, basis: DateBasis): Promise<string[]> {
    this.load.requireWhole();
    return this.reads.withoutCounts(range, basis, this.timeZone);
  }

  /** Whether the heavy reads are answered by a worker thread (a large set). */
  get readsOffThread(): boolean {
    return this.reads.offThread;
  }

  /**
   * Once the reads' worker has made what it makes at a full sync's end (every column's order, what reports read
   * first): its heap before that, collected, in bytes (0 without a worker). For the benchmarks.
   */
  readsPrepared(): Promise<number> {
    return this.reads.whenPrepared();
  }

  /** The reads' worker's heap in bytes (0 without one), after a collection when `collect`: for the benchmarks. */
  readsHeap(collect: boolean): Promise<number> {
    return this.reads.workerHeap(collect);
  }

  /** How many bookings the account has, as the last full sync counted them; null before one began. */
  get accountTotal(): number | null {
    if (this.parts.fullSync) return this.parts.fullSync.total;
    return this.parts.lastFullSyncAt !== null ? this.parts.bookings.size : null;
  }

  /** The day's bookings with their items, times and guest counts as far as the desk knows them. */
  dayBookings(day: Day): BookingContents[] {
    this.load.requireDay(day);
    return dayBookings(this.parts, day);
  }

  /** The items of each of the day's bookings, as their contents would list them (day-bookings.ts). */
  itemsOnDay(day: Day): Iterable<number>[] {
    this.load.requireDay(day);
    return itemsOnDay(this.parts, day);
  }

  /** The same, made a few hundred at a time with the screens' calls in between: a busy day holds 2,000. */
  async dayBookingsInPieces(day: Day): Promise<BookingContents[]> {
    this.load.requireDay(day);
    const made = await mapInPieces(codesOn(this.parts, day), (code) => contentsOfCode(this.parts, code), CONTENTS_AT_ONCE);
    return made.filter((contents) => contents !== null);
  }

  /** The bookings whose first day falls in the range, with their contents as far as the desk knows them. */
  bookingsStartingIn(from: Day, to: Day): BookingContents[] {
    this.load.requireWhole();
    return bookingsStartingIn(this.parts, from, to);
  }

  /**
   * Codes on the day the desk has no current full record of: the ones whose guest counts are not known. Void and
   * cancelled bookings are left out: nobody is coming, so their counts are not worth a request.
   */
  codesWithoutRecord(day: Day): string[] {
    this.load.requireDay(day);
    return codesWithoutRecord(this.parts, day);
  }

  /**
   * Days in the range on which an item's bookings take more units than its stock (the manifest's rule,
   * occupancy.ts); unlimited items never are.
   */
  overbooked(from: Day, to: Day): OverbookedDay[] {
    this.load.requireWhole();
    return overbooked(this.parts, from, to);
  }

  /** The guest of a booking the working set holds, for the notes log; "" when it holds none. */
  guestName(code: string): string {
    this.load.requireWhole();
    return this.parts.bookings.entries.get(code)?.summary.customer.name ?? '';
  }

  /** The booking's listing as the working set holds it, or null (the change feed compares what the service sends). */
  summary(code: string): BookingSummary | null {
    return this.parts.bookings.entries.get(code)?.summary ?? null;
  }

  /** When the service's lists for the day were last read (Unix seconds), or null. */
  dayLearnedAt(day: Day): number | null {
    return this.parts.contents.days.get(day)?.learnedAt ?? null;
  }

  search(text: string, limit = 20): BookingSummary[] {
    this.load.requireWhole();
    return runAtOnce(searchScan([...this.parts.bookings.entries.values()], text, limit, dayOrdinal(this.today())));
  }

  /** The same answer, worked out off the thread that answers the screens (reads/reads.ts). */
  findBookings(text: string, limit = 20): Promise<BookingSummary[]> {
    this.load.requireWhole();
    return this.reads.search(text, limit, this.today());
  }

  /** The guests' phone numbers as the records the desk holds write them, each once: the account's own forms. */
  knownPhones(): string[] {
    this.load.requireWhole();
    const phones = new Set<string>();
    for (const { detail } of this.parts.bookings.details.values()) if (detail.phone) phones.add(detail.phone);
    return [...phones];
  }

  /** Guests whose name holds the text, each with every booking the copy holds for them (guest-search.ts). */
  guestsInPieces(text: string, limit = 20): Promise<NamedGuest[]> {
    this.load.requireWhole();
    return runInPieces(guestScan([...this.parts.bookings.entries.values()], text, limit));
  }

  /** Resolves once every change so far is on disk. */
  flush(): Promise<void> {
    return this.writer.flush();
  }

  async close(): Promise<void> {
    this.cancelRestRead();
    try {
      await this.reads.close();
      await this.writer.close();
    } finally {
      await this.file.close();
    }
  }
}
