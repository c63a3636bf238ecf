// Before resending a write whose answer was lost, the desk reads the booking and asks whether the write already
// took effect (nothing sent twice). One rule per kind of write.
import { describe, expect, it } from 'vitest';
import { bookingSchema, type WireBooking } from '../../../../../shared/wire/index.js';
import { readTolerantly } from '../../../../../shared/wire/tolerant-read.js';
import { CLOCK_SLACK_MS, wasApplied as applied, type OutboxWrite } from '../../../../../electron/core/offline/outbox/index.js';

const ZONE = 'America/Vancouver';
const QUEUED_AT = Date.parse('2026-11-21T10:00:00Z');
const iso = (offsetMs: number) => new Date(QUEUED_AT + offsetMs).toISOString();

/** The record as the desk reads it off the wire: members it cannot read are left out. */
function booking(extra: Record<string, unknown> = {}): WireBooking {
  const read = readTolerantly(bookingSchema,
    { booking_id: 1, code: 'PVCA-1', status_id: 'PEND', total: '100.00', paid_total: '40.00', notes: [], ...extra });
  if (!read.ok) throw new Error(read.problem);
  return read.value;
}

const wasApplied = (queued: Parameters<typeof applied>[0], record: WireBooking) => applied(queued, record, ZONE);

const entry = (write: OutboxWrite, staffId: number | null = null) => ({ write, staffId, createdAt: QUEUED_AT });

describe('was a check-in already applied?', () => {
  const checkIn = entry({ kind: 'checkIn', code: 'PVCA-1' });

  it('no when the booking is not checked in', () => {
    expect(wasApplied(checkIn, booking({ checked_in: null }))).toBe(false);
    expect(wasApplied(checkIn, booking())).toBe(false);
  });

  it('yes when it was checked in after the write was queued, or just before it (clocks differ)', () => {
    expect(wasApplied(checkIn, booking({ checked_in: { date: iso(5000), account_id: 1 } }))).toBe(true);
    expect(wasApplied(checkIn, booking({ checked_in: { date: iso(-CLOCK_SLACK_MS + 1000) } }))).toBe(true);
  });

  it('no when the check-in is older: that was an earlier visit or someone else', () => {
    expect(wasApplied(checkIn, booking({ checked_in: { date: iso(-CLOCK_SLACK_MS - 1000) } }))).toBe(false);
    expect(wasApplied(checkIn, booking({ checked_in: { date: 'not a date' } }))).toBe(false);
  });

  it('counts only a check-in by the staff member who queued it, when the desk knows who that was', () => {
    const priyas = entry({ kind: 'checkIn', code: 'PVCA-1' }, 2);
    expect(wasApplied(priyas, booking({ checked_in: { date: iso(1000), account_id: 2 } }))).toBe(true);
    expect(wasApplied(priyas, booking({ checked_in: { date: iso(1000), account_id: 3 } }))).toBe(false);
  });
});

describe("judged by the service's clock when the desk knew it", () => {
  // The desk's clock ran 5 minutes ahead: it queued at QUEUED_AT on its clock, at QUEUED_AT - 5 min on the service's.
  const ahead = { write: { kind: 'note', code: 'PVCA-1', body: 'Guest arrives late', private: true } as OutboxWrite, staffId: 2,
    createdAt: QUEUED_AT, serviceAt: QUEUED_AT - 5 * 60_000 };
  const noteAt = (offsetMs: number, account_id = 2) =>
    booking({ notes: [{ note_id: 1, account_id, date: iso(offsetMs), body: 'Guest arrives late', private: true }] });

  it('takes its own note, dated by the service minutes before the desk\'s clock says, for its own', () => {
    expect(wasApplied(ahead, noteAt(-5 * 60_000 + 2_000))).toBe(true);
    expect(wasApplied({ ...ahead, write: { kind: 'checkIn', code: 'PVCA-1' } },
      booking({ checked_in: { date: iso(-5 * 60_000 + 1_000), account_id: 2 } }))).toBe(true);
  });

  it('does not take the same words written well before it was sent for its own', () => {
    expect(wasApplied(ahead, noteAt(-5 * 60_000 - 60_000))).toBe(false);
  });
});

describe('was a check-out already applied?', () => {
  it('reads checked_out, not checked_in', () => {
    const checkOut = entry({ kind: 'checkOut', code: 'PVCA-1' });
    expect(wasApplied(checkOut, booking({ checked_in: { date: iso(1000) }, checked_out: null }))).toBe(false);
    expect(wasApplied(checkOut, booking({ checked_out: { date: iso(1000) } }))).toBe(true);
  });
});

