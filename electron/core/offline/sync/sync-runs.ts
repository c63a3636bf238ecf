// One full or incremental sync. Full: page 1 (learns how many pages), the rest in parallel, then the catalogue
// and the notes; an interrupted one leaves a cursor in the working set and the next one fetches only what is
// missing. Incremental: only what changed since the last sync (last_modified, with a margin for clock skew).
import { cancelled } from '../../api/api-errors.js';
import type { BookingFilters } from '../../api/booking-filters.js';
import type { FullSyncCursor, WorkingSet } from '../working-set/index.js';
import { fetchPages } from './paged-fetch.js';
import type { FetchCatalogue, FetchNotes, FetchPage, SyncPage, SyncProgress, SyncReport } from './sync-types.js';

/** Our clock and the service's may disagree: ask for changes from a minute before the last sync began. */
export const SKEW_MARGIN_SECONDS = 60;
/** booking/index's largest page (docs/api-assumptions.md): fewest requests per sync. */
export const MAX_PAGE_SIZE = 1000;
/** Items and categories change rarely; an incremental sync refreshes them when older than this. */
const CATALOGUE_MAX_AGE_SECONDS = 3600;

export interface RunContext {
  workingSet: WorkingSet;
  fetchPage: FetchPage;
  fetchCatalogue: FetchCatalogue;
  fetchNotes: FetchNotes;
  progress: (progress: SyncProgress) => void;
  nowSeconds: () => number;
  concurrency: number;
  pageSize: number;
}

/** Records on the pages done, exactly: only the last page is short. */
function recordsOn(cursor: FullSyncCursor): number {
  const lastPage = cursor.total - (cursor.pages - 1) * cursor.pageSize;
  return cursor.done.reduce((sum, page) => sum + (page === cursor.pages ? lastPage : cursor.pageSize), 0);
}

async function firstPage(context: RunContext, signal: AbortSignal, report: SyncReport): Promise<FullSyncCursor> {
  const startedAt = context.nowSeconds();
  const page = await context.fetchPage({ limit: context.pageSize, page: 1 }, signal);
  report.requests += 1;
  report.records += page.bookings.length;
  context.workingSet.putSummaries(page.bookings, context.nowSeconds());
  const cursor = {
    startedAt, pageSize: context.pageSize, pages: Math.max(1, page.pages), total: page.total, done: [1],
  };
  context.workingSet.fullSyncCursor = cursor;
  return cursor;
}

export async function runFull(context: RunContext, signal: AbortSignal): Promise<SyncReport> {
  const { workingSet } = context;
  const report: SyncReport = { kind: 'full', requests: 0, records: 0, resumed: false };
  const saved = workingSet.fullSyncCursor;
  const resumable = saved !== null && saved.pageSize === context.pageSize;
  report.resumed = resumable;
  const cursor = resumable ? { ...saved, done: [...saved.done] } : await firstPage(context, signal, report);
  const emit = () =>
    context.progress({ phase: 'full', done: Math.min(cursor.total, recordsOn(cursor)), total: cursor.total });
  emit();
  const done = new Set(cursor.done);
  const missing = Array.from({ length: cursor.pages }, (_, i) => i + 1).filter((page) => !done.has(page));
  await fetchPages<SyncPage>({
    pages: missing, concurrency: context.concurrency,
    fetch: (page, s) => context.fetchPage({ limit: context.pageSize, page }, s),
    stored: (page, result) => {
      report.requests += 1;
      report.records += result.bookings.length;
      workingSet.putSummaries(result.bookings, context.nowSeconds());
      cursor.done.push(page);
      workingSet.fullSyncCursor = cursor;
      emit();
    },
  }, signal);
  await refreshCatalogue(context, signal, report);
  workingSet.putNotes(await context.fetchNotes(signal), context.nowSeconds());
  report.requests += 1;
  workingSet.fullSyncCursor = null;
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
  const store = (result: SyncPage) => {
    report.requests += 1;
    report.records += result.bookings.length;
    workingSet.putSummaries(result.bookings, context.nowSeconds());
    context.progress({ phase: 'incremental', done: Math.min(report.records, result.total), total: result.total });
  };
  const first = await context.fetchPage(filters(1), signal);
  store(first);
  const rest = Array.from({ length: Math.max(0, first.pages - 1) }, (_, i) => i + 2);
  await fetchPages<SyncPage>({
    pages: rest, concurrency: context.concurrency,
    fetch: (page, s) => context.fetchPage(filters(page), s), stored: (_, result) => store(result),
  }, signal);
  await refreshNotes(context, since, signal, report);
  const catalogueAt = workingSet.items().fetchedAt;
  if (catalogueAt === null || startedAt - catalogueAt > CATALOGUE_MAX_AGE_SECONDS) {
    await refreshCatalogue(context, signal, report);
  }
  if (signal.aborted) throw cancelled();
  workingSet.markSynced(startedAt, false);
  return report;
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
  report.requests += 1;
  if (workingSet.dayOf(since) === today) workingSet.addNotes(await context.fetchNotes(signal, today), context.nowSeconds());
  else workingSet.putNotes(await context.fetchNotes(signal), context.nowSeconds());
}
