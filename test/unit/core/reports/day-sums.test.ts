// A report summed over the days kept (day-sums.ts) says what a pass over every booking of its periods says, for
// random accounts, periods, date bases and revenue statuses, and still after bookings changed, moved or left between
// two asks (the days kept are then partly reused, partly summed again); also where the named periods' days were
// summed ahead of the asks (reportDaysAhead), for the asks' revenue statuses or others.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildReport, reportDaysAhead, type ReportContext } from '../../../../electron/core/reports/build-report.js';
import type { ReportSource } from '../../../../electron/core/reports/report-entry.js';
import type { BookingSummary } from '../../../../shared/contract/model/booking.js';
import type { Item } from '../../../../shared/contract/model/catalogue.js';
import { reportQuerySchema } from '../../../../shared/contract/model/report.js';
import { addDays } from '../../../../shared/domain/dates.js';
import { notGuestIds } from '../../../../shared/domain/guests.js';
import { ITEMS, TODAY, ZONE } from './small-account.js';

const STATUSES = ['PAID', 'PART', 'PEND', 'HOLD', 'CANCELLED', 'VOID'];
/** Items the catalogue has, one with no category, and two it does not (named by each booking's own lines). */
const CATALOGUE: Item[] = [...ITEMS, { ...ITEMS[0]!, id: 301, name: 'Gift card', categoryId: null, categoryName: '' }];
const ITEM_IDS = [101, 201, 202, 301, 901, 902];
const FIRST_DAY = addDays(TODAY, -800);

const amount = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(fc.integer({ min: 0, max: 900 }), fc.integer({ min: 0, max: 99 })).map(([u, c]) => `${u}.${String(c).padStart(2, '0')}`) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 900 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('12.345', '', 'n/a') },
);

const line = fc.record({
  itemId: fc.constantFrom(...ITEM_IDS), name: fc.constantFrom('', 'Boat', 'Bike hire'),
  quantity: fc.integer({ min: 1, max: 3 }), counts: fc.record({ adults: fc.integer({ min: 0, max: 4 }), children: fc.integer({ min: 0, max: 3 }) }),
  total: fc.option(amount, { nil: null }), statusId: fc.option(fc.constantFrom('PAID', 'CANCELLED'), { nil: null }),
});

const booking = fc.record({
  status: fc.constantFrom(...STATUSES), statusName: fc.constantFrom('', 'Named', 'Also named'),
  startOffset: fc.option(fc.integer({ min: 0, max: 830 }), { nil: null, freq: 20 }), length: fc.integer({ min: 0, max: 5 }),
  createdOffset: fc.option(fc.integer({ min: 0, max: 830 * 86_400 }), { nil: null, freq: 20 }),
  total: amount, paid: amount, due: amount, itemIds: fc.uniqueArray(fc.constantFrom(...ITEM_IDS), { maxLength: 3 }),
  startTime: fc.constantFrom('', '09:30', '13:00', '7:15'),
  contents: fc.option(fc.record({ lines: fc.array(line, { maxLength: 3 }), checkedIn: fc.boolean() }), { nil: null }),
});

type Drawn = typeof booking extends fc.Arbitrary<infer T> ? T : never;

function sourceOf(drawn: Drawn, code: string): ReportSource {
  const startDay = drawn.startOffset === null ? null : addDays(FIRST_DAY, drawn.startOffset);
  const summary: BookingSummary = {
    id: 1, code, status: { id: drawn.status, name: drawn.statusName },
    createdAt: drawn.createdOffset === null ? null : 1_720_000_000 + drawn.createdOffset, total: drawn.total,
    paid: drawn.paid, due: drawn.due, tax: '0.00', customer: { id: 1, name: `Guest ${code}`, email: `${code}@example.com` },
    summary: '', dates: '', startDay, endDay: startDay === null ? null : addDays(startDay, drawn.length), lastModified: null,
  };
  const itemIds = new Set(drawn.contents ? drawn.contents.lines.map((l) => l.itemId) : drawn.itemIds);
  return { summary, contents: drawn.contents, itemIds, itemsExact: drawn.contents !== null, startTime: drawn.startTime };
}

const period = fc.oneof(
  fc.record({ kind: fc.constantFrom('this' as const, 'last' as const), unit: fc.constantFrom('week' as const, 'month' as const, 'quarter' as const, 'year' as const) }),
  fc.tuple(fc.integer({ min: 0, max: 830 }), fc.integer({ min: 0, max: 400 }))
    .map(([from, days]) => ({ kind: 'custom' as const, from: addDays(FIRST_DAY, from), to: addDays(FIRST_DAY, from + days) })),
);

const ask = fc.record({
  period, basis: fc.constantFrom('start' as const, 'end' as const, 'created' as const),
  revenueStatuses: fc.subarray(STATUSES, { minLength: 1 }),
});

const context = (sources: ReportSource[]): ReportContext => ({
  sources, items: CATALOGUE, today: TODAY, timeZone: ZONE, currency: 'CAD', held: sources.length, accountTotal: null,
  syncedAt: null,
});

describe('a report summed over its days', () => {
  it('says what a pass over every booking of its periods says, before and after bookings change', () => {
    fc.assert(fc.property(
      fc.array(booking, { minLength: 1, maxLength: 120 }), fc.array(ask, { minLength: 1, maxLength: 3 }),
      fc.array(fc.tuple(fc.nat(), fc.constantFrom('paid' as const, 'moved' as const, 'left' as const), booking), { maxLength: 10 }),
      fc.option(fc.subarray(STATUSES, { minLength: 1 }), { nil: null }),
      (drawn, asks, changes, aheadFor) => {
        let sources = drawn.map((one, at) => sourceOf(one, `B${at}`));
        // As the reads' worker does after a full sync: the revenue statuses of the last report, or others.
        const sumAhead = () => {
          if (!aheadFor) return;
          const revenueStatuses = asks[0] && aheadFor.length % 2 === 0 ? asks[0].revenueStatuses : aheadFor;
          const ahead = { items: CATALOGUE, timeZone: ZONE, today: TODAY, revenueStatuses };
          for (const step of reportDaysAhead(sources, notGuestIds(undefined), ahead)) step();
        };
        const compare = () => {
          for (const asked of asks) {
            const query = reportQuerySchema.parse(asked);
            expect(buildReport(query, context(sources))).toEqual(buildReport(query, context(sources), false));
          }
        };
        sumAhead();
        compare();
        // Some bookings change on their own days (paid, cancelled, a record read), some move to other days, some
        // leave (the last takes the place of one that left, as in the working set).
        sources = sources.slice();
        const kept = drawn.slice();
        for (const [at, how, changed] of changes) {
          const place = at % sources.length;
          const code = sources[place]!.summary.code;
          const before = kept[Number(code.slice(1))]!;
          if (how === 'paid') {
            sources[place] = sourceOf({ ...changed, startOffset: before.startOffset, length: before.length, createdOffset: before.createdOffset }, code);
          } else if (how === 'moved') sources[place] = sourceOf(changed, code);
          else if (sources.length > 1) sources[place] = sources.pop()!;
        }
        if (aheadFor && aheadFor.length % 3 === 0) sumAhead();
        compare();
      },
    ), { seed: 35, numRuns: 150 });
  });
});
