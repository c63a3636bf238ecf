// One full or incremental sync. Full: page 1 (learns how many pages the service announces), the rest in parallel
// and on until a short page, then the catalogue and the notes; an interrupted one leaves a cursor in the working set
// and the next one fetches only what is missing. Incremental: only what changed since the last sync (last_modified,
// with a margin for clock skew). Pages end where the records do, whatever the counters say (paged-fetch.ts).
import type { BookingNote, BookingSummary } from '../../../../shared/contract/model/booking.js';
import { addDays, type Day } from '../../../../shared/domain/dates.js';
import { cancelled } from '../../api/api-errors.js';
import type { BookingFilters } from '../../api/booking-filters.js';
import type { FullSyncCursor, WorkingSet } from '../working-set/index.js';
import { NOTES_WINDOW_DAYS } from '../working-set/notes-store.js';
import { yieldToScreens } from '../../platform/yield-to-screens.js';
import type { DeskLog } from '../../log/desk-log.js';
import { fetchPages, fetchUntilShort, isLastPage } from './paged-fetch.js';
import type { FetchCatalogue, FetchNotes, FetchPage, SyncPage, SyncProgress, SyncReport } from './sync-types.js';

/** Our clock and the service's may disagree: ask for changes from a minute before the last sync began. */
export const SKEW_MARGIN_SECONDS = 60;
/** booking/index's largest page (docs/api-assumptions.md): fewest requests per sync. */
export const MAX_PAGE_SIZE = 1000;
/**
 * Bookings of a page stored at a time, the screens' calls let in between: a page of 1,000 stored at once (the store,
 * the reads' worker told of each change) held the thread that answers the screens for 30–56 ms at 100,000.
 */
const STORED_AT_ONCE = 250;
/** Items and categories change rarely; an incremental sync refreshes them when older than this. */
const CATALOGUE_MAX_AGE_SECONDS = 3600;

export interface RunContext {
  workingSet: WorkingSet;
  fetchPage: FetchPage;
  fetchCatalogue: FetchCatalogue;
  fetchNotes: FetchNotes;
  progress: (progress: SyncProgress) => void;
  log: DeskLog | undefined;
  nowSeconds: () => number;
  concurrency: number;
  pageSize: number;
  /**
   * The notes window's past days answered so far, kept until the window is stored: a sync stopped by a failure (a
   * rate limit) asks only the days still missing when it runs again. A past day's notes never change (a note is
   * written at the time it is added); today's answer is never kept for a later try.
   */
  notesByDay: Map<Day, BookingNote[]>;
}

/** The pages a cursor knows of, as the service announced them, or as far as the sync has read past them. */
function announcedPages(page: SyncPage, pageSize: number): number {
  return Math.max(1, page.pages, Math.ceil(page.total / pageSize));
}

async function firstPage(context: RunContext, signal: AbortSignal, report: SyncReport, served: Set<string>):
  Promise<FullSyncCursor> {
  const startedAt = context.nowSeconds();
  const page = await context.fetchPage({ limit: context.pageSize, page: 1 }, signal);
  report.requests += 1;
  report.records += page.bookings.length;
  for (const booking of page.bookings) served.add(booking.code);
  await storeSummaries(context.workingSet, page.bookings, context.nowSeconds());
  const cursor: FullSyncCursor = {
    startedAt, pageSize: context.pageSize, pages: announcedPages(page, context.pageSize), total: page.total, done: [1],
    records: page.bookings.length, lastPage: isLastPage(page.bookings.length, context.pageSize) ? 1 : null,
  };
  context.workingSet.fullSyncCursor = cursor;
  return cursor;
}

/**
 * The service's counters against what it served: a service that said it holds more (or fewer) bookings than it
 * sent is logged and told to the person (the reports' completeness line). The records are what the desk keeps.
 */
