import { describe, expect, it } from 'vitest';
import type { BookingContents } from '../../../../shared/contract/model/booking-contents.js';
import { stampQuestions } from '../../../../renderer/features/manifest/stamp-questions.js';
import { formatter } from '../../../../renderer/ui/format.js';

const format = formatter({ locale: 'en-CA', currency: 'CAD', timeZone: 'America/Vancouver' });
const TODAY = 20261124;
const stamp = { at: '2026-11-24T09:05:00-08:00', staffId: 2, staffName: 'Priya Shah' };

function contents(change: { start?: number; end?: number; checkedIn?: boolean; status?: string; due?: string } = {}): BookingContents {
  return {
    booking: {
      id: 1, code: 'ABCD-000001', status: { id: change.status ?? 'PART', name: 'Part paid' }, createdAt: 1,
      total: '100.00', paid: '40.00', due: change.due ?? '60.00', tax: '0.00',
      customer: { id: 5, name: 'Freya Kowalski', email: '' }, summary: '', dates: '',
      startDay: change.start ?? TODAY, endDay: change.end ?? TODAY, lastModified: 1,
    },
    startTime: '', endTime: '', lines: [], source: 'record', checkedIn: change.checkedIn ? stamp : null,
    checkedOut: null, noteCount: 0, pending: [],
  };
}

describe('what the desk asks before a check-in or check-out', () => {
  it('asks before checking out a guest who never checked in, and offers to settle what is due', () => {
    const asked = stampQuestions('checkOut', contents(), TODAY, format);
    expect(asked.reasons).toEqual(['Freya Kowalski was never checked in.']);
    expect(asked.dueAtCheckOut).toBe('60.00');
  });

  it('asks before a second check-in, naming who did the first, in one sentence with one full stop', () => {
    const reason = stampQuestions('checkIn', contents({ checkedIn: true }), TODAY, format).reasons[0];
    expect(reason).toMatch(/^Already checked in by Priya Shah \(Nov 24, 2026, .+\)\.$/);
    expect(reason).not.toMatch(/\.\.$/);
  });

  it('asks before checking in on a day that is not the booking’s', () => {
    expect(stampQuestions('checkIn', contents({ start: TODAY + 1, end: TODAY + 1 }), TODAY, format).reasons)
      .toEqual(['The booking is for Nov 25, 2026, not today.']);
    expect(stampQuestions('checkIn', contents({ start: TODAY - 1, end: TODAY + 1 }), TODAY, format).reasons).toEqual([]);
  });

  it('asks nothing for an ordinary arrival, and offers no settling when nothing is owed', () => {
    expect(stampQuestions('checkIn', contents(), TODAY, format)).toEqual({ reasons: [], dueAtCheckOut: null });
    expect(stampQuestions('checkOut', contents({ checkedIn: true, status: 'VOID' }), TODAY, format).dueAtCheckOut).toBeNull();
    expect(stampQuestions('checkOut', contents({ checkedIn: true, due: '0.00' }), TODAY, format)).toEqual({ reasons: [], dueAtCheckOut: null });
  });
});