describe('was a note already applied?', () => {
  const note = (account_id: number, body: string, offsetMs: number) =>
    ({ note_id: offsetMs, account_id, date: iso(offsetMs), body, private: true });
  const write: OutboxWrite = { kind: 'note', code: 'PVCA-1', body: 'Guest arrives late', private: true };

  it('yes when a recent note has the same text', () => {
    expect(wasApplied(entry(write), booking({ notes: [note(1, 'Other', 500), note(1, 'Guest arrives late', 2000)] }))).toBe(true);
  });

  it('no when no note matches, or the matching one is older than the write', () => {
    expect(wasApplied(entry(write), booking({ notes: [note(1, 'Guest arrives later', 2000)] }))).toBe(false);
    expect(wasApplied(entry(write), booking({ notes: [note(1, 'Guest arrives late', -CLOCK_SLACK_MS - 1)] }))).toBe(false);
    expect(wasApplied(entry(write), booking({ notes: undefined }))).toBe(false);
  });

  it('needs the same author when the desk knows the staff member', () => {
    expect(wasApplied(entry(write, 2), booking({ notes: [note(3, 'Guest arrives late', 2000)] }))).toBe(false);
    expect(wasApplied(entry(write, 2), booking({ notes: [note(2, 'Guest arrives late', 2000)] }))).toBe(true);
  });
});

describe('was a bookmark already applied?', () => {
  it('compares the acting staff member\'s bookmark with the one wanted', () => {
    const add = entry({ kind: 'bookmark', code: 'PVCA-1', bookmarked: true });
    const remove = entry({ kind: 'bookmark', code: 'PVCA-1', bookmarked: false });
    expect(wasApplied(add, booking({ bookmark: true }))).toBe(true);
    expect(wasApplied(add, booking({ bookmark: false }))).toBe(false);
    expect(wasApplied(remove, booking({ bookmark: false }))).toBe(true);
  });
});

describe('was a status change already applied?', () => {
  it('compares the status', () => {
    const hold = entry({ kind: 'status', code: 'PVCA-1', statusId: 'HOLD', notify: true, setPaid: false });
    expect(wasApplied(hold, booking({ status_id: 'HOLD' }))).toBe(true);
    expect(wasApplied(hold, booking({ status_id: 'PEND' }))).toBe(false);
  });

  it('with set_paid, also needs the booking settled', () => {
    const paid = entry({ kind: 'status', code: 'PVCA-1', statusId: 'PAID', notify: false, setPaid: true });
    expect(wasApplied(paid, booking({ status_id: 'PAID', paid_total: '40.00' }))).toBe(false);
    expect(wasApplied(paid, booking({ status_id: 'PAID', paid_total: '100.00' }))).toBe(true);
    expect(wasApplied(paid, booking({ status_id: 'PAID', paid_total: undefined }))).toBe(false);
  });
});

describe('a lost answer read back in any date form the service uses', () => {
  /** 10:00:05 UTC on 21 Nov 2026 is 02:00:05 in Vancouver: the same instant in every form. */
  const at = Math.floor((QUEUED_AT + 5000) / 1000);
  const forms: [string, unknown][] = [
    ['ISO 8601 with an offset', '2026-11-21T02:00:05-08:00'],
    ['ISO 8601 in UTC', '2026-11-21T10:00:05Z'],
    ['Unix seconds', at],
    ['Unix seconds as text', String(at)],
    ['MySQL text in the account\'s zone', '2026-11-21 02:00:05'],
    ['yyyymmdd (the day only)', 20261121],
    ['yyyymmdd as text', '20261121'],
  ];

  it.each(forms)('finds its own check-in and note when the date is %s', (_, date) => {
    const checkIn = entry({ kind: 'checkIn', code: 'PVCA-1' }, 2);
    expect(wasApplied(checkIn, booking({ checked_in: { date, account_id: 2 } }))).toBe(true);
    const write: OutboxWrite = { kind: 'note', code: 'PVCA-1', body: 'Late', private: true };
    expect(wasApplied(entry(write, 2), booking({ notes: [{ note_id: 9, account_id: 2, date, body: 'Late' }] }))).toBe(true);
  });

  it('does not take a stamp from the day before for its own, whatever the form', () => {
    const checkIn = entry({ kind: 'checkIn', code: 'PVCA-1' }, 2);
    for (const date of [20261120, '2026-11-20 23:59:00', String(at - 86_400)]) {
      expect(wasApplied(checkIn, booking({ checked_in: { date, account_id: 2 } })), String(date)).toBe(false);
    }
  });
});
