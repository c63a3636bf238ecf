// A booking's own timeline: the writes this desk made or took over on it (from the shift's record, with where each
// stands), the notes on the service's record with their authors (from the desk's copy of it), and the check-ins and
// check-outs other desks of the venue made. Newest first. As data: the page words it in the desk's language.
import type { TimelineEvent } from '../../../shared/contract/model/changes.js';
import type { ShiftWriteState } from '../../../shared/contract/model/shift.js';
import { automaticNote } from '../../../shared/domain/notes.js';
import type { StoredEntry } from '../shift-record/record-entry.js';
import type { ShiftRecord } from '../shift-record/shift-record.js';
import type { DeskParts } from './desk-parts.js';
import { THIS_DESK } from './record-host.js';

type TimelineDesk = Pick<DeskParts, 'account' | 'staff'>;

/** The states a person is told of; a write the service has (or a desk's own act) needs no word. */
const TOLD_STATES = ['waiting', 'refused', 'undone', 'discarded', 'handed'] as const;
const toldState = (state: ShiftWriteState): TimelineEvent['state'] =>
  (TOLD_STATES as readonly string[]).includes(state) ? state as TimelineEvent['state'] : null;

const staff = (name: string): TimelineEvent['who'] => (name ? { kind: 'staff', name } : { kind: 'unknown' });

function authorOf(desk: TimelineDesk, staffId: number | null): TimelineEvent['who'] {
  if (staffId === 0) return { kind: 'guest' };
  const name = desk.staff.knownStaffName(staffId);
  if (name) return { kind: 'staff', name };
  return staffId === null ? { kind: 'unknown' } : { kind: 'staffNumber', id: staffId };
}

function deskWhat(entry: StoredEntry, upper: string): TimelineEvent['what'] {
  return {
    kind: 'write', write: entry.kind, statusId: entry.statusId, notify: entry.notify, amount: entry.amount,
    currency: entry.currency, code: entry.code, recorded: entry.what,
    ...(entry.body !== undefined ? { body: entry.body } : {}),
    ...(entry.bookmarked !== undefined ? { bookmarked: entry.bookmarked } : {}),
    ...(entry.departure ? { departure: entry.departure.label, noShows: entry.noShows.length, late: entry.late.length } : {}),
    mark: entry.noShows.includes(upper) ? 'noShow' : entry.late.includes(upper) ? 'late' : null,
  };
}

function deskEvents(record: ShiftRecord, code: string): TimelineEvent[] {
  const upper = code.toUpperCase();
  return record.entries()
    .filter((entry) => entry.code.toUpperCase() === upper || entry.noShows.includes(upper) || entry.late.includes(upper))
    .map((entry) => ({
      at: entry.at, source: 'thisDesk' as const, who: staff(entry.staffName),
      desk: entry.deskName === THIS_DESK ? null : entry.deskName, takenOverFrom: entry.takenOverFrom,
      what: deskWhat(entry, upper), state: toldState(entry.state),
    }));
}

function serviceEvents(desk: TimelineDesk, code: string): TimelineEvent[] {
  const held = desk.account.offline().workingSet.detail(code)?.detail;
  if (!held) return [];
  return held.notes.map((note) => {
    const at = Date.parse(note.at);
    const automatic = automaticNote(note.body);
    return {
      at: Number.isFinite(at) ? at : null, source: 'service' as const,
      who: authorOf(desk, note.staffId),
      desk: null, takenOverFrom: null, state: null,
      what: automatic ? { kind: 'stamped' as const, stamp: automatic } : { kind: 'note' as const, body: note.body },
    };
  });
}

function venueEvents(desk: TimelineDesk, code: string): TimelineEvent[] {
  const venue = desk.account.venue()?.venue;
  if (!venue) return [];
  const upper = code.toUpperCase();
  const events: TimelineEvent[] = [];
  for (const kind of ['checkIn', 'checkOut'] as const) {
    for (const [key] of venue.state.stamps.entries()) {
      const [keyKind, keyCode, day] = key.split(':');
      if (keyKind !== kind || keyCode !== upper) continue;
      const stamp = venue.state.stampOf(code, kind, Number(day));
      if (!stamp || stamp.deskId === venue.deskId) continue;
      events.push({
        at: stamp.at, source: 'venue', who: staff(stamp.staffName ?? ''), desk: stamp.deskName, takenOverFrom: null,
        what: { kind: 'stamped', stamp: kind }, state: null,
      });
    }
  }
  return events;
}

export function bookingTimeline(desk: TimelineDesk, record: ShiftRecord, code: string): { code: string; events: TimelineEvent[] } {
  const events = [...deskEvents(record, code), ...serviceEvents(desk, code), ...venueEvents(desk, code)];
  return { code, events: events.sort((a, b) => (b.at ?? 0) - (a.at ?? 0)) };
}
