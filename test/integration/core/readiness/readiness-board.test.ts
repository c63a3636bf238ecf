// Readiness from the desk's copy, set against the sandbox's own records (this suite runs in both dialects): every
// booking expected tomorrow is in each group it belongs to and no other, with the balance the service holds; a
// booking with lines on two days counts on its first day only; the desk says what it could not check (a record never
// read) before it has read the records, and stops saying it once it has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, instantInZone, type Day } from '../../../../shared/domain/dates.js';
import type { ReadinessBoard, ReadinessGroupId } from '../../../../shared/contract/model/readiness.js';
import { readAmount } from '../../../../shared/domain/money.js';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import type { Booking, BookingLine, Customer } from '../../../../electron/sandbox/state/model.js';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';
import { until } from '../../../support/until.js';

/** Thursday 12 November 2026, 10:30 in Vancouver: the board of Friday and Saturday. */
const PINNED = Date.parse('2026-11-12T18:30:00Z');
const ZONE = 'America/Vancouver';
const TOMORROW: Day = 20261113;
const LOFT = 104;
const SNORKEL = 201;

let sandbox: RunningSandbox;
let harness: DeskHarness;

function line(lineId: string, itemId: number, startDay: Day, endDay: Day, time: string, adults: number, cents: number): BookingLine {
  const [hour, minute] = (time || '15:00').split(':').map(Number) as [number, number];
  const startsAt = instantInZone(startDay, ZONE, hour, minute);
  return {
    lineId, itemId, qty: 1, params: { adults }, total: cents, taxTotal: 0, startDay, endDay, startsAt,
    endsAt: time ? startsAt + 3 * 3600 : instantInZone(endDay, ZONE, 11), startTime: time, endTime: time ? `${hour + 3}:00` : '',
  };
}

/** A booking placed in the service's own store, as its site would have taken it. */
function order(id: number, customer: Customer, statusId: string, paidCents: number, lines: BookingLine[]): Booking {
  const { store, clock } = sandbox.control.services();
  const first = [...lines].sort((a, b) => a.startsAt - b.startsAt)[0]!;
  const booking: Booking = {
    ...store.state.bookings[0]!, id, code: `REDY-${id}`, statusId, customerId: customer.id, lines, customAnswers: {},
    total: lines.reduce((sum, each) => sum + each.total, 0), taxTotal: 0, paidTotal: paidCents,
    createdAt: clock.now() - 3600, lastModified: clock.now(), checkedIn: null, checkedOut: null,
    startDay: Math.min(...lines.map((each) => each.startDay)), endDay: Math.max(...lines.map((each) => each.endDay)),
    startsAt: first.startsAt, endsAt: Math.max(...lines.map((each) => each.endsAt)), startTime: first.startTime, endTime: first.endTime,
  };
  store.addBooking(booking);
  return booking;
}

function guest(id: number, name: string, email: string, phone: string): Customer {
  const { store } = sandbox.control.services();
  const customer: Customer = { ...store.state.customers[0]!, id, code: `CU-${id}`, name, email, phone, meta: {} };
  store.addCustomer(customer);
  return customer;
}

/** The service's own answer to "who is expected on these days (their first), and what does each need". */
function expectedFromTheService(days: readonly Day[]) {
  const { store } = sandbox.control.services();
  const coming = store.state.bookings.filter((b) => days.includes(b.startDay) && !['VOID', 'CANCELLED'].includes(b.statusId));
  const overbooked = new Set<string>();
  for (const item of store.state.items.filter((each) => !each.unlimited)) {
    for (const day of days) if (store.bookedUnits(item.id, day) > item.stock) overbooked.add(`${item.id}:${day}`);
  }
  const takes = (b: Booking) => b.lines.some((l) => days.some((day) => day >= l.startDay && day <= l.endDay && overbooked.has(`${l.itemId}:${day}`)));
  const customer = (b: Booking) => store.customer(b.customerId)!;
  return {
    codes: coming.map((b) => b.code).sort(),
    balance: new Map(coming.filter((b) => b.total > b.paidTotal).map((b) => [b.code, b.total - b.paidTotal])),
    status: coming.filter((b) => !['PAID', 'PART'].includes(b.statusId)).map((b) => b.code).sort(),
    answers: coming.filter((b) => customer(b).email === '' || customer(b).phone === '').map((b) => b.code).sort(),
    stock: coming.filter(takes).map((b) => b.code).sort(),
  };
}

