// Closing a departure: after its start, each guest who never checked in is marked a no-show or late in one
// press. A no-show becomes the account's no-show status (never notifying unless asked) with a note saying who closed
// it; an account without one keeps the no-show as a note and a mark here, and the person is told the stock is not
// released. The closing is shared with the venue's desks and may be reopened; both are kept in the shift's record.
import { randomUUID } from 'node:crypto';
import type { AccountStatuses } from '../../../../shared/contract/model/changes.js';
import type { Closing, ClosingSaid, DepartureRef } from '../../../../shared/contract/model/departures.js';
import { instantInZone, isoDay, timeInZone } from '../../../../shared/domain/dates.js';
import { DEFAULT_STATUSES } from '../../../../shared/domain/statuses.js';
import { ApiFailure } from '../../api/api-errors.js';
import type { OutboxWrite } from '../../offline/outbox/index.js';
import type { StoredEntry } from '../../shift-record/record-entry.js';
import type { ShiftRecords } from '../../shift-record/shift-records.js';
import { forgetOldClosings, shareClosing } from '../../venue/venue-closings.js';
import { dayClosings } from '../day-closings.js';
import type { DeskParts } from '../desk-parts.js';
import type { DeskHandlers } from '../dispatch.js';
import { atDesk, deskName } from '../record-host.js';

/** What these handlers use of the desk. */
type DepartureDesk = Pick<DeskParts, 'account' | 'details' | 'now' | 'registry' | 'serviceClock' | 'staff'>;

type DepartureHandlers = Pick<DeskHandlers,
  'departures.list' | 'departures.close' | 'departures.reopen' | 'accounts.statuses' | 'accounts.setNoShowStatus'>;

/** The statuses the desk knows the account has: its defaults, every one seen on a booking, and the one chosen. */
async function accountStatuses(desk: DepartureDesk): Promise<AccountStatuses> {
  const byId = new Map(DEFAULT_STATUSES.map((status) => [status.id, { ...status }]));
  const workingSet = desk.account.offline().workingSet;
  await workingSet.whole();
  for (const source of workingSet.reportSources()) {
    const { status } = source.summary;
    if (!byId.has(status.id)) byId.set(status.id, { id: status.id, name: status.name || status.id });
  }
  const chosen = desk.account.config()?.noShowStatus;
  if (chosen) byId.set(chosen.id, chosen);
  return { statuses: [...byId.values()], ...(chosen !== undefined ? { noShow: chosen } : {}) };
}

/**
 * Now as the service tells it (the desk's own clock until an answer has): whether a departure has started is the
 * service's time, not a laptop's nobody set, and two desks' acts on one departure are ordered on the one clock they share.
 */
const serviceNow = (desk: DepartureDesk): number => desk.serviceClock.serviceNow() ?? desk.now();

/** Started: the service's clock is past the departure's day and time in the account's zone. */
function hasStarted(desk: DepartureDesk, ref: DepartureRef): boolean {
  const [hour, minute] = ref.time.split(':').map(Number) as [number, number];
  return serviceNow(desk) >= instantInZone(ref.day, desk.details.timeZone(), hour, minute) * 1000;
}

function noShowNote(desk: DepartureDesk, label: string, day: number, statusName: string | null): string {
  const who = desk.staff.staffName(desk.staff.actingStaffId());
  const when = timeInZone(serviceNow(desk) / 1000, desk.details.timeZone());
  const kept = statusName === null
    ? ' This account has no no-show status chosen on this desk, so the booking keeps its status and its place in stock.'
    : ` Status set to ${statusName}.`;
  return `No-show: ${label} on ${isoDay(day)}, closed at ${when} by ${who} ${atDesk(desk)}.${kept}`;
}

async function queueAll(desk: DepartureDesk, writes: OutboxWrite[]): Promise<ClosingSaid[]> {
  const refused: ClosingSaid[] = [];
  for (const write of writes) {
    const { entry } = await desk.account.offline().queue(write, desk.staff.actingStaffId());
    if (write.kind === 'note') desk.account.venue()?.noted(write, desk.staff.actingStaffId());
    if (entry?.state === 'conflict') refused.push({ kind: 'refused', code: write.code, reason: entry.lastError?.message ?? null });
  }
  return refused;
}

/**
 * When an act on a departure happens: now on the service's clock, and after every act on it this desk has seen, since
 * two desks' estimates of that clock differ by a second or so and a reopening must come after the closing it undoes.
 */
function actTime(desk: DepartureDesk, known: Closing | null): number {
  return Math.max(serviceNow(desk), known ? Math.max(known.closedAt, known.reopenedAt ?? 0) + 1 : 0);
}

