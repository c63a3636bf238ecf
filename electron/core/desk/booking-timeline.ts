// A booking's own timeline: the writes this desk made or took over on it (from the shift's record, with where each
// stands), the notes on the service's record with their authors (from the desk's copy of it), and the check-ins and
// check-outs other desks of the venue made. Newest first.
import type { TimelineEvent } from '../../../shared/contract/model/changes.js';
import type { ShiftWriteState } from '../../../shared/contract/model/shift.js';
import { automaticNote } from '../../../shared/domain/notes.js';
import type { ShiftRecord } from '../shift-record/shift-record.js';
import type { DeskParts } from './desk-parts.js';

type TimelineDesk = Pick<DeskParts, 'account' | 'staff'>;

const STATE_WORDS: Partial<Record<ShiftWriteState, string>> = {
  waiting: 'waiting in the outbox', refused: 'refused by the booking service', undone: 'taken back',
  discarded: 'discarded from the outbox', handed: 'sent by another desk',
};

function deskEvents(record: ShiftRecord, code: string): TimelineEvent[] {
  const upper = code.toUpperCase();
  return record.entries()
    .filter((entry) => entry.code.toUpperCase() === upper || entry.noShows.includes(upper) || entry.late.includes(upper))
    .map((entry) => {
      const mark = entry.noShows.includes(upper) ? ' (marked a no-show)' : entry.late.includes(upper) ? ' (marked late)' : '';
      return {
        at: entry.at, source: 'thisDesk' as const, who: entry.staffName,
        where: entry.takenOverFrom ? `${entry.deskName}, taken over from the ${entry.takenOverFrom} desk` : entry.deskName,
        what: `${entry.what}${mark}`, state: STATE_WORDS[entry.state] ?? null,
      };
    });
}

function serviceEvents(desk: TimelineDesk, code: string): TimelineEvent[] {
  const held = desk.account.offline().workingSet.detail(code)?.detail;
  if (!held) return [];
  return held.notes.map((note) => {
    const at = Date.parse(note.at);
    const automatic = automaticNote(note.body);
    return {
      at: Number.isFinite(at) ? at : null, source: 'service' as const,
      who: note.staffId === 0 ? 'The guest' : desk.staff.staffName(note.staffId), where: 'Booking service',
      what: automatic ? (automatic === 'checkIn' ? 'Checked in' : 'Checked out') : `Note: ${note.body}`, state: null,
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
        at: stamp.at, source: 'venue', who: stamp.staffName ?? '', where: `${stamp.deskName} desk`,
        what: kind === 'checkIn' ? 'Checked in' : 'Checked out', state: null,
      });
    }
  }
  return events;
}

export function bookingTimeline(desk: TimelineDesk, record: ShiftRecord, code: string): { code: string; events: TimelineEvent[] } {
  const events = [...deskEvents(record, code), ...serviceEvents(desk, code), ...venueEvents(desk, code)];
  return { code, events: events.sort((a, b) => (b.at ?? 0) - (a.at ?? 0)) };
}