function compareCounters(context: RunContext, claimed: number, served: number): void {
  const { workingSet } = context;
  workingSet.serviceSaid = claimed === served ? null : claimed;
  if (claimed !== served) {
    context.log?.warn('sync', `the booking service said the account holds ${claimed} bookings but sent ${served}; ` +
      'the desk keeps what it sent');
  }
}

export async function runFull(context: RunContext, signal: AbortSignal): Promise<SyncReport> {
  const { workingSet } = context;
  const report: SyncReport = { kind: 'full', requests: 0, records: 0, resumed: false };
  const saved = workingSet.fullSyncCursor;
  const resumable = saved !== null && saved.pageSize === context.pageSize;
  report.resumed = resumable;
  // Repeated ids across pages are one booking (the store keeps one per code); counted once here.
  const served = new Set<string>();
  const cursor = resumable ? { ...saved, done: [...saved.done] } : await firstPage(context, signal, report, served);
  const store = storeInTurn(workingSet);
  const emit = () => context.progress({ phase: 'full', done: cursor.records ?? 0, total: Math.max(cursor.total, cursor.records ?? 0) });
  emit();
  await fetchUntilShort<SyncPage>({
    announced: cursor.pages, pageSize: context.pageSize, concurrency: context.concurrency,
    done: new Set(cursor.done), lastPage: cursor.lastPage ?? null,
    fetch: (page, s) => context.fetchPage({ limit: context.pageSize, page }, s),
    records: (page) => page.bookings.length,
    isNew: (page) => page.bookings.some((booking) => !served.has(booking.code)),
    stored: async (page, result) => {
      report.requests += 1;
      report.records += result.bookings.length;
      for (const booking of result.bookings) served.add(booking.code);
      await store(result.bookings, context.nowSeconds());
      cursor.done.push(page);
      cursor.records = (cursor.records ?? 0) + result.bookings.length;
      workingSet.fullSyncCursor = cursor;
      emit();
    },
    progress: ({ lastPage, pages }) => {
      cursor.lastPage = lastPage;
      cursor.pages = pages;
    },
  }, signal);
  await refreshCatalogue(context, signal, report);
  workingSet.putNotes(await windowNotes(context, signal, report), context.nowSeconds());
  workingSet.fullSyncCursor = null;
  // A resumed sync saw only some pages this time: what it served cannot be set against the counter.
  if (!resumable) compareCounters(context, cursor.total, served.size);
  // Complete as of when it began: whatever changed while pages were fetched comes with the next incremental sync.
  workingSet.markSynced(cursor.startedAt, true);
  return report;
}

export async function runIncremental(context: RunContext, signal: AbortSignal): Promise<SyncReport> {
  const { workingSet } = context;
  const lastSyncAt = workingSet.lastSyncAt;
  // Never synced, or a full sync was interrupted: there is no "since" to ask from yet.
  if (lastSyncAt === null || workingSet.lastFullSyncAt === null || workingSet.fullSyncCursor !== null) {
    return runFull(context, signal);
  }
  const report: SyncReport = { kind: 'incremental', requests: 0, records: 0, resumed: false };
  const startedAt = context.nowSeconds();
  const since = lastSyncAt - SKEW_MARGIN_SECONDS;
  const filters = (page: number): BookingFilters =>
    ({ lastModified: { from: new Date(since * 1000) }, limit: context.pageSize, page });
  let total = 0;
  const served = new Set<string>();
  const storePage = storeInTurn(workingSet);
  const store = async (result: SyncPage) => {
    report.requests += 1;
    report.records += result.bookings.length;
    for (const booking of result.bookings) served.add(booking.code);
    await storePage(result.bookings, context.nowSeconds());
    total = Math.max(total, result.total, report.records);
    context.progress({ phase: 'incremental', done: report.records, total });
  };
  const first = await context.fetchPage(filters(1), signal);
  await store(first);
  if (!isLastPage(first.bookings.length, context.pageSize)) {
    await fetchUntilShort<SyncPage>({
      announced: announcedPages(first, context.pageSize), pageSize: context.pageSize, concurrency: context.concurrency,
      done: new Set([1]), fetch: (page, s) => context.fetchPage(filters(page), s),
      records: (page) => page.bookings.length, stored: (_, result) => store(result),
      isNew: (page) => page.bookings.some((booking) => !served.has(booking.code)),
    }, signal);
  }
  await refreshNotes(context, since, signal, report);
  const catalogueAt = workingSet.items().fetchedAt;
  if (catalogueAt === null || startedAt - catalogueAt > CATALOGUE_MAX_AGE_SECONDS) {
    await refreshCatalogue(context, signal, report);
  }
  if (signal.aborted) throw cancelled();
  workingSet.markSynced(startedAt, false);
  return report;
}

