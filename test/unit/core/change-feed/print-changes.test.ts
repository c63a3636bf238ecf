// "Changed since you printed": what a printed manifest showed against what the copy holds now. New and gone
// bookings, a status, guests, a balance (however the amount is written), items or times, new notes; stamps are what
// the paper is for, and what the copy did not know at print time is not compared.
import { describe, expect, it } from 'vitest';
import { changesSince } from '../../../../electron/core/change-feed/print-changes.js';
import type { PrintedBooking } from '../../../../electron/core/shift-record/record-entry.js';

const printed = (code: string, change: Partial<PrintedBooking> = {}): PrintedBooking => ({
  code, guestName: `Guest ${code}`, statusId: 'PEND', statusName: 'Pending', guests: 2, due: '95.50',
  lines: '201@20261113 09:00×1', notes: 1, ...change,
});
const mark = (bookings: PrintedBooking[]) => ({ day: 20261113, at: 0, serviceAt: null, bookings });

describe('what changed since the print', () => {
  it('names each change of each booking, and nothing for one that did not change', () => {
    const before = [printed('A'), printed('B'), printed('C'), printed('D')];
    const now = [
      printed('A'),
      printed('B', { statusId: 'PAID', statusName: 'Paid', due: '0.00', guests: 3 }),
      printed('C', { lines: '201@20261113 13:00×1', notes: 3 }),
      printed('E'),
    ];
    expect(changesSince(mark(before), now, 'CAD')).toEqual([
      { code: 'B', guestName: 'Guest B', what: [{ kind: 'status', from: 'Pending', to: 'Paid' }, { kind: 'guests', from: 2, to: 3 },
        { kind: 'balance', from: '95.50', to: '0.00' }] },
      { code: 'C', guestName: 'Guest C', what: [{ kind: 'items' }, { kind: 'notes', count: 2 }] },
      { code: 'E', guestName: 'Guest E', what: [{ kind: 'new' }] },
      { code: 'D', guestName: 'Guest D', what: [{ kind: 'gone' }] },
    ]);
  });

  it('does not compare what one side did not know, nor how an amount is written', () => {
    const before = [printed('A', { guests: null, lines: '', notes: -1, due: '95.5' })];
    expect(changesSince(mark(before), [printed('A', { guests: 4 })], 'CAD')).toEqual([]);
  });

  it('says nothing of a booking cancelled since that was cancelled already, and names one cancelled since', () => {
    const before = [printed('A', { statusId: 'VOID', statusName: 'Void' }), printed('B')];
    const now = [printed('A', { statusId: 'VOID', statusName: 'Void' }), printed('B', { statusId: 'CANCELLED', statusName: 'Cancelled' })];
    expect(changesSince(mark(before), now, 'CAD')).toEqual([{ code: 'B', guestName: 'Guest B', what: [{ kind: 'status', from: 'Pending', to: 'Cancelled' }] }]);
  });
});
