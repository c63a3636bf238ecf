// Contract handlers for bookings and notes: the typed service underneath, domain words on top.
import type { BookingNote, BookingSummary, ListedNote } from '../../../../shared/contract/model/booking.js';
import type { DateBounds } from '../../../../shared/contract/model/booking-query.js';
import type { BookingFilters, DateFilter } from '../../api/booking-filters.js';
import type { DeskHandlers } from '../dispatch.js';
import { bookingDetail, bookingSummary, invoice } from '../../mapping/booking-mapping.js';
import { FILTERED_HERE, LIVE, SORTED_HERE } from '../../../../shared/contract/model/answer-source.js';
import { ApiFailure } from '../../api/api-errors.js';
import { skippedIn } from '../../api/read-report.js';
import { HeldLists } from '../held-lists.js';
import { checkedPaging, pagesOf, worthAskingBeyond } from '../list-paging.js';
import { liveOrLocal, readDetail, type ReadingDesk } from '../offline-reads.js';
import { readNotesLive } from './notes-live.js';
import { filterInPieces } from '../../platform/yield-to-screens.js';
import { filtersNotes, noteMatches, type NoteFilter } from '../../../../shared/domain/note-filter.js';
import { queueStamp, queueWrite, undoStamp } from '../offline-writes.js';

type BookingHandlers = Pick<DeskHandlers,
  'bookings.list' | 'bookings.held' | 'bookings.heldChanges' | 'bookings.get' | 'bookings.invoice' | 'bookings.checkIn' | 'bookings.checkOut' | 'bookings.undoStamp' |
  'bookings.setStatus' | 'bookings.setBookmark' | 'bookings.addNote' | 'notes.list'>;

function dateFilter(bounds: DateBounds | undefined): DateFilter | undefined {
  if (!bounds) return undefined;
  if (bounds.on !== undefined) return bounds.on;
  if (bounds.after === undefined && bounds.before === undefined) return undefined;
  return { ...(bounds.after !== undefined ? { from: bounds.after } : {}), ...(bounds.before !== undefined ? { to: bounds.before } : {}) };
}

function instantFilter(bounds: { after?: number; before?: number } | undefined): DateFilter | undefined {
  if (!bounds || (bounds.after === undefined && bounds.before === undefined)) return undefined;
  const at = (seconds: number) => new Date(seconds * 1000);
  return { ...(bounds.after !== undefined ? { from: at(bounds.after) } : {}), ...(bounds.before !== undefined ? { to: at(bounds.before) } : {}) };
}

type ListInput = Parameters<BookingHandlers['bookings.list']>[0];

function filtersOf(query: ListInput): BookingFilters {
  const filters: BookingFilters = { limit: query.limit, page: query.page };
  if (query.statusId) filters.status = query.statusId;
  if (query.customerId !== undefined) filters.customerId = query.customerId;
  if (query.customerEmail) filters.customerEmail = query.customerEmail.trim();
  if (query.itemId !== undefined) filters.itemId = query.itemId;
  if (query.partnerId !== undefined) filters.partnerId = query.partnerId;
  if (query.bookmarked) filters.bookmarked = true;
  const start = dateFilter(query.start);
  const end = dateFilter(query.end);
  const created = instantFilter(query.created);
  const modified = instantFilter(query.lastModified);
  if (start !== undefined) filters.startDate = start;
  if (end !== undefined) filters.endDate = end;
  if (created !== undefined) filters.createdDate = created;
  if (modified !== undefined) filters.lastModified = modified;
  return filters;
}


/** The desk's copy of the list, or null when it has none: a desk that never synced has no empty copy of 1970. */
async function localList(desk: ReadingDesk, query: ListInput, asOfReason: string = SORTED_HERE) {
  // A pass over every booking held (100,000 at a large account): in pieces, so the screens' other calls go between.
  const { bookings, page, pages, total, fetchedAt } = await desk.account.offline().workingSet.listBookings(query);
  if (fetchedAt === null) return null;
  return { bookings, page, pages, total, countUncertain: null, unsorted: false, asOf: fetchedAt, asOfReason, skipped: 0 };
}

const NO_COPY_TO_SORT = 'This desk has no copy of the bookings yet (its first sync has not finished), so it cannot ' +
  'sort or search them. Try again once the status bar says it has synced.';


