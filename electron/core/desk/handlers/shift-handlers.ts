// The shift's record and its handover: the writes this desk made or took over, filtered; the shift's
// summary; the handover with its note for the next person; a booking's own timeline.
import { randomUUID } from 'node:crypto';
import type { Handover, ShiftQuery } from '../../../../shared/contract/model/shift.js';
import { SHIFT_ENTRIES_SHOWN } from '../../../../shared/contract/model/shift.js';
import { instantInZone } from '../../../../shared/domain/dates.js';
import { ApiFailure } from '../../api/api-errors.js';
import { pendingWrite } from '../../offline/pending-view.js';
import type { StoredEntry } from '../../shift-record/record-entry.js';
import { handoverSummary } from '../../shift-record/handover-summary.js';
import type { ShiftRecords } from '../../shift-record/shift-records.js';
import { bookingTimeline } from '../booking-timeline.js';
import { dayClosings } from '../day-closings.js';
import type { DeskParts } from '../desk-parts.js';
import type { DeskHandlers } from '../dispatch.js';
import { deskName } from '../record-host.js';
import { guestsOfBooking, startedOpenDepartures } from '../today-facts.js';

/** What these handlers use of the desk. */
type ShiftDesk = Pick<DeskParts, 'account' | 'details' | 'now' | 'staff'>;

type ShiftHandlers = Pick<DeskHandlers,
  'shift.record' | 'shift.summary' | 'shift.handOver' | 'shift.lastHandover' | 'shift.readHandover' | 'bookings.timeline'>;

function matches(entry: StoredEntry, query: ShiftQuery): boolean {
  if (query.from !== undefined && entry.at < query.from) return false;
  if (query.to !== undefined && entry.at > query.to) return false;
  if (query.staffName !== undefined && entry.staffName !== query.staffName) return false;
  if (query.deskName !== undefined && entry.deskName !== query.deskName) return false;
  if (query.kinds !== undefined && !query.kinds.includes(entry.kind)) return false;
  if (query.code !== undefined) {
    const code = query.code.toUpperCase();
    if (entry.code.toUpperCase() !== code && !entry.noShows.includes(code) && !entry.late.includes(code)) return false;
  }
  return true;
}

/** A departure's label travels with its entry, for the page to word "Closed 13:00 Sunset Cruise" itself. */
const withDepartureLabel = (entry: StoredEntry) => (entry.departure ? { ...entry, departureLabel: entry.departure.label } : entry);

export function shiftHandlers(desk: ShiftDesk, records: ShiftRecords): ShiftHandlers {
  /** The shift began at this desk's last handover, or at the start of the account's day. */
  const shiftStart = async () => {
    const last = (await records.current()).handovers().at(-1);
    const startOfDay = instantInZone(desk.account.offline().workingSet.today(), desk.details.timeZone()) * 1000;
    return last && last.at > startOfDay ? last.at : startOfDay;
  };

  const summary = async () => {
    await records.watch.settled();
    const record = await records.current();
    const workingSet = desk.account.offline().workingSet;
    await workingSet.whole();
    const today = workingSet.today();
    const contents = workingSet.dayBookings(today);
    const closings = dayClosings(desk, record, today);
    const accountId = desk.account.offline().accountId;
    const queued = desk.account.outbox().entries(accountId).map((entry) => pendingWrite(entry, (id) => desk.staff.staffName(id), desk.now()));
    const parts = ({ kind, bookingCode, description, body, bookmarked, status, staffName }: (typeof queued)[number]) => ({
      kind, bookingCode, description, staffName, ...(body !== undefined ? { body } : {}),
      ...(bookmarked !== undefined ? { bookmarked } : {}), ...(status ? { status } : {}),
    });
    return handoverSummary({
      since: await shiftStart(), until: desk.now(), currency: desk.details.knownCurrency(), entries: record.entries(), today: contents,
      guestsOf: (code) => guestsOfBooking(desk, code),
      refused: queued.filter((write) => write.state === 'conflict').map((write) => ({ write: parts(write), reason: write.error?.message ?? '' })),
      waiting: queued.filter((write) => write.state !== 'conflict').map(parts),
      closings: closings.filter((closing) => closing.reopenedAt === null),
      startedOpen: startedOpenDepartures(desk, contents, closings),
    });
  };

  return {
    'shift.record': async (query) => {
      await records.watch.settled();
      const record = await records.current();
      const all = record.entries();
      const found = all.filter((entry) => matches(entry, query)).sort((a, b) => b.at - a.at);
      return {
        // What only the record needs (the outbox id, the departure) is left out by the contract's schema on the way.
        entries: found.slice(0, SHIFT_ENTRIES_SHOWN).map(withDepartureLabel), more: Math.max(0, found.length - SHIFT_ENTRIES_SHOWN),
        staffNames: [...new Set(all.map((entry) => entry.staffName))].sort(),
        deskNames: [...new Set(all.map((entry) => entry.deskName))].sort(),
        warning: record.problem,
      };
    },
    'shift.summary': summary,
    'shift.handOver': async ({ note }) => {
      const handover: Handover = {
        id: randomUUID(), at: desk.now(), staffName: desk.staff.staffName(desk.staff.actingStaffId()), deskName: deskName(desk),
        note, summary: await summary(), read: false,
      };
      await (await records.current()).addHandover(handover);
      return handover;
    },
    'shift.lastHandover': async () => (await records.current()).handovers().at(-1) ?? null,
    'shift.readHandover': async ({ id }) => {
      const record = await records.current();
      if (!record.handovers().some((handover) => handover.id === id)) throw new ApiFailure('not-found', 'There is no such handover on this desk.');
      await record.markHandoverRead(id);
      return { ok: true as const };
    },
    'bookings.timeline': async ({ code }) => {
      await records.watch.settled();
      await desk.account.offline().workingSet.whole();
      return bookingTimeline(desk, await records.current(), code);
    },
  };
}
