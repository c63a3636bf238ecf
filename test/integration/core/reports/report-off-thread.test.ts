// A desk holding 100,000 bookings keeps answering while a manager's report is worked out: a check-in pressed while
// a year's report is built is answered before the report is, because the report is built by the reads' worker,
// not on the thread that takes the check-in.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BookingSummary } from '../../../../shared/contract/model/booking.js';
import { addDays } from '../../../../shared/domain/dates.js';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';

const HELD = 100_000;
const REVENUE = ['PEND', 'HOLD', 'PART', 'PAID', 'WAIT', 'STOP'];

let harness: DeskHarness;

/** Bookings of past seasons beside the sandbox's own, over every day of the last year and this one. */
function pastSeasons(today: number, count: number): BookingSummary[] {
  return Array.from({ length: count }, (_, i) => {
    const day = addDays(today, -(i % 700));
    return {
      id: 1_000_000 + i, code: `PAST-${String(i).padStart(6, '0')}`, status: { id: i % 9 === 0 ? 'CANCELLED' : 'PAID', name: 'Paid' },
      createdAt: 1_700_000_000 + i, total: `${100 + (i % 400)}.00`, paid: '100.00', due: `${i % 400}.00`, tax: '5.00',
      customer: { id: 10_000 + (i % 12_000), name: `Guest ${i % 12_000}`, email: `guest${i % 12_000}@example.com` },
      summary: 'Harbour View Double', dates: '', startDay: day, endDay: day, lastModified: 1_700_000_000 + i,
    };
  });
}

beforeAll(async () => {
  harness = await deskOnDemo({ seed: 35, bookings: 200 });
  await harness.running.desk.account.offline().sync.full();
  const { workingSet } = harness.running.desk.account.offline();
  workingSet.putSummaries(pastSeasons(workingSet.today(), HELD - workingSet.size), Math.floor(Date.now() / 1000));
}, 60_000);
afterAll(() => harness.close());

it('answers a check-in pressed while a year\'s report over 100,000 bookings is built before the report', async () => {
  const { workingSet } = harness.running.desk.account.offline();
  expect(workingSet.size).toBe(HELD);
  // A guest of today not in yet, by their record: a listing alone does not say, and a check-in on a guest already in
  // is (rightly) refused.
  const today = (await harness.value('day.contents', {})).bookings.filter(({ booking }) => !['VOID', 'CANCELLED'].includes(booking.status.id));
  let arrival: (typeof today)[number] | undefined;
  for (const entry of today) {
    if ((await harness.value('bookings.get', { code: entry.booking.code })).checkedIn === null) {
      arrival = entry;
      break;
    }
  }
  if (!arrival) throw new Error('No guest of today is still to check in.');
  const answered: string[] = [];
  const report = harness.value('reports.run', { period: { kind: 'this', unit: 'year' }, revenueStatuses: REVENUE })
    .then((built) => { answered.push('report'); return built; });
  const checkIn = harness.value('bookings.checkIn', { code: arrival.booking.code })
    .then((booking) => { answered.push('check-in'); return booking; });
  const [built, checkedIn] = await Promise.all([report, checkIn]);
  expect(answered).toEqual(['check-in', 'report']);
  expect(checkedIn.checkedIn).not.toBeNull();
  expect(built.completeness.held).toBe(HELD);
  expect(workingSet.readsOffThread).toBe(true);
}, 60_000);