function closingEntry(desk: DepartureDesk, act: 'closed' | 'reopened', at: number, closing: Omit<Closing, 'reopenedAt' | 'reopenedBy'>): StoredEntry {
  const what = act === 'closed'
    ? `Closed ${closing.label}: ${closing.noShows.length} no-show${closing.noShows.length === 1 ? '' : 's'}, ${closing.late.length} late`
    : `Reopened ${closing.label}`;
  return {
    id: randomUUID(), outboxId: null, at, kind: act, code: '', guestName: '', staffId: desk.staff.actingStaffId(),
    staffName: desk.staff.staffName(desk.staff.actingStaffId()), deskName: deskName(desk), takenOverFrom: null, what, amount: null,
    currency: desk.details.knownCurrency(), method: null, statusId: null, notify: false,
    noShows: act === 'closed' ? [...closing.noShows] : [], late: act === 'closed' ? [...closing.late] : [], state: 'done',
    departure: { day: closing.day, itemId: closing.itemId, time: closing.time, label: closing.label },
    noShowStatus: closing.noShowStatus,
  };
}

async function recordAct(desk: DepartureDesk, records: ShiftRecords, act: 'closed' | 'reopened', at: number,
  closing: Omit<Closing, 'reopenedAt' | 'reopenedBy'>) {
  const record = await records.current();
  const entry = closingEntry(desk, act, at, closing);
  await record.add(entry);
  const venue = desk.account.venue()?.venue;
  if (venue) {
    shareClosing(venue.state, {
      deskId: venue.deskId, deskName: entry.deskName, day: closing.day, itemId: closing.itemId, time: closing.time,
      label: closing.label, act, at: entry.at, by: entry.staffName, noShows: entry.noShows, late: entry.late,
      noShowStatus: closing.noShowStatus,
    });
    forgetOldClosings(venue.state, entry.at);
  }
  return record;
}

export function departureHandlers(desk: DepartureDesk, records: ShiftRecords): DepartureHandlers {
  const closingOf = async (ref: DepartureRef) => (await dayClosingsNow(ref.day))
    .find((each) => each.itemId === ref.itemId && each.time === ref.time) ?? null;
  const dayClosingsNow = async (day: number) => dayClosings(desk, await records.current(), day);
  return {
    'departures.list': ({ day }) => dayClosingsNow(day),
    'departures.close': async (input) => {
      if (!hasStarted(desk, input)) {
        throw new ApiFailure('refused', `${input.label} has not started yet: a departure is closed after its start time.`);
      }
      const chosen = desk.account.config()?.noShowStatus ?? null;
      const noShows = input.marks.filter((mark) => mark.mark === 'noShow').map((mark) => mark.code);
      const late = input.marks.filter((mark) => mark.mark === 'late').map((mark) => mark.code);
      const writes: OutboxWrite[] = noShows.flatMap((code): OutboxWrite[] => [
        ...(chosen ? [{ kind: 'status' as const, code, statusId: chosen.id, notify: input.notify, setPaid: false }] : []),
        { kind: 'note', code, body: noShowNote(desk, input.label, input.day, chosen?.name ?? null), private: true },
      ]);
      const refused = await queueAll(desk, writes);
      const closedAt = actTime(desk, await closingOf(input));
      const closing = { day: input.day, itemId: input.itemId, time: input.time, label: input.label, closedAt,
        closedBy: desk.staff.staffName(desk.staff.actingStaffId()), deskName: deskName(desk), noShows, late, noShowStatus: chosen?.id ?? null };
      await recordAct(desk, records, 'closed', closedAt, closing);
      const said: ClosingSaid[] = [
        ...(noShows.length === 0 ? [] : chosen
          ? [{ kind: 'noShowsSet' as const, count: noShows.length, status: chosen.name, notify: input.notify }]
          : [{ kind: 'stockNotReleased' as const }]),
        ...refused,
      ];
      return { closing: { ...closing, reopenedAt: null, reopenedBy: null }, said };
    },
    'departures.reopen': async (ref) => {
      const closing = await closingOf(ref);
      if (!closing || closing.reopenedAt !== null) throw new ApiFailure('refused', 'That departure is not closed.');
      await recordAct(desk, records, 'reopened', actTime(desk, closing), closing);
      return (await closingOf(ref))!;
    },
    'accounts.statuses': () => accountStatuses(desk),
    'accounts.setNoShowStatus': async ({ status }) => {
      const config = desk.account.config();
      if (!config) throw new ApiFailure('signed-out', 'Choose an account first.');
      desk.registry.update(config.id, { noShowStatus: status === null ? null : { id: status.id.toUpperCase(), name: status.name } });
      return accountStatuses(desk);
    },
  };
}