async function storeSummaries(workingSet: WorkingSet, bookings: readonly BookingSummary[], at: number): Promise<void> {
  for (let from = 0; from < bookings.length; from += STORED_AT_ONCE) {
    if (from > 0) await yieldToScreens();
    workingSet.putSummaries(bookings.slice(from, from + STORED_AT_ONCE), at);
  }
}

/**
 * Pages stored one after another: the slices of pages that arrive together would otherwise run in the same turn of
 * the event loop, and a turn is what a screen's call waits behind.
 */
function storeInTurn(workingSet: WorkingSet): (bookings: readonly BookingSummary[], at: number) => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  return (bookings, at) => {
    const turn = last.then(() => storeSummaries(workingSet, bookings, at));
    last = turn.catch(() => undefined);
    return turn;
  };
}

async function refreshCatalogue(context: RunContext, signal: AbortSignal, report: SyncReport): Promise<void> {
  const { items, categories } = await context.fetchCatalogue(signal);
  report.requests += 1;
  const at = context.nowSeconds();
  context.workingSet.putItems(items, at);
  context.workingSet.putCategories(categories, at);
}

/** Notes are only ever added now, so since the last sync only today's can be new, unless that was before today. */
async function refreshNotes(context: RunContext, since: number, signal: AbortSignal, report: SyncReport): Promise<void> {
  const { workingSet } = context;
  const today = workingSet.today();
  if (workingSet.dayOf(since) !== today) {
    workingSet.putNotes(await windowNotes(context, signal, report), context.nowSeconds());
    return;
  }
  report.requests += 1;
  workingSet.addNotes(await context.fetchNotes(signal, today), context.nowSeconds());
}

/**
 * The notes window asked a day at a time (booking/notes `date` selects a day), not as the one answer booking/notes
 * gives without a date: at 100,000 bookings that answer is 6.6 MB, and reading it as JSON held the thread that
 * answers the screens for 50–130 ms in one piece; a day's answer is a thirty-first of it. The window kept starts at
 * the day thirty days back, so that day is asked whole. Oldest day first and today last, so that each try under a
 * rate limit keeps what it got.
 */
async function windowNotes(context: RunContext, signal: AbortSignal, report: SyncReport): Promise<BookingNote[]> {
  const today = context.workingSet.today();
  const days = Array.from({ length: NOTES_WINDOW_DAYS + 1 }, (_, i) => addDays(today, i - NOTES_WINDOW_DAYS));
  const answered = context.notesByDay;
  let todays: BookingNote[] = [];
  await fetchPages<BookingNote[]>({
    pages: days.filter((day) => !answered.has(day)), concurrency: context.concurrency, finishInFlight: true,
    fetch: (day, s) => context.fetchNotes(s, day),
    stored: (day, notes) => {
      report.requests += 1;
      if (day === today) todays = notes;
      else answered.set(day, notes);
    },
  }, signal);
  // The last day's answer was read in the piece that ends here; keeping the window is a piece of its own. A note in
  // two days' answers is kept once: the notes kept are keyed by their id.
  await yieldToScreens();
  if (signal.aborted) throw cancelled();
  const notes = [...days.flatMap((day) => answered.get(day) ?? []), ...todays];
  answered.clear();
  return notes;
}