/**
 * A sorted list is the desk's copy. Until the copy holds every booking (a new desk's first sync, 1,600 of 2,600
 * read), the service's own order, said so, rather than a part of the list sorted, or no list at all: the list opens
 * sorted by default. Words can only be looked for in a copy.
 */
async function sortedList(desk: ReadingDesk, query: ListInput, signal: AbortSignal) {
  const { workingSet } = desk.account.offline();
  await workingSet.whole();
  const words = Boolean(query.text?.trim());
  const list = words || workingSet.holdsEveryBooking ? await localList(desk, query, query.sort ? SORTED_HERE : FILTERED_HERE) : null;
  if (list !== null) return list;
  if (words) throw new ApiFailure('not-found', NO_COPY_TO_SORT);
  return { ...(await serviceList(desk, { ...query, sort: undefined }, signal)), unsorted: true };
}

type IndexRequest = { page?: number; pages?: number; total_records?: number } | undefined;

/**
 * The service's count of a list it served, checked against what it served and the desk's own count (list-paging.ts):
 * one more request, for the page past the desk's count, only when the two disagree.
 */
async function pagingOf(desk: ReadingDesk, query: ListInput, request: IndexRequest, served: number, signal: AbortSignal) {
  const claimed = { page: request?.page ?? query.page, pages: request?.pages ?? 1, total: request?.total_records ?? served };
  const { workingSet } = desk.account.offline();
  const counted = workingSet.holdsEveryBooking ? (await localList(desk, { ...query, page: 1 }))?.total ?? null : null;
  const facts = { claimed, served, limit: query.limit, counted };
  if (!worthAskingBeyond(facts)) return checkedPaging({ ...facts, beyond: null });
  const page = pagesOf(counted!, query.limit) + 1;
  const next = await desk.service.call((service) => service.bookingIndex(filtersOf({ ...query, page }), { signal }));
  return checkedPaging({ ...facts, beyond: Object.keys(next['booking/index']).length });
}

/** booking/index as the service lists it, or the desk's copy when it cannot be reached. */
function serviceList(desk: ReadingDesk, query: ListInput, signal: AbortSignal) {
  return liveOrLocal(desk, async () => {
    const answer = await desk.service.call((service) => service.bookingIndex(filtersOf(query), { signal }));
    const zone = desk.details.timeZone();
    const bookings = Object.entries(answer['booking/index']).map(([key, booking]) => bookingSummary(booking, key, zone));
    // A record left out as unreadable was still served: the service's count holds for it, and the list says why
    // one is missing in its own words, not as a count that may be off.
    const skipped = skippedIn(answer, 'booking/index');
    const paging = await pagingOf(desk, query, answer.request, bookings.length + skipped, signal);
    return { bookings, ...paging, unsorted: false, ...LIVE, skipped };
  }, (ws, page, at) => ws.putSummaries(page.bookings, at), async (_, asOfReason) => {
    const copy = await localList(desk, query, asOfReason);
    return copy && { ...copy, countUncertain: null, unsorted: false };
  });
}


/**
 * The newest of a period's notes the filter keeps (every note of the period is looked through, not only a page), each
 * naming its booking's guest from the desk's copy. The last thirty days of 100,000 bookings are some 47,000 notes,
 * which no person reads at once and which, named and sent whole, held this thread for 0.7–1 s: the screen asks for as
 * many as it shows, and the looking through is done in pieces.
 */
async function listedNotes(desk: ReadingDesk, notes: BookingNote[], filter: NoteFilter | undefined, limit: number | undefined):
  Promise<{ notes: ListedNote[]; total: number; matching: number }> {
  const workingSet = desk.account.offline().workingSet;
  await workingSet.whole();
  const guestOf = (note: BookingNote) => workingSet.guestName(note.bookingCode);
  const matching = filter && filtersNotes(filter)
    ? await filterInPieces(notes, (note) => noteMatches(note, () => guestOf(note), filter))
    : notes;
  const shown = matching.slice(0, limit ?? matching.length);
  return { notes: shown.map((note) => ({ ...note, guestName: guestOf(note) })), total: notes.length, matching: matching.length };
}

/** A page of bookings, each with the check-in or check-out another desk of the venue made on it today. */
function withListedStamps<T extends { bookings: BookingSummary[] }>(desk: ReadingDesk, page: T): T {
  const venue = desk.account.venue();
  return venue ? { ...page, bookings: page.bookings.map((summary) => venue.withListedStamp(summary)) } : page;
}

