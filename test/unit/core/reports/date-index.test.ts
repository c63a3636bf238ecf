// The copy's order of dates finds exactly the bookings a pass over every booking finds, copy after copy (a copy that
// keeps its bookings' places and dates takes the last order over); and a report worked out through what earlier
// copies and questions left behind equals one worked out afresh.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { buildReport } from '../../../../electron/core/reports/build-report.js';
import { dateIndex } from '../../../../electron/core/reports/date-index.js';
import { dayFinder } from '../../../../electron/core/reports/day-finder.js';
import { prepare, type ReportSource } from '../../../../electron/core/reports/report-entry.js';
import { dayPlacer, selectIn } from '../../../../electron/core/reports/report-selection.js';
import type { BookingSummary } from '../../../../shared/contract/model/booking.js';
import { reportQuerySchema, type DateBasis, type ReportQuery } from '../../../../shared/contract/model/report.js';
import { addDays, instantInZone } from '../../../../shared/domain/dates.js';
import { ITEMS, smallAccount, TODAY, ZONE } from './small-account.js';

/** 2025-06-01…2027-02 or so: this and last year of TODAY, with bookings either side. */
const FIRST_DAY = 20250601;
const SPAN_DAYS = 640;
const STATUSES = ['PAID', 'PART', 'PEND', 'CANCELLED', 'VOID'];

const bookingArb = fc.record({
  start: fc.option(fc.integer({ min: 0, max: SPAN_DAYS }), { nil: null }),
  length: fc.option(fc.integer({ min: 0, max: 9 }), { nil: null }),
  // Seconds from FIRST_DAY's UTC midnight; often a second either side of Vancouver's midnight (summer and winter);
  // now and then half a second, which the order cannot pack with the booking's place (date-index.ts).
  created: fc.option(fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: SPAN_DAYS * 86_400 }), weight: 15 },
    { arbitrary: fc.tuple(fc.integer({ min: 0, max: SPAN_DAYS }), fc.constantFrom(7, 8), fc.constantFrom(-1, 0))
      .map(([day, hours, second]) => day * 86_400 + hours * 3600 + second), weight: 15 },
    { arbitrary: fc.integer({ min: 0, max: SPAN_DAYS * 86_400 }).map((seconds) => seconds + 0.5), weight: 1 },
  ), { nil: null }),
  status: fc.constantFrom(...STATUSES),
  cents: fc.tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99_999 })),
  itemIds: fc.subarray(ITEMS.map((item) => item.id)),
});
type BookingFacts = typeof bookingArb extends fc.Arbitrary<infer Facts> ? Facts : never;

const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const baseInstant = instantInZone(FIRST_DAY, 'UTC');

function sourceOf(facts: BookingFacts, code: string): ReportSource {
  const startDay = facts.start === null ? null : addDays(FIRST_DAY, facts.start);
  const [total, paid] = facts.cents;
  const summary: BookingSummary = {
    id: 1, code, status: { id: facts.status, name: facts.status },
    createdAt: facts.created === null ? null : baseInstant + facts.created,
    total: money(total), paid: money(Math.min(paid, total)), due: money(total - Math.min(paid, total)), tax: '0.00',
    customer: { id: 1, name: `Guest ${code}`, email: `${code}@example.com` }, summary: '', dates: '', startDay,
    endDay: startDay === null || facts.length === null ? null : addDays(startDay, facts.length), lastModified: null,
  };
  return { summary, contents: null, itemIds: new Set(facts.itemIds), itemsExact: false, startTime: '' };
}

/** A copy and what the next copy changes: bookings made again (new dates or items), added or gone from the end. */
const changeArb = fc.record({
  remade: fc.array(fc.tuple(fc.nat(), bookingArb), { maxLength: 6 }),
  itemsOnly: fc.array(fc.tuple(fc.nat(), fc.subarray(ITEMS.map((item) => item.id))), { maxLength: 6 }),
  added: fc.array(bookingArb, { maxLength: 3 }),
  gone: fc.integer({ min: 0, max: 2 }),
});
type Change = typeof changeArb extends fc.Arbitrary<infer Made> ? Made : never;

