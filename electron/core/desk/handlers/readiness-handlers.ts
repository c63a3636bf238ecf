// The readiness board's read: the desk's copy answers at once, offline too; online, the records of the
// range's bookings the desk never read are read behind the answer (as the manifest reads its day's), and the next
// answer has them.
import type { ReadinessBoard } from '../../../../shared/contract/model/readiness.js';
import { addDays, type Day } from '../../../../shared/domain/dates.js';
import { ApiFailure } from '../../api/api-errors.js';
import { pendingWrite } from '../../offline/pending-view.js';
import { learnDayCounts } from '../../offline/sync/index.js';
import type { WorkingSet } from '../../offline/working-set/index.js';
import { EarlierNoShows } from '../../readiness/earlier-no-shows.js';
import { readinessGroups, type ReadinessSource } from '../../readiness/readiness-board.js';
import type { ShiftRecord } from '../../shift-record/shift-record.js';
import type { ShiftRecords } from '../../shift-record/shift-records.js';
import { deskFetchers } from '../desk-fetchers.js';
import type { DeskParts } from '../desk-parts.js';
import type { DeskHandlers } from '../dispatch.js';
import { copyFirstReason } from '../offline-reads.js';

/** What these handlers use of the desk. */
type ReadinessDesk = Pick<DeskParts, 'account' | 'details' | 'log' | 'now' | 'service' | 'serviceClock' | 'staff'>;

const CONCURRENCY = 2;

/** The guests' earlier no-shows, kept with each working set and brought up to date with what changed in it. */
const indexes = new WeakMap<WorkingSet, EarlierNoShows>();

/**
 * Earlier no-shows by guest: bookings in the account's no-show status, and bookings closed as no-shows on this desk
 * (an account without such a status keeps them as marks here). Null when the desk can tell neither.
 */
function noShowIndex(desk: ReadinessDesk, workingSet: WorkingSet, record: ShiftRecord): ReadinessSource['priorNoShows'] {
  const status = desk.account.config()?.noShowStatus?.id.toUpperCase() ?? null;
  const marked = new Set(record.entries().flatMap((entry) => (entry.kind === 'closed' ? entry.noShows : [])));
  if (status === null && marked.size === 0) return null;
  let index = indexes.get(workingSet);
  if (!index) indexes.set(workingSet, (index = new EarlierNoShows()));
  index.update({
    generation: workingSet.generation,
    changedSince: (generation) => workingSet.changedSince(generation),
    summary: (code) => workingSet.summary(code),
    summaries: () => workingSet.reportSources().map((source) => source.summary),
  }, status, marked);
  const kept = index;
  return (booking) => kept.before(booking);
}

export function readinessHandlers(desk: ReadinessDesk, records: ShiftRecords): Pick<DeskHandlers, 'readiness.board'> {
  const reading = new Set<string>();
  const { fetchRecord } = deskFetchers(desk);

  /** Records of the range never read come behind, one reader per day however often the board asks. */
  const readBehind = (workingSet: WorkingSet, day: Day) => {
    const key = `${desk.account.config()?.id ?? ''}:${day}`;
    if (reading.has(key) || workingSet.codesWithoutRecord(day).length === 0) return;
    reading.add(key);
    learnDayCounts({ workingSet, day, concurrency: CONCURRENCY, nowSeconds: () => Math.floor(desk.now() / 1000) },
      fetchRecord, new AbortController().signal)
      .catch((error: unknown) => desk.log.info('readiness', `records of ${day} were not all read: ${String(error)}`))
      .finally(() => reading.delete(key));
  };

  return {
    'readiness.board': async ({ from, days }): Promise<ReadinessBoard> => {
      const workingSet = desk.account.offline().workingSet;
      await workingSet.whole();
      if (workingSet.lastSyncAt === null) {
        throw new ApiFailure('offline', 'This desk has no copy of the bookings yet (its first sync has not finished), so it cannot tell what needs doing.');
      }
      const to = addDays(from, days - 1);
      const record = await records.current();
      const copyReason = copyFirstReason(desk);
      let behind = 0;
      if (copyReason === null) {
        for (let day = from; day <= to; day = addDays(day, 1)) {
          behind += workingSet.codesWithoutRecord(day).length;
          readBehind(workingSet, day);
        }
      }
      const items = new Map(workingSet.items().items.map((item) => [item.id, item.name]));
      const accountId = desk.account.offline().accountId;
      const source: ReadinessSource = {
        from, to,
        starting: workingSet.bookingsStartingIn(from, to),
        record: (code) => { const held = workingSet.detail(code); return held && !held.outdated ? held.detail : null; },
        overbooked: workingSet.overbooked(from, to),
        itemName: (itemId) => items.get(itemId) ?? `Item ${itemId}`,
        requirements: desk.account.config()?.formRequired ?? null,
        priorNoShows: noShowIndex(desk, workingSet, record),
        printedAt: (day) => { const mark = record.lastPrint(day); return mark ? mark.serviceAt ?? mark.at : null; },
        now: desk.serviceClock.serviceNow() ?? desk.now(),
        staffName: (staffId) => desk.staff.staffName(staffId),
        pending: (code) => desk.account.outbox().pendingFor(accountId, code)
          .map((entry) => pendingWrite(entry, (id) => desk.staff.staffName(id), desk.now())),
      };
      return {
        from, to, ...readinessGroups(source), reading: behind, currency: desk.details.knownCurrency(),
        asOf: copyReason === null ? null : workingSet.lastSyncAt, asOfReason: copyReason, skipped: 0,
      };
    },
  };
}