export function bookingHandlers(desk: ReadingDesk): BookingHandlers {
  const held = new HeldLists();
  const live = (load: () => Promise<{ booking: Parameters<typeof bookingDetail>[0] }>) => async () => {
    const answer = await load();
    const skipped = ['items', 'lines', 'notes'].reduce((sum, member) => sum + skippedIn(answer, 'booking', member), 0);
    return bookingDetail(answer.booking, await desk.details.recordContext(), skipped);
  };
  const fetchDetail = (code: string, signal: AbortSignal) => live(() => desk.service.call((service) => service.booking(code, { signal })));
  return {
    // The service lists in one order and has no text filter: a sorted or text-filtered list is the desk's copy,
    // and says how old it is.
    'bookings.list': async (query, signal) =>
      withListedStamps(desk, query.sort || query.text?.trim() ? await sortedList(desk, query, signal) : await serviceList(desk, query, signal)),
    // Always the desk's copy, never text-filtered: the Bookings screen holds every page and filters it as keys are pressed.
    'bookings.held': async (query) => {
      const answer = await held.page(desk.account.offline().workingSet, desk.account.config()?.id ?? '', query);
      if (answer === null) throw new ApiFailure('not-found', NO_COPY_TO_SORT);
      return withListedStamps(desk, { ...answer, countUncertain: null, unsorted: false, asOfReason: FILTERED_HERE, skipped: 0 });
    },
    // Another desk's stamp is no change of the desk's copy: the bookings it came to, changed or left are asked too.
    'bookings.heldChanges': async (query) => {
      const venue = desk.account.venue();
      const changes = await held.changes(desk.account.offline().workingSet, desk.account.config()?.id ?? '', query, venue?.sharedStampCodes() ?? []);
      return changes.kind === 'changes' && venue
        ? { ...changes, put: changes.put.map(({ at, booking }) => ({ at, booking: venue.withListedStamp(booking) })) }
        : changes;
    },
    'bookings.get': ({ code }, signal) => readDetail(desk, code, fetchDetail(code, signal)),
    'bookings.invoice': async ({ code }, signal) => {
      const answer = await desk.service.call((service) => service.invoice(code, { signal }));
      const { currency } = await desk.details.accountInfo().catch(() => ({ currency: '' }));
      return invoice(answer.invoice, code, currency);
    },
    'bookings.checkIn': ({ code, undoable, despiteVenueStamp }, signal) =>
      queueStamp(desk, 'checkIn', code, { undoable, settle: false, despiteVenueStamp }, fetchDetail(code, signal)),
    'bookings.checkOut': ({ code, undoable, settle, despiteVenueStamp }, signal) =>
      queueStamp(desk, 'checkOut', code, { undoable, settle, despiteVenueStamp }, fetchDetail(code, signal)),
    'bookings.undoStamp': ({ code }, signal) => undoStamp(desk, code, fetchDetail(code, signal)),
    'bookings.setStatus': ({ code, statusId, notify, setPaid }, signal) =>
      queueWrite(desk, { kind: 'status', code, statusId, notify, setPaid }, fetchDetail(code, signal)),
    'bookings.setBookmark': ({ code, bookmarked }, signal) =>
      queueWrite(desk, { kind: 'bookmark', code, bookmarked }, fetchDetail(code, signal)),
    'bookings.addNote': ({ code, body, private: isPrivate }, signal) =>
      queueWrite(desk, { kind: 'note', code, body, private: isPrivate }, fetchDetail(code, signal)),
    'notes.list': async ({ day, month, limit, filter }, signal) => {
      const { notes, asOf, asOfReason, skipped } = await liveOrLocal(desk, async () => {
        const live = await readNotesLive(desk, { day, month }, signal);
        return { ...LIVE, notes: live.notes, skipped: live.skipped, keep: live.keep };
      }, (ws, live, at) => live.keep(ws, at), (ws, reason) => {
        const kept = ws.notes({ ...(day !== undefined ? { day } : {}), ...(month !== undefined ? { month } : {}) });
        // Never fetched: no copy of the log, whatever notes opened bookings hold.
        if (kept.fetchedAt === null) return null;
        return { notes: kept.notes, asOf: kept.fetchedAt, asOfReason: reason, skipped: 0, keep: () => undefined };
      });
      return { ...await listedNotes(desk, notes, filter, limit), asOf, asOfReason, skipped };
    },
  };
}
