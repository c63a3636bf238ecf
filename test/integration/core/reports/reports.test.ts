// Reports through the contract on a desk synced from the sandbox over real HTTP: the figures match the
// sandbox's own bookings summed independently, cost the service no request, and still answer offline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_LIMIT, LIST_PAGE } from '../../../../shared/contract/model/report.js';
import { addDays } from '../../../../shared/domain/dates.js';
import { periodRange } from '../../../../shared/domain/report-period.js';
import { amountText } from '../../../../electron/sandbox/minor-units.js';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';

let harness: DeskHarness;

beforeAll(async () => {
  harness = await deskOnDemo({ seed: 47, bookings: 400 });
  await harness.running.desk.account.offline().sync.full();
  // As the manifest does on opening: the account's parameters, so that Rooms and Units are no guests.
  await harness.value('rates.parameters', {});
});

/** A line's guests as the sandbox holds them: Rooms (fixed) and Units (hidden) say what was booked, not who comes. */
const guestsIn = (params: Record<string, number>) =>
  Object.entries(params).filter(([id]) => id !== 'rooms' && id !== 'qty').reduce((sum, [, count]) => sum + count, 0);
/** A booking's people: the most on any one line (a couple's room, breakfast and next-morning tour are two people). */
const peopleIn = (booking: { lines: { params: Record<string, number> }[] }) =>
  Math.max(0, ...booking.lines.map((line) => guestsIn(line.params)));
afterAll(() => harness.close());

const REVENUE = ['PEND', 'HOLD', 'PART', 'PAID', 'WAIT', 'STOP'];
const LAST_MONTH = { kind: 'last', unit: 'month' } as const;

function sandboxSums(from: number, to: number) {
  const inPeriod = harness.sandbox.control.services().store.state.bookings
    .filter((booking) => booking.startDay >= from && booking.startDay <= to);
  const revenue = inPeriod.filter((booking) => REVENUE.includes(booking.statusId));
  // The sandbox keeps whole minor units; the report writes them in the account currency's decimals.
  const money = (minor: number) => amountText(minor, 'CAD');
  return {
    bookings: revenue.length,
    revenue: money(revenue.reduce((sum, booking) => sum + booking.total, 0)),
    paid: money(revenue.reduce((sum, booking) => sum + booking.paidTotal, 0)),
    cancellations: inPeriod.length - revenue.length,
  };
}

