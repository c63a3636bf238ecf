import { describe, expect, it } from 'vitest';
import { pendingWrite, withPendingWrites } from '../../../../electron/core/offline/pending-view.js';
import type { OutboxEntry } from '../../../../electron/core/offline/outbox/index.js';
import { orderLineSchema } from '../../../../shared/contract/model/order-line.js';
import { detail, summary } from './working-set/fixtures.js';

const line = (statusId: string) => orderLineSchema.parse({ itemId: 101, name: 'Courtesy Shuttle', quantity: 1, counts: { adults: 5 }, total: '0.00', statusId });

function statusChange(statusId: string): OutboxEntry {
  return {
    id: 'w1', accountId: 'a1', staffId: null, createdAt: 0, state: 'pending', attempts: 0, lastError: null, maybeApplied: false,
    write: { kind: 'status', code: 'TEST-000001', statusId, notify: false, setPaid: false },
  };
}

// Offline, a queued change to Paid showed the booking as "PAID" and each of its lines as "· PEND", a code the
// screens otherwise never show, until the service answered.
describe('a queued status change on the desk\'s copy of a booking', () => {
  const pending = detail(summary({ status: { id: 'PEND', name: 'Pending' } }), {
    lines: [line('PEND'), line('VOID')], asOf: 1,
  });

  it('names the new status as the account does and moves the lines that carried the old one', () => {
    const shown = withPendingWrites(pending, [statusChange('PAID')], () => 'Signed-in staff member');
    expect(shown.status).toEqual({ id: 'PAID', name: 'Paid' });
    expect(shown.lines.map((each) => each.statusId)).toEqual(['PAID', 'VOID']);
  });

  it('names the status in the queued write itself, for the Outbox and the Shift', () => {
    expect(pendingWrite(statusChange('PAID'), () => 'Signed-in staff member', 0).status)
      .toEqual({ id: 'PAID', name: 'Paid', setPaid: false, notify: false });
  });

  it('keeps the code of a status the desk has no name for', () => {
    expect(withPendingWrites(pending, [statusChange('NOSHOW')], () => '').status).toEqual({ id: 'NOSHOW', name: 'NOSHOW' });
  });
});
