// The working set of one account (DESIGN.md 4): what the desk has fetched, kept on disk sealed, so every screen
// can still answer when the service cannot be reached, saying how old its answer is.
import type { AccountInfo } from '../../../../shared/contract/model/account.js';
import type { BookingContents } from '../../../../shared/contract/model/booking-contents.js';
import type { BookingDetail, BookingNote, BookingSummary } from '../../../../shared/contract/model/booking.js';
import type { BookingQuery } from '../../../../shared/contract/model/booking-query.js';
import type { Calendar, CalendarQuery, Category, Item } from '../../../../shared/contract/model/catalogue.js';
import { addDays, dayInZone, type Day } from '../../../../shared/domain/dates.js';
import { NO_CHECK_IN_STATUSES } from '../../../../shared/domain/statuses.js';
import { DEFAULT_MAX_BOOKINGS } from '../../../../shared/domain/desk-limits.js';
import { BookingStore } from './booking-store.js';
import { CalendarStore, type CalendarAnswer } from './calendar-store.js';
import { ContentsStore } from './contents-store.js';
import { codesOn, currentRecord, dayBookings } from './day-bookings.js';
import { occupancy } from './occupancy.js';
import { DebouncedWriter } from './debounced-writer.js';
import { ItemKnowledge } from './item-knowledge.js';
import { compileQuery, selectPage } from './local-query.js';
import { NotesStore, type NotesAnswer } from './notes-store.js';
import { reportSources } from './report-sources.js';
import { searchBookings } from './search.js';
import type { FullSyncCursor } from './snapshot.js';
import { dayOrdinal } from './stored-booking.js';
import { restoreSnapshot, takeSnapshot, type WorkingSetParts } from './working-set-codec.js';
import { loadSnapshot, saveSnapshot, type FileTarget } from './working-set-file.js';
import type { ReportSource } from '../../reports/report-entry.js';
import type { LocalBookingPage, LocalDetail, WorkingSetOptions } from './working-set-types.js';

export class WorkingSet {
  private readonly writer: DebouncedWriter;
  /** Counts changes, so what is derived from the whole set (the reports' sources) is kept until the next one. */
  private version = 0;
  private sources: { version: number; list: ReportSource[] } | null = null;
  private readonly now: () => number;
  private zone: string;
  /**
   * What the service's counters claimed the account holds when the last full sync found them disagreeing with the
   * records it served; null when they agreed (kept in memory: the next full sync says it again).
   */
  serviceSaid: number | null = null;

  private constructor(private readonly parts: WorkingSetParts, target: FileTarget, options: WorkingSetOptions) {
    this.now = options.now ?? Date.now;
    this.zone = options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    const write = async () => {
      await saveSnapshot(target, takeSnapshot(parts, target.accountId));
    };
    this.writer = new DebouncedWriter(write, options.debounceMs ?? 2000, target.log);
  }

  /** Counts changes since the set opened: a screen holding pages of it knows when they no longer fit together. */
  get generation(): number {
    return this.version;
  }

  /** Marks the file for a debounced write and what was derived from the set as out of date. */
  private changed(): void {
    this.version += 1;
    this.writer.touch();
  }

