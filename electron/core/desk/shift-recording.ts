// The handlers whose outcome the shift's record must know beyond what the outbox shows: a booking created (it never
// queues), a stamp taken back or a write discarded (they leave the outbox by a person's hand, not because the service
// has them), and an account removed (its record leaves with it).
import { randomUUID } from 'node:crypto';
import type { ShiftRecords } from '../shift-record/shift-records.js';
import type { DeskParts } from './desk-parts.js';
import type { DeskHandlers } from './dispatch.js';
import { deskName } from './record-host.js';

/** What the shift's record learns of the desk here. */
type RecordingDesk = Pick<DeskParts, 'account' | 'staff' | 'log' | 'now'>;

export function withShiftRecording(desk: RecordingDesk, records: ShiftRecords, handlers: DeskHandlers): DeskHandlers {
  const waitingIds = (code: string) => {
    const accountId = desk.account.config()?.id;
    if (!accountId) return [];
    const outbox = desk.account.outbox();
    return outbox.pendingFor(accountId, code).filter((entry) => outbox.isWaiting(entry)).map((entry) => entry.id);
  };
  return {
    ...handlers,
    'basket.create': async (input, signal) => {
      const created = await handlers['basket.create'](input, signal);
      const name = input.values.customer_name;
      await (await records.current()).add({
        id: randomUUID(), outboxId: null, at: desk.now(), kind: 'created', code: created.code ?? '',
        guestName: typeof name === 'string' ? name : '', staffId: desk.staff.actingStaffId(),
        staffName: desk.staff.staffName(desk.staff.actingStaffId()), deskName: deskName(desk), takenOverFrom: null,
        what: `Booking created${created.code ? ` (${created.code})` : ''}`, amount: created.total, currency: created.currency,
        method: null, statusId: created.statusId, notify: false, noShows: [], late: [], state: 'sent', departure: null, noShowStatus: null,
      }).catch((error: unknown) => desk.log.error('shift record', 'recording a created booking failed', error));
      return created;
    },
    'bookings.undoStamp': async (input, signal) => {
      records.watch.expect(waitingIds(input.code), 'undone');
      return handlers['bookings.undoStamp'](input, signal);
    },
    'outbox.discard': async (input, signal) => {
      records.watch.expect([input.id], 'discarded');
      return handlers['outbox.discard'](input, signal);
    },
    'accounts.remove': async (input, signal) => {
      const status = await handlers['accounts.remove'](input, signal);
      await records.forget(input.accountId);
      return status;
    },
  };
}
