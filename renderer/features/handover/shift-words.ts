// The shift's words: each kind of write and where it stands, as the record and the handover say them.
import type { ShiftWriteKind, ShiftWriteState } from '../../../shared/contract/model/shift.js';

export const KIND_WORDS: Record<ShiftWriteKind, { one: string; other: string }> = {
  checkIn: { one: 'check-in', other: 'check-ins' },
  checkOut: { one: 'check-out', other: 'check-outs' },
  settle: { one: 'settling at check-out', other: 'settlings at check-out' },
  note: { one: 'note', other: 'notes' },
  bookmark: { one: 'bookmark', other: 'bookmarks' },
  status: { one: 'status change', other: 'status changes' },
  created: { one: 'booking created', other: 'bookings created' },
  closed: { one: 'departure closed', other: 'departures closed' },
  reopened: { one: 'departure reopened', other: 'departures reopened' },
};

export const STATE_WORDS: Record<ShiftWriteState, string> = {
  waiting: 'Waiting to be sent', sent: 'At the booking service', refused: 'Refused by the booking service',
  undone: 'Taken back', discarded: 'Discarded', handed: 'Sent by another desk', done: 'Done on the desk',
};