const codesOf = (board: ReadinessBoard, id: ReadinessGroupId) => board.groups.find((group) => group.id === id)!.rows.map((row) => row.code).sort();
const cents = (amount: string | null) => { const exact = readAmount(amount)!; return Number(exact.units) * 10 ** (2 - exact.places); };

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 61, bookings: 400, startAt: PINNED / 1000 });
  const skew = PINNED - Date.now();
  harness = await deskOnDemo({ sandbox, now: () => Date.now() + skew });
  await harness.running.desk.account.offline().sync.full();
  await harness.value('bookings.formFields', {});
  const noPhone = guest(9001, 'Ines Navarro', 'ines@example.com', '');
  const noEmail = guest(9002, 'Tom Baker', '', '+1 604 555 0102');
  const returning = guest(9003, 'Ola Berg', 'ola@example.com', '+1 604 555 0103');
  // Two nights in the loft from tomorrow, and the snorkeling tour the morning after: two lines on two days.
  order(990_001, noPhone, 'PART', 10_000, [line('1', LOFT, TOMORROW, addDays(TOMORROW, 1), '', 2, 32_000),
    line('2', SNORKEL, addDays(TOMORROW, 1), addDays(TOMORROW, 1), '09:00', 2, 13_000)]);
  // The same loft for the same night: one more than it has.
  order(990_002, noEmail, 'PEND', 0, [line('1', LOFT, TOMORROW, addDays(TOMORROW, 1), '', 1, 16_000)]);
  // Arrived today, with tomorrow's tour: already here, so not on tomorrow's board.
  order(990_003, returning, 'PAID', 13_000, [line('1', SNORKEL, 20261112, 20261112, '09:00', 2, 6_500),
    line('2', SNORKEL, TOMORROW, TOMORROW, '09:00', 2, 6_500)]);
  // A guest who did not come last month, back tomorrow.
  order(990_004, returning, 'NOSHOW', 0, [line('1', SNORKEL, 20261012, 20261012, '09:00', 2, 13_000)]);
  order(990_005, returning, 'PAID', 13_000, [line('1', SNORKEL, TOMORROW, TOMORROW, '09:00', 2, 13_000)]);
  await harness.running.desk.account.offline().sync.incremental();
  await harness.value('accounts.setNoShowStatus', { status: { id: 'NOSHOW', name: 'No show' } });
});
afterAll(async () => {
  await harness.close();
  await sandbox.close();
});

describe("tomorrow's readiness against the service's own records", () => {
  it("first says which bookings it could not check, then, once their records are read, matches the service's records group by group", async () => {
    const first = await harness.value('readiness.board', { from: TOMORROW, days: 2 });
    const expected = expectedFromTheService([TOMORROW, addDays(TOMORROW, 1)]);
    // A record never read: its answers and notes are not claimed either way, and each group says how many.
    expect(first.unknown.length).toBeGreaterThan(0);
    expect(expected.codes).toEqual(expect.arrayContaining(first.unknown.map((row) => row.code)));
    expect(first.groups.find((g) => g.id === 'answers')!.notKnown).toBe(first.unknown.length);
    expect(first.groups.find((g) => g.id === 'notes')!.notKnown).toBe(first.unknown.length);

    const board = await until(async () => {
      const answer = await harness.value('readiness.board', { from: TOMORROW, days: 2 });
      return answer.reading === 0 && answer.unknown.length === 0 ? answer : null;
    }, 'the records of the range');
    expect(board.bookings).toBe(expected.codes.length);
    const balance = board.groups.find((g) => g.id === 'balance')!;
    expect(balance.rows.map((row) => row.code).sort()).toEqual([...expected.balance.keys()].sort());
    for (const row of balance.rows) expect(cents(row.due)).toBe(expected.balance.get(row.code));
    expect(codesOf(board, 'status')).toEqual(expected.status);
    expect(codesOf(board, 'answers')).toEqual(expected.answers);
    expect(board.groups.find((g) => g.id === 'answers')!.rows.find((row) => row.code === 'REDY-990001')!.reasons)
      .toEqual([{ kind: 'answerMissing', label: 'Phone', staff: false, guest: true }]);
    expect(codesOf(board, 'stock')).toEqual(expected.stock);
    expect(codesOf(board, 'stock')).toEqual(expect.arrayContaining(['REDY-990001', 'REDY-990002']));
    expect(codesOf(board, 'noShows')).toEqual(['REDY-990005']);
    expect(board.groups.find((g) => g.id === 'noShows')!.rows[0]!.reasons).toEqual([{ kind: 'noShow', day: 20261012, code: 'REDY-990004' }]);
    // Arrived today with a tour tomorrow: in house, not expected; each booking once, on its first day.
    const everyRow = board.groups.flatMap((g) => g.rows);
    expect(everyRow.some((row) => row.code === 'REDY-990003')).toBe(false);
    expect(new Set(everyRow.filter((row) => row.code === 'REDY-990001').map((row) => row.day))).toEqual(new Set([TOMORROW]));
    expect(board.groups.every((group) => group.notKnown === 0)).toBe(true);
  });

  it('lists a note added on the service after the day was printed, and not one from before', async () => {
    await harness.value('manifest.printed', { day: TOMORROW });
    const { store, clock } = sandbox.control.services();
    const booking = store.booking('REDY-990005')!;
    store.addNote({ id: store.state.nextIds.note++, bookingId: booking.id, accountId: 0, at: clock.nowWhole() + 5, body: 'Bringing our own wetsuits', private: false });
    booking.lastModified = clock.nowWhole() + 5;
    await harness.running.feed.round();
    const board = await until(async () => {
      const answer = await harness.value('readiness.board', { from: TOMORROW, days: 1 });
      return codesOf(answer, 'notes').length > 0 ? answer : null;
    }, 'the new note on the board');
    expect(codesOf(board, 'notes')).toEqual(['REDY-990005']);
    expect(board.groups.find((g) => g.id === 'notes')!.rows[0]!.reasons).toEqual([{ kind: 'note', by: null, excerpt: 'Bringing our own wetsuits' }]);
  });

  it('answers from the copy while the service cannot be reached, saying so', async () => {
    sandbox.control.setFaults({ offline: true });
    try {
      await harness.value('bookings.list', { start: { on: 'today' } }).catch(() => undefined);
      const board = await harness.value('readiness.board', { from: TOMORROW, days: 1 });
      expect(board.asOf).not.toBeNull();
      expect(codesOf(board, 'status')).toContain('REDY-990002');
    } finally {
      sandbox.control.clearFaults();
    }
  });
});