function nextCopy(copy: readonly ReportSource[], change: Change, serial: { next: number }): ReportSource[] {
  const next = copy.slice(0, Math.max(0, copy.length - change.gone));
  for (const [at, facts] of change.remade) if (next.length > 0) next[at % next.length] = sourceOf(facts, next[at % next.length]!.summary.code);
  for (const [at, itemIds] of change.itemsOnly) {
    if (next.length === 0) continue;
    const source = next[at % next.length]!;
    next[at % next.length] = { ...source, itemIds: new Set(itemIds), itemsExact: true };
  }
  for (const facts of change.added) next.push(sourceOf(facts, `N${(serial.next += 1)}`));
  return next;
}

const rangeArb = fc.tuple(fc.integer({ min: -5, max: SPAN_DAYS + 5 }), fc.integer({ min: 0, max: 120 }))
  .map(([from, length]) => ({ from: addDays(FIRST_DAY, from), to: addDays(FIRST_DAY, from + length) }));
/** Midnights of every day a range above can hold. */
const FINDER = dayFinder(addDays(FIRST_DAY, -10), addDays(FIRST_DAY, SPAN_DAYS + 140), ZONE);
const dateOf = ({ summary }: ReportSource, basis: DateBasis) =>
  basis === 'created' ? summary.createdAt : basis === 'start' ? summary.startDay : summary.endDay;

const questionArb = fc.record({
  period: fc.oneof(
    fc.record({ kind: fc.constantFrom('this' as const, 'last' as const),
      unit: fc.constantFrom('week' as const, 'month' as const, 'quarter' as const, 'year' as const) }),
    rangeArb.map((range) => ({ kind: 'custom' as const, ...range })),
  ),
  basis: fc.constantFrom<DateBasis>('start', 'end', 'created'),
  categoryIds: fc.subarray([1, 2]),
  itemIds: fc.subarray([101, 202]),
});
const asQuery = (question: object): ReportQuery => reportQuerySchema.parse({ ...question, revenueStatuses: ['PAID', 'PART', 'PEND'] });

const scenarioArb = fc.record({
  first: fc.array(bookingArb, { maxLength: 60 }),
  changes: fc.array(changeArb, { minLength: 1, maxLength: 3 }),
  questions: fc.array(questionArb, { minLength: 1, maxLength: 3 }),
});

function copiesOf(first: BookingFacts[], changes: Change[]): ReportSource[][] {
  const serial = { next: 0 };
  const copies = [first.map((facts, index) => sourceOf(facts, `B${index}`))];
  for (const change of changes) copies.push(nextCopy(copies.at(-1)!, change, serial));
  return copies;
}

const placedCodes = (placed: { booking: { source: ReportSource }; day: number }[]) =>
  placed.map(({ booking, day }) => `${booking.source.summary.code}@${day}`);

describe('the copy\'s order of dates', () => {
  it('finds, copy after copy, the bookings and days a pass over every booking finds, in the same order', () => {
    fc.assert(fc.property(scenarioArb, fc.array(rangeArb, { minLength: 1, maxLength: 4 }), ({ first, changes, questions }, ranges) => {
      for (const copy of copiesOf(first, changes)) {
        const bookings = copy.map((source) => prepare(source));
        for (const { basis, itemIds } of questions) {
          const place = dayPlacer(basis, basis === 'created' ? FINDER : null);
          const chosen = itemIds.length > 0 ? new Set(itemIds) : null;
          const index = dateIndex(bookings, basis, ZONE, place);
          for (const range of ranges) {
            expect(placedCodes(index.placedIn(range, chosen))).toEqual(placedCodes(selectIn(bookings, range, place, chosen)));
          }
          expect(index.undated).toBe(copy.filter((source) => dateOf(source, basis) === null).length);
        }
      }
    }), { numRuns: 150 });
  });

  it('gives, through what earlier copies and questions left behind, the report worked out afresh', async () => {
    const account = smallAccount();
    await fc.assert(fc.asyncProperty(scenarioArb, async ({ first, changes, questions }) => {
      for (const copy of copiesOf(first, changes)) {
        for (const question of questions) {
          const query = asQuery(question);
          const kept = buildReport(query, { ...account, sources: copy, today: TODAY });
          // A module loaded anew keeps nothing from before: no prepared bookings, no order of dates.
          vi.resetModules();
          const fresh = await import('../../../../electron/core/reports/build-report.js');
          expect(kept).toEqual(fresh.buildReport(query, { ...account, sources: structuredClone(copy), today: TODAY }));
        }
      }
    }), { numRuns: 40 });
  });
});
