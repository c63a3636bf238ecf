// The manifest's read: a day's bookings with their contents. The day's lists are read before answering (they are
// few, docs/manifest-requests.md); the guest counts of bookings never read come behind, and the next answer has
// them. Offline, the working set answers with what it learned.
import type { Day } from '../../../../shared/domain/dates.js';
import type { BookingContents } from '../../../../shared/contract/model/booking-contents.js';
import { ApiFailure, offline } from '../../api/api-errors.js';
import { pendingWrite } from '../../offline/pending-view.js';
import { learnDayItems, learnRecords, type DayJob } from '../../offline/sync/index.js';
import { yieldToScreens } from '../../platform/yield-to-screens.js';
import { deskFetchers } from '../desk-fetchers.js';
import type { DeskParts } from '../desk-parts.js';
import type { DeskHandlers } from '../dispatch.js';
import { copyFirstReason, copyReason } from '../offline-reads.js';
import { proveContents } from '../output-checks.js';

/** What these handlers use of the desk. */
type DayDesk = Pick<DeskParts, 'account' | 'details' | 'log' | 'now' | 'service' | 'staff'>;

/** A look within this long of the last one answers from the working set: stepping back and forth costs nothing. */
const LISTS_FRESH_SECONDS = 30;
const CONCURRENCY = 4;

const isOffline = (error: unknown) => error instanceof ApiFailure && error.kind === 'offline';

/**
 * The check-ins and check-outs still in this desk's outbox, on the bookings they are for; and another desk's of
 * today where a booking shows none yet (the venue).
 */
function withQueuedStamps(desk: DayDesk, listed: BookingContents[]): BookingContents[] {
  const venue = desk.account.venue();
  const bookings = venue ? listed.map((contents) => venue.withStamps(contents.booking.code, contents)) : listed;
  const accountId = desk.account.config()?.id;
  const entries = accountId ? desk.account.outbox().entries(accountId)
    .filter((entry) => entry.write.kind === 'checkIn' || entry.write.kind === 'checkOut') : [];
  if (entries.length === 0) return bookings;
  const name = (staffId: number | null) => desk.staff.staffName(staffId);
  return bookings.map((contents) => {
    const mine = entries.filter((entry) => entry.write.code === contents.booking.code);
    return mine.length === 0 ? contents : { ...contents, pending: mine.map((entry) => pendingWrite(entry, name, desk.now())) };
  });
}

export function dayHandlers(desk: DayDesk): Pick<DeskHandlers, 'day.contents' | 'print.savePdf' | 'items.overbooked'> {
  /** Days whose counts are being read, per account: one reader per day, however often the screen asks. */
  const reading = new Set<string>();
  const { fetchPage, fetchRecord } = deskFetchers(desk);
  const nowSeconds = () => Math.floor(desk.now() / 1000);

  const readCountsBehind = (job: DayJob) => {
    const key = `${desk.account.config()?.id ?? ''}:${job.day}`;
    if (reading.has(key)) return;
    // Asked once: the codes of a busy day at 100,000 bookings take a few ms of the thread that answers the screens.
    const codes = job.workingSet.codesWithoutRecord(job.day);
    if (codes.length === 0) return;
    reading.add(key);
    learnRecords(job, codes, fetchRecord, new AbortController().signal)
      .catch((error: unknown) => {
        if (!isOffline(error)) desk.log.error('desk', 'reading the guest counts of a day failed', error);
      })
      .finally(() => reading.delete(key));
  };

  return {
    // From the working set alone: the calendar asks for weeks at a time and must not cost a request per day.
    'items.overbooked': async ({ from, to }) => {
      const { workingSet } = desk.account.offline();
      await workingSet.whole();
      return workingSet.overbooked(from, to);
    },
    // Only a window can print itself: the desktop shell puts its own handler here (electron/main/save-pdf.ts).
    'print.savePdf': () => Promise.reject(new ApiFailure('refused',
      'Saving a PDF is for the desktop app. Here, choose Print and then "Save as PDF" as the printer.')),
    'day.contents': async ({ day: asked }, signal) => {
      const workingSet = desk.account.offline().workingSet;
      const day: Day = asked ?? workingSet.today();
      // Today and the days either side are read from disk before the desk opens; another day may wait a moment.
      await workingSet.ready(day);
      const job: DayJob = { workingSet, day, concurrency: CONCURRENCY, nowSeconds };
      const learnedAt = workingSet.dayLearnedAt(day);
      let requests = 0;
      // Offline, or no answer yet since the start while a synced copy is held: the copy answers at once.
      let failed: string | null = copyFirstReason(desk);
      let failure: unknown = null;
      if (failed === null && (learnedAt === null || nowSeconds() - learnedAt > LISTS_FRESH_SECONDS)) {
        try {
          requests = await learnDayItems(job, fetchPage, signal);
          // Learning the day's items sends each booking it taught to the reads' worker: with the counts and the
          // contents after it in the same piece, a busy day's first ask held the thread that answers the screens
          // for 30 ms at 100,000 bookings.
          await yieldToScreens();
        } catch (error) {
          // The service failed or went away meanwhile: what the working set holds is still the best answer there is.
          failed = copyReason(error);
          failure = error;
          if (failed === null) throw error;
        }
      }
      // Online, the day's lists are at most LISTS_FRESH_SECONDS old: current. Otherwise, say how old the copy is and why.
      const live = failed === null;
      if (live) readCountsBehind(job);
      const copiedAt = workingSet.dayLearnedAt(day) ?? workingSet.lastSyncAt;
      // No copy at all (never synced): say why there is no answer, never show an empty day "from the copy" of 1970.
      if (!live && copiedAt === null) throw failure ?? offline();
      const bookings = withQueuedStamps(desk, await workingSet.dayBookingsInPieces(day));
      await proveContents(bookings);
      return {
        day, bookings, requests,
        asOf: live ? null : copiedAt,
        asOfReason: live ? null : failed, skipped: 0,
        // Counts come behind only while the service answers.
        countsPending: live ? workingSet.codesWithoutRecord(day).length : 0,
      };
    },
  };
}
