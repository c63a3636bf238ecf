// What every path that stamps a booking says and asks first: one set of questions for the manifest, the booking
// screen, a scan and the list's keys.
import { describe, expect, it } from 'vitest';
import type { BookingContents } from '../../../../shared/contract/model/booking-contents.js';
import { stampQuestions } from '../../../../renderer/features/stamps/stamp-questions.js';
import { formatter } from '../../../../renderer/ui/format.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';

const format = formatter({ locale: 'en-CA', currency: 'CAD', timeZone: 'America/Vancouver' });
const TODAY = 20261124;
/** 10:00 in Vancouver on that day. */
const NOW = Date.parse('2026-11-24T10:00:00-08:00');
const stamp = { at: '2026-11-24T09:12:00-08:00', staffId: 2, staffName: 'Priya Shah' };

function contents(change: { start?: number; end?: number; checkedIn?: boolean; checkedOut?: boolean; status?: string; due?: string } = {}):
  BookingContents {
  return {
    booking: {
      id: 1, code: 'ABCD-000001', status: { id: change.status ?? 'PART', name: 'Part paid' }, createdAt: 1,
      total: '100.00', paid: '40.00', due: change.due ?? '60.00', tax: '0.00',
      customer: { id: 5, name: 'Freya Kowalski', email: '' }, summary: '', dates: '',
      startDay: change.start ?? TODAY, endDay: change.end ?? TODAY, lastModified: 1,
    },
    startTime: '', endTime: '', lines: [], source: 'record', checkedIn: change.checkedIn ? stamp : null,
    checkedOut: change.checkedOut ? stamp : null, noteCount: 0, notes: [], stampsKnown: true, customAnswers: {}, pending: [],
  };
}

const ask = (kind: 'checkIn' | 'checkOut', booking: BookingContents) => stampQuestions(kind, booking, TODAY, format, englishIntl('en-CA'), NOW);

describe('what the desk asks before a check-in or check-out', () => {
  it('asks before checking out a guest who never checked in, and offers to settle what is due', () => {
    const asked = ask('checkOut', contents());
    expect(asked.reasons).toEqual(['Freya Kowalski was never checked in.']);
    expect(asked.owed).toBe('60.00');
  });

  it('never says a guest never checked in when the desk has not read the booking\'s record', () => {
    const asked = ask('checkOut', { ...contents(), stampsKnown: false });
    expect(asked.reasons).toEqual([]);
    expect(asked.owed).toBe('60.00');
  });

  it("names the desk of the venue a check-in was pressed on, before the service has it", () => {
    const atTheDock = { ...contents(), checkedIn: { ...stamp, staffId: null, sharedBy: 'Dock' } };
    const asked = ask('checkIn', atTheDock);
    expect(asked.reasons[0]).toMatch(/^Already checked in by Priya Shah at the Dock desk \(Nov 24, 2026, .+\)\.$/);
    expect(asked.alreadyDone).toBe('ABCD-000001 (Freya Kowalski) is already in since 9:12 a.m. (Priya Shah at the Dock desk). Nothing was changed.');
  });

  it('asks before a second check-in, naming who did the first, and says it in a scan’s words too', () => {
    const asked = ask('checkIn', contents({ checkedIn: true }));
    expect(asked.reasons[0]).toMatch(/^Already checked in by Priya Shah \(Nov 24, 2026, .+\)\.$/);
    expect(asked.alreadyDone).toBe('ABCD-000001 (Freya Kowalski) is already in since 9:12 a.m. (Priya Shah). Nothing was changed.');
  });

  it('says a guest who has left is checked out, today or on the day they left, not "already in"', () => {
    const left = { ...contents({ checkedIn: true }), checkedOut: { at: '2026-11-24T16:21:00-08:00', staffId: 3, staffName: 'Alex Morgan' } };
    expect(ask('checkIn', left).alreadyDone).toBe('ABCD-000001 (Freya Kowalski) checked out at 4:21 p.m. today (Alex Morgan). Nothing was changed.');
    const yesterday = { ...left, checkedOut: { ...left.checkedOut, at: '2026-11-23T16:21:00-08:00' } };
    expect(ask('checkIn', yesterday).alreadyDone).toMatch(/^ABCD-000001 \(Freya Kowalski\) checked out on Nov 23, 2026, 4:21\sp\.m\. \(Alex Morgan\)\. Nothing was changed\.$/);
  });

  it('asks before a second check-out too', () => {
    expect(ask('checkOut', contents({ checkedIn: true, checkedOut: true })).reasons[0]).toMatch(/^Already checked out by Priya Shah/);
  });

  it('asks before checking in on a day that is not the booking’s', () => {
    expect(ask('checkIn', contents({ start: TODAY + 1, end: TODAY + 1 })).reasons).toEqual(['The booking is for Nov 25, 2026, not today.']);
    expect(ask('checkIn', contents({ start: TODAY - 1, end: TODAY + 1 })).reasons).toEqual([]);
  });

  it('says why a void or cancelled booking cannot be stamped at all, and asks nothing', () => {
    const asked = ask('checkIn', contents({ status: 'VOID', checkedIn: true }));
    expect(asked.refusal).toBe('This booking is void, so it cannot be checked in or out.');
    expect(asked.reasons).toEqual([]);
    expect(asked.owed).toBeNull();
  });

  it('says a balance due at check-in as well, and asks nothing for an ordinary arrival', () => {
    expect(ask('checkIn', contents())).toEqual({ refusal: null, alreadyDone: null, reasons: [], owed: '60.00' });
    expect(ask('checkOut', contents({ checkedIn: true, due: '0.00' }))).toEqual({ refusal: null, alreadyDone: null, reasons: [], owed: null });
  });
});