describe('a manager reviews last month', () => {
  it('sees the same bookings, revenue, payments and cancellations as the service holds', async () => {
    const today = harness.running.desk.account.offline().workingSet.today();
    const { from, to } = periodRange(LAST_MONTH, today);
    const expected = sandboxSums(from, to);
    expect(expected.bookings).toBeGreaterThan(0);
    const report = await harness.value('reports.run', { period: LAST_MONTH, revenueStatuses: REVENUE });
    expect(report.period).toEqual({ from, to });
    expect(report.totals).toMatchObject(expected);
    expect(report.byStatus.reduce((sum, row) => sum + row.bookings, 0)).toBe(expected.bookings + expected.cancellations);
    expect(report.completeness).toMatchObject({ held: 400, accountTotal: 400 });
  });

  it('asks the service nothing, and answers the same while it is unreachable', async () => {
    const asked = { period: LAST_MONTH, revenueStatuses: REVENUE };
    const apiCalls = () => harness.requests.filter((request) => request.url.includes('/api/')).length;
    const before = apiCalls();
    const online = await harness.value('reports.run', asked);
    expect(apiCalls()).toBe(before);
    harness.sandbox.control.setFaults({ offline: true });
    try {
      expect(await harness.value('reports.run', asked)).toEqual(online);
    } finally {
      harness.sandbox.control.clearFaults();
    }
  });

  it('learns exact items at one list per item, then guest counts from records, and the figures match the service', async () => {
    const today = harness.running.desk.account.offline().workingSet.today();
    const { from, to } = periodRange(LAST_MONTH, today);
    const bookings = harness.sandbox.control.services().store.state.bookings
      .filter((booking) => booking.startDay >= from && booking.startDay <= to && REVENUE.includes(booking.statusId));
    const asked = { period: LAST_MONTH, revenueStatuses: REVENUE };
    const before = await harness.value('reports.run', asked);
    expect(before.completeness.withContents).toBe(0);

    const items = await harness.value('reports.learn', { period: LAST_MONTH });
    const catalogue = (await harness.value('items.list', {})).length;
    // One page per item: each item's list for one month is under 1,000 bookings.
    expect(items).toEqual({ requests: catalogue, records: 0 });
    const withItems = await harness.value('reports.run', asked);
    expect(withItems.completeness.withItems).toBe(withItems.completeness.inPeriod);
    // Read again, the lists teach nothing new: the desk's copy stands, and with it every report worked out from it.
    const { workingSet } = harness.running.desk.account.offline();
    const sources = workingSet.reportSources();
    expect(await harness.value('reports.learn', { period: LAST_MONTH })).toEqual(items);
    expect(workingSet.reportSources()).toBe(sources);
    // From lists alone a booking's amount cannot be split between two catalogue items (a stay and the next
    // morning's tour): it counts under "Items not known" until its record is read (item-amounts.ts).
    const listed = new Set((await harness.value('items.list', {})).map((item) => item.id));
    const catalogueItems = (booking: (typeof bookings)[number]) => new Set(booking.lines.map((line) => line.itemId).filter((id) => listed.has(id)));
    const holdingOnly = (itemId: number) => bookings.filter((booking) => {
      const held = catalogueItems(booking);
      return held.size === 1 && held.has(itemId);
    }).length;
    for (const row of withItems.byItem.filter((row) => row.id !== 0)) expect(row.bookings).toBe(holdingOnly(row.id));
    const several = bookings.filter((booking) => catalogueItems(booking).size > 1).length;
    expect(withItems.byItem.find((row) => row.id === 0)?.bookings ?? 0).toBe(several);

    const counts = await harness.value('reports.learn', { period: LAST_MONTH, counts: true });
    expect(counts.records).toBe(withItems.completeness.inPeriod);
    const after = await harness.value('reports.run', asked);
    const guests = bookings.reduce((sum, booking) => sum + peopleIn(booking), 0);
    expect(after.totals.guests).toBe(guests);
    expect(after.completeness.withContents).toBe(after.completeness.inPeriod);
    // With the records, every line counts under its own item: a stay with a tour under both.
    const holding = (itemId: number) => bookings.filter((booking) => booking.lines.some((line) => line.itemId === itemId)).length;
    for (const row of after.byItem) expect(row.bookings).toBe(holding(row.id));

    // The bookings CSV's guests and per-item amounts for one of them are the service's own.
    const one = bookings[0]!;
    const [lines] = await harness.value('bookings.lines', { codes: [one.code] });
    const multi = bookings.find((booking) => booking.lines.length > 2) ?? one;
    const [multiLines] = await harness.value('bookings.lines', { codes: [multi.code] });
    expect(lines!.guests).toBe(peopleIn(one));
    expect(multiLines!.guests).toBe(peopleIn(multi));
    expect(lines!.lines.map((line) => [line.itemId, line.amount]))
      .toEqual(one.lines.map((line) => [line.itemId, (line.total / 100).toFixed(2)]));
  });

  it('carries the first rows of a long list, and reads the rest in the same order', async () => {
    const today = harness.running.desk.account.offline().workingSet.today();
    const everything = { period: { kind: 'custom', from: addDays(today, -400), to: addDays(today, 400) } as const,
      revenueStatuses: REVENUE };
    const report = await harness.value('reports.run', everything);
    const all = Math.min(report.listed.outstanding, LIST_LIMIT);
    expect(all).toBeGreaterThan(LIST_PAGE);
    expect(report.outstanding).toHaveLength(LIST_PAGE);
    const rest = await harness.value('reports.rows', { ...everything, list: 'outstanding', from: LIST_PAGE, count: LIST_LIMIT });
    const rows = [...report.outstanding, ...rest];
    expect(rows).toHaveLength(all);
    // The service's own revenue bookings with money left to pay, oldest first, each once.
    const owing = harness.sandbox.control.services().store.state.bookings
      .filter((booking) => REVENUE.includes(booking.statusId) && booking.total > booking.paidTotal);
    expect(new Set(rows.map((row) => row.code))).toEqual(new Set(owing.map((booking) => booking.code)));
    const made = rows.map((row) => row.createdAt ?? Infinity);
    expect(made).toEqual([...made].sort((a, b) => a - b));
    // A page from the middle is the same rows, and past the end there are none.
    expect(await harness.value('reports.rows', { ...everything, list: 'outstanding', from: 120, count: 5 }))
      .toEqual(rows.slice(120, 125));
    expect(await harness.value('reports.rows', { ...everything, list: 'outstanding', from: all, count: 5 })).toEqual([]);
  });

  it('refuses a malformed query with a message, not a crash', async () => {
    const result = await harness.call('reports.run', {
      period: { kind: 'custom', from: 20261301, to: 20261302 }, revenueStatuses: REVENUE,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/a day \(yyyymmdd\)/);
  });
});
