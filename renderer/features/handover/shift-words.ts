// The shift's words: each kind of write and where it stands, as the record and the handover say them; and where a
// handover was made ("at this desk" for a desk that never paired, whose record calls it "This desk").
import { defineMessages, type IntlShape } from 'react-intl';
import type { ShiftWriteKind, ShiftWriteState } from '../../../shared/contract/model/shift.js';
import { words } from '../../i18n/words.js';

/** "3 check-ins", "1 status change": a count of one kind of write. */
export function kindCount(kind: ShiftWriteKind, count: number, intl: IntlShape): string {
  return intl.formatMessage({
    id: 'shift.kind.count',
    defaultMessage: '{kind, select, '
      + 'checkIn {{count, plural, one {# check-in} other {# check-ins}}} '
      + 'checkOut {{count, plural, one {# check-out} other {# check-outs}}} '
      + 'settle {{count, plural, one {# settling at check-out} other {# settlings at check-out}}} '
      + 'note {{count, plural, one {# note} other {# notes}}} '
      + 'bookmark {{count, plural, one {# bookmark} other {# bookmarks}}} '
      + 'status {{count, plural, one {# status change} other {# status changes}}} '
      + 'created {{count, plural, one {# booking created} other {# bookings created}}} '
      + 'closed {{count, plural, one {# departure closed} other {# departures closed}}} '
      + 'other {{count, plural, one {# departure reopened} other {# departures reopened}}}}',
  }, { kind, count });
}

/** Each kind of write, as the filter names it. */
export const KIND_NAMES = words(defineMessages({
  checkIn: { id: 'shift.kind.checkIn', defaultMessage: 'check-ins' },
  checkOut: { id: 'shift.kind.checkOut', defaultMessage: 'check-outs' },
  settle: { id: 'shift.kind.settle', defaultMessage: 'settlings at check-out' },
  note: { id: 'shift.kind.note', defaultMessage: 'notes' },
  bookmark: { id: 'shift.kind.bookmark', defaultMessage: 'bookmarks' },
  status: { id: 'shift.kind.status', defaultMessage: 'status changes' },
  created: { id: 'shift.kind.created', defaultMessage: 'bookings created' },
  closed: { id: 'shift.kind.closed', defaultMessage: 'departures closed' },
  reopened: { id: 'shift.kind.reopened', defaultMessage: 'departures reopened' },
})) satisfies Record<ShiftWriteKind, unknown>;

export const STATE_WORDS = words(defineMessages({
  waiting: { id: 'shift.state.waiting', defaultMessage: 'Waiting to be sent' },
  sent: { id: 'shift.state.sent', defaultMessage: 'At the booking service' },
  refused: { id: 'shift.state.refused', defaultMessage: 'Refused by the booking service' },
  undone: { id: 'shift.state.undone', defaultMessage: 'Taken back' },
  discarded: { id: 'shift.state.discarded', defaultMessage: 'Discarded' },
  handed: { id: 'shift.state.handed', defaultMessage: 'Sent by another desk' },
  done: { id: 'shift.state.done', defaultMessage: 'Done on the desk' },
})) satisfies Record<ShiftWriteState, unknown>;

/** The name the record gives a desk that never paired. */
const THIS_DESK = 'This desk';

/** "Handover from Priya Shah at the Lobby desk, Nov 12, 2026, 5:02 p.m." */
export function handoverFromText(staff: string, deskName: string, at: string, intl: IntlShape): string {
  return intl.formatMessage({
    id: 'handover.from',
    defaultMessage: '{here, select, yes {Handover from {staff} at this desk, {at}} other {Handover from {staff} at the {desk} desk, {at}}}',
  }, { here: deskName === THIS_DESK ? 'yes' : 'no', staff, desk: deskName, at });
}
