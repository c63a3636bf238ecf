// Through the contract, against the sandbox over HTTP: an account that keeps its books in a three-decimal (KWD) or a
// zero-decimal currency (JPY). Every amount a screen is given, the bookings list, a booking's record, the day's
// manifest and a report, is what the service holds to the last fils or yen, and the report's sums are exact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountText } from '../../../../electron/sandbox/minor-units.js';
import { amountInCurrency } from '../../../../shared/domain/money.js';
import type { Booking } from '../../../../electron/sandbox/state/model.js';
import { periodRange } from '../../../../shared/domain/report-period.js';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';

const REVENUE = ['PEND', 'HOLD', 'PART', 'PAID', 'WAIT', 'STOP'];
const LAST_MONTH = { kind: 'last', unit: 'month' } as const;

describe.each([
  { currency: 'KWD', decimals: /^\d+\.\d{3}$/ },
  { currency: 'JPY', decimals: /^\d+$/ },
] as const)('a desk whose account keeps its books in $currency', ({ currency, decimals }) => {
  let harness: DeskHarness;
  let held: readonly Booking[];
  const money = (minor: number) => amountText(minor, currency);

  beforeAll(async () => {
    harness = await deskOnDemo({ seed: 47, bookings: 200, currency });
    await harness.running.desk.account.offline().sync.full();
    await harness.value('rates.parameters', {});
    held = harness.sandbox.control.services().store.state.bookings;
  });
  afterAll(() => harness.close());

  /** In the currency's decimals, as a screen or a file writes it: a PHP service may send 95656 as 95656.00. */
  const written = (amount: string | null) => (amount === null ? null : amountInCurrency(amount, currency));

  it('lists every booking with the amounts the service holds, to the last minor unit', async () => {
    const page = await harness.value('bookings.list', { limit: 100 });
    expect(page.bookings.length).toBeGreaterThan(0);
    for (const shown of page.bookings) {
      const truth = held.find((booking) => booking.code === shown.code)!;
      expect([written(shown.total), written(shown.paid)]).toEqual([money(truth.total), money(truth.paidTotal)]);
    }
  });

  it('reads a part-paid booking\'s due as its total less what was paid, to the last minor unit', async () => {
    const part = held.find((booking) => booking.statusId === 'PART' && booking.total % 10 !== 0)!;
    const detail = await harness.value('bookings.get', { code: part.code });
    expect(detail.currency).toBe(currency);
    expect([written(detail.total), written(detail.due)]).toEqual([money(part.total), money(part.total - part.paidTotal)]);
    expect(detail.lines.map((line) => written(line.total))).toEqual(part.lines.map((line) => money(line.total)));
  });

  it('gives the manifest each line\'s own amount', async () => {
    const today = harness.running.desk.account.offline().workingSet.today();
    const contents = await harness.value('day.contents', { day: today });
    const lines = contents.bookings.flatMap((entry) => entry.lines.map((line) => ({ code: entry.booking.code, line })));
    expect(lines.length).toBeGreaterThan(0);
    for (const { code, line } of lines.filter(({ line }) => line.total !== null)) {
      const truth = held.find((booking) => booking.code === code)!;
      expect(truth.lines.map((own) => money(own.total))).toContain(written(line.total));
    }
  });

  it('sums last month exactly, in the currency\'s decimals', async () => {
    const { from, to } = periodRange(LAST_MONTH, harness.running.desk.account.offline().workingSet.today());
    const revenue = held.filter((booking) => booking.startDay >= from && booking.startDay <= to
      && REVENUE.includes(booking.statusId));
    const report = await harness.value('reports.run', { period: LAST_MONTH, revenueStatuses: REVENUE });
    const total = revenue.reduce((sum, booking) => sum + booking.total, 0);
    expect(report.totals).toMatchObject({
      bookings: revenue.length, revenue: money(total),
      paid: money(revenue.reduce((sum, booking) => sum + booking.paidTotal, 0)),
      // Half up to the currency's last decimal.
      average: money(Math.floor(total / revenue.length + 0.5)),
    });
    expect(report.sales.month.map((bucket) => bucket.revenue)).toEqual([money(total)]);
    for (const row of [...report.byItem, ...report.byCategory]) expect(row.amount).toMatch(decimals);
  });
});