  static async open(options: WorkingSetOptions): Promise<WorkingSet> {
    const target: FileTarget = {
      folder: options.folder, accountId: options.accountId, key: options.key, formerKey: options.formerKey ?? null, log: options.log,
    };
    const bookings = new BookingStore(options.maxBookings ?? DEFAULT_MAX_BOOKINGS, options.pinned ?? (() => []));
    const contents = new ContentsStore();
    const parts: WorkingSetParts = {
      bookings, contents, itemKnowledge: new ItemKnowledge(bookings.details, contents), calendar: new CalendarStore(),
      notes: new NotesStore(), items: null, categories: null, account: null, lastSyncAt: null, lastFullSyncAt: null,
      fullSync: null,
    };
    const workingSet = new WorkingSet(parts, target, options);
    const snapshot = await loadSnapshot(target);
    // The account's own zone as last learned, unless the desk already knows it: "today" is the account's day offline too.
    if (snapshot?.account && !options.timeZone) workingSet.useTimeZone(snapshot.account.info.timezone);
    if (snapshot) await restoreSnapshot(parts, snapshot, workingSet.today());
    return workingSet;
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

  // Writes: each marks the file for a debounced write.

  putSummaries(list: readonly BookingSummary[], fetchedAt: number): void {
    for (const summary of list) this.parts.bookings.putSummary(summary, fetchedAt);
    this.parts.bookings.evict();
    this.changed();
  }

  putDetail(detail: BookingDetail, fetchedAt: number): void {
    this.parts.bookings.putDetail(detail, fetchedAt);
    this.parts.bookings.evict();
    this.changed();
  }

  putItems(items: readonly Item[], fetchedAt: number): void {
    this.parts.items = { list: [...items], fetchedAt };
    this.parts.itemKnowledge.catalogueChanged(items);
    this.changed();
  }

  /** The account's details as the service last told them: kept so every screen shows the copy in its settings. */
  putAccountInfo(info: AccountInfo, fetchedAt: number): void {
    this.parts.account = { info, fetchedAt };
    this.useTimeZone(info.timezone);
    this.changed();
  }

  get accountInfo(): AccountInfo | null {
    return this.parts.account?.info ?? null;
  }

  putCategories(categories: readonly Category[], fetchedAt: number): void {
    this.parts.categories = { list: [...categories], fetchedAt };
    this.changed();
  }

  putCalendar(calendar: Calendar, fetchedAt: number): void {
    this.parts.calendar.put(calendar, fetchedAt, this.today());
    this.changed();
  }

  /** The thirty-day window of booking/notes: replaces the notes kept. */
  putNotes(notes: readonly BookingNote[], fetchedAt: number): void {
    this.parts.notes.replace(notes, fetchedAt, this.today());
    this.changed();
  }

  /** Notes of a shorter fetch (today's), added to those kept. */
  addNotes(notes: readonly BookingNote[], fetchedAt: number): void {
    this.parts.notes.merge(notes, fetchedAt, this.today());
    this.changed();
  }

  /** The acting staff member's bookmarks as the desk last learned them: never evicted; the bookmarked filter. */
  setBookmarked(codes: Iterable<string>): void {
    this.parts.bookings.bookmarked = new Set(codes);
    this.changed();
  }

  /** Items of bookings as the service's item lists over a report's period named them. */
  learnItems(items: ReadonlyMap<string, readonly number[]>): void {
    this.parts.contents.learnItems(items);
    this.parts.contents.keepOnly((code) => this.parts.bookings.entries.has(code));
    this.changed();
  }

  /**
   * What the service's lists for `day` said: the bookings on it, and for each the items whose item_id list named
   * it. Days more than a week past are forgotten.
   */
  learnDay(day: Day, codes: readonly string[], items: ReadonlyMap<string, readonly number[]>, at: number): void {
    this.parts.contents.learnDay(day, codes, items, at);
    this.parts.contents.forgetBefore(addDays(this.today(), -7));
    this.parts.contents.keepOnly((code) => this.parts.bookings.entries.has(code));
    this.changed();
  }

  markSynced(at: number, full: boolean): void {
    this.parts.lastSyncAt = at;
    if (full) this.parts.lastFullSyncAt = at;
    this.changed();
  }

  get fullSyncCursor(): FullSyncCursor | null {
    return this.parts.fullSync;
  }

  set fullSyncCursor(cursor: FullSyncCursor | null) {
    this.parts.fullSync = cursor;
    this.changed();
  }

  // Reads.

  bookings(query: BookingQuery): LocalBookingPage {
    const { bookings, itemKnowledge, lastFullSyncAt, lastSyncAt } = this.parts;
    const compiled = compileQuery(query, {
      today: this.today(), bookmarked: bookings.bookmarked, itemsOf: (entry) => itemKnowledge.itemsOf(entry),
    });
    // A sorted list is the whole working set in that order, filtered: the order runs across pages.
    const order = query.sort ? bookings.sortedBy(query.sort) : bookings.inOrder();
    const found = selectPage(order, compiled.tests, query.page ?? 1, query.limit ?? 100);
    const oldest = found.entries.reduce<number | null>(
      (at, entry) => (at === null ? entry.fetchedAt : Math.min(at, entry.fetchedAt)), null);
    return {
      bookings: found.entries.map((entry) => entry.summary), page: found.page, pages: found.pages, total: found.total,
      fetchedAt: lastFullSyncAt !== null ? lastSyncAt : oldest, inexact: compiled.inexact(),
    };
  }

  detail(code: string): LocalDetail | null {
    const stored = this.parts.bookings.details.get(code);
    if (!stored) return null;
    const listing = this.parts.bookings.entries.get(code);
    const changed = listing !== undefined && listing.fetchedAt > stored.fetchedAt &&
      listing.summary.lastModified !== stored.detail.lastModified;
    if (!changed) return { detail: stored.detail, fetchedAt: stored.fetchedAt, outdated: false };
    return { detail: { ...stored.detail, ...listing.summary }, fetchedAt: stored.fetchedAt, outdated: true };
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
    return this.parts.notes.answer(ask, this.today(), this.parts.bookings.details.values());
  }

  /** Every booking held, with what the desk knows of its contents, for the managers' reports. */
  reportSources(): readonly ReportSource[] {
    if (this.sources?.version !== this.version) this.sources = { version: this.version, list: [...reportSources(this.parts)] };
    return this.sources.list;
  }

  /** How many bookings the account has, as the last full sync counted them; null before one began. */
  get accountTotal(): number | null {
    if (this.parts.fullSync) return this.parts.fullSync.total;
    return this.parts.lastFullSyncAt !== null ? this.parts.bookings.size : null;
  }

  /** The day's bookings with their items, times and guest counts as far as the desk knows them. */
  dayBookings(day: Day): BookingContents[] {
    return dayBookings(this.parts, day);
  }

  /**
   * Codes on the day the desk has no current full record of: the ones whose guest counts are not known. Void and
   * cancelled bookings are left out: nobody is coming, so their counts are not worth a request.
   */
  codesWithoutRecord(day: Day): string[] {
    return codesOn(this.parts, day).filter((code) => currentRecord(this.parts, code) === null &&
      !NO_CHECK_IN_STATUSES.has(this.parts.bookings.entries.get(code)?.summary.status.id.toUpperCase() ?? ''));
  }

  /**
   * Days in the range on which an item's bookings take more units than its stock (the manifest's rule,
   * occupancy.ts); unlimited items never are.
   */
  overbooked(from: Day, to: Day): { itemId: number; day: Day; booked: number; stock: number }[] {
    const taken = occupancy(this.parts, from, to);
    return (this.parts.items?.list ?? []).filter((item) => !item.unlimited).flatMap((item) =>
      [...(taken.get(item.id) ?? new Map<Day, number>())]
        .filter(([, booked]) => booked > item.stock)
        .map(([day, booked]) => ({ itemId: item.id, day, booked, stock: item.stock })));
  }

  /** The guest of a booking the working set holds, for the notes log; "" when it holds none. */
  guestName(code: string): string {
    return this.parts.bookings.entries.get(code)?.summary.customer.name ?? '';
  }

  /** When the service's lists for the day were last read (Unix seconds), or null. */
  dayLearnedAt(day: Day): number | null {
    return this.parts.contents.days.get(day)?.learnedAt ?? null;
  }

  search(text: string, limit = 20): BookingSummary[] {
    return searchBookings(this.parts.bookings.entries.values(), text, limit, dayOrdinal(this.today()));
  }

  /** Resolves once every change so far is on disk. */
  flush(): Promise<void> {
    return this.writer.flush();
  }

  close(): Promise<void> {
    return this.writer.close();
  }
}
