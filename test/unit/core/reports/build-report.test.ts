// Every figure of a report over the small fixed account, against sums worked out by hand (small-account.ts).
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../../../electron/core/reports/build-report.js';
import { reportQuerySchema, type ReportQuery } from '../../../../shared/contract/model/report.js';
import { ITEMS, smallAccount } from './small-account.js';

const REVENUE = ['PAID', 'PART', 'PEND'];

function report(change: Partial<ReportQuery> = {}) {
  const query = reportQuerySchema.parse({ period: { kind: 'last', unit: 'month' }, revenueStatuses: REVENUE, ...change });
  return buildReport(query, smallAccount());
}

describe('a report of last month by first day', () => {
  it('totals October beside September: A + B + C count, D and E are cancellations', () => {
    const { totals, previousTotals, period, previousPeriod } = report();
    expect(period).toEqual({ from: 20261001, to: 20261031 });
    expect(previousPeriod).toEqual({ from: 20260901, to: 20260930 });
    // 120.50 + 80.10 + 45.25 = 245.85; paid 120.50 + 30.00; due 50.10 + 45.25; guests 2 + 3 (B's most people on one line: 2 + 1 on the cruise; its kayaker is one of them).
    // C's record is not held: its guests are not known, and are not in the 5.
    expect(totals).toEqual({
      bookings: 3, guests: 5, guestsNotKnown: 1, revenue: '245.85', paid: '150.50', due: '95.35', average: '81.95', cancellations: 2,
    });
    expect(previousTotals).toEqual({
      bookings: 1, guests: 1, guestsNotKnown: 0, revenue: '70.00', paid: '70.00', due: '0.00', average: '70.00', cancellations: 1,
    });
  });

  it('counts a status as revenue only when the manager chose it', () => {
    expect(report({ revenueStatuses: ['PAID'] }).totals).toMatchObject({ bookings: 1, revenue: '120.50', due: '0.00' });
  });

  it('splits sales by week from Monday and shows the empty weeks too', () => {
    const { sales } = report();
    expect(sales.day).toHaveLength(31);
    expect(sales.day.find((bucket) => bucket.start === 20261010)).toEqual({ start: 20261010, bookings: 1, guests: 3, guestsNotKnown: 0, revenue: '80.10' });
    expect(sales.day.find((bucket) => bucket.start === 20261015)).toMatchObject({ bookings: 1, guests: 0, guestsNotKnown: 1 });
    expect(sales.week.map((bucket) => [bucket.start, bucket.revenue])).toEqual([
      [20260928, '120.50'], [20261005, '80.10'], [20261012, '45.25'], [20261019, '0.00'], [20261026, '0.00'],
    ]);
    expect(sales.month).toEqual([{ start: 20261001, bookings: 3, guests: 5, guestsNotKnown: 1, revenue: '245.85' }]);
  });

  it('gives each item its own lines and a listing-only booking to its one item', () => {
    const { byItem, byCategory } = report();
    expect(byItem).toEqual([
      { id: 101, name: 'Harbour View Double', bookings: 1, guests: 2, guestsNotKnown: 0, amount: '120.50' },
      { id: 201, name: 'Sunset Cruise', bookings: 2, guests: 3, guestsNotKnown: 1, amount: '105.35' },
      { id: 202, name: 'Kayak', bookings: 1, guests: 1, guestsNotKnown: 0, amount: '20.00' },
    ]);
    // B holds two tours but is one booking of Tours.
    expect(byCategory).toEqual([
      { id: 2, name: 'Tours', bookings: 2, guests: 3, guestsNotKnown: 1, amount: '125.35' },
      { id: 1, name: 'Rooms', bookings: 1, guests: 2, guestsNotKnown: 0, amount: '120.50' },
    ]);
  });

  it('puts "Items not known" and "No category" after the named rows, each on its own, whatever they earned', () => {
    const context = smallAccount({
      items: [{ ...ITEMS[0]!, id: 301, name: 'Gift card', categoryId: null, categoryName: '' }],
      fixtures: [
        // Known from its listing only, with a room and a tour: its 900.00 cannot be split between them.
        { code: 'J', status: 'PAID', startDay: 20261005, createdAt: '2026-09-01T18:00:00Z', total: '900.00',
          paid: '900.00', due: '0.00', what: 'Harbour View Double, Sunset Cruise', itemIds: [101, 201] },
        { code: 'K', status: 'PAID', startDay: 20261006, createdAt: '2026-09-02T18:00:00Z', total: '300.00',
          paid: '300.00', due: '0.00', what: 'Gift card', itemIds: [301] },
      ],
    });
    const { byItem, byCategory } = buildReport(
      reportQuerySchema.parse({ period: { kind: 'last', unit: 'month' }, revenueStatuses: REVENUE }), context);
    expect(byCategory.map((row) => [row.name, row.amount])).toEqual([
      ['Tours', '125.35'], ['Rooms', '120.50'], ['Items not known', '900.00'], ['No category', '300.00'],
    ]);
    expect(byItem.map((row) => row.name)).toEqual(['Gift card', 'Harbour View Double', 'Sunset Cruise', 'Kayak', 'Items not known']);
  });

  it('narrowed to the Tours category, counts only bookings and lines of tours', () => {
    const tours = report({ categoryIds: [2] });
    expect(tours.totals).toMatchObject({ bookings: 2, revenue: '125.35', cancellations: 1 });
    expect(tours.byItem.map((row) => [row.name, row.amount])).toEqual([['Sunset Cruise', '105.35'], ['Kayak', '20.00']]);
    expect(report({ itemIds: [202] }).byItem.map((row) => [row.name, row.amount])).toEqual([['Kayak', '20.00']]);
  });

  it('lists every status with its money, and which count as revenue; void and cancelled owe nothing', () => {
    expect(report().byStatus.map((row) => [row.statusId, row.bookings, row.total, row.due, row.revenue])).toEqual([
      ['CANCELLED', 1, '99.99', '0.00', false], ['PAID', 1, '120.50', '0.00', true], ['PART', 1, '80.10', '50.10', true],
      ['PEND', 1, '45.25', '45.25', true], ['VOID', 1, '10.00', '0.00', false],
    ]);
  });

  it('lists who owes what oldest first, the cancellations, and the no-show', () => {
    const { outstanding, cancellations, noShows } = report();
    expect(outstanding.map((row) => [row.code, row.due])).toEqual([['C', '45.25'], ['B', '50.10']]);
    expect(cancellations.map((row) => [row.code, row.status])).toEqual([['D', 'Cancelled'], ['E', 'Void']]);
    // B began on 10 October and was never checked in; C's check-in is not known, so it is not accused.
    expect(noShows.map((row) => [row.code, row.guests])).toEqual([['B', 3]]);
  });

  it('finds the busiest weekday and hour', () => {
    const { busiestDays, busiestTimes } = report();
    expect(busiestDays.find((row) => row.label === 'Saturday')).toEqual({ label: 'Saturday', bookings: 2, guests: 5, guestsNotKnown: 0 });
    // C began on a Thursday and its record is not held: one booking whose guests are not known, not 0 guests.
    expect(busiestDays.find((row) => row.label === 'Thursday')).toEqual({ label: 'Thursday', bookings: 1, guests: 0, guestsNotKnown: 1 });
    expect(busiestTimes).toEqual([{ label: '13:00', bookings: 1, guests: 3, guestsNotKnown: 0 }]);
  });

  it('says how complete its figures are', () => {
    expect(report().completeness).toEqual({
      held: 8, accountTotal: 8, inPeriod: 5, withItems: 2, withContents: 2, syncedAt: Date.parse('2026-11-21T19:58:00Z') / 1000,
      undated: 0, unknownAmounts: 0, serviceSaid: null,
    });
  });
});

describe('a report over answers the desk could not read for certain', () => {
  /** The small account, with C's amounts and A's created date unreadable (shown as not known, never 0). */
  function unreadable() {
    const context = smallAccount();
    const sources = context.sources.map((source) => {
      if (source.summary.code === 'C') return { ...source, summary: { ...source.summary, total: null, paid: null, due: null } };
      if (source.summary.code === 'A') return { ...source, summary: { ...source.summary, createdAt: null } };
      return source;
    });
    return { ...context, sources, serviceSaid: 12 };
  }
  const run = (change: Partial<ReportQuery> = {}) => buildReport(
    reportQuerySchema.parse({ period: { kind: 'last', unit: 'month' }, revenueStatuses: REVENUE, ...change }), unreadable());

  it('counts a booking whose amounts are not known, leaves it out of every sum, and says so', () => {
    const { totals, completeness, outstanding } = run();
    // A and B only: 120.50 + 80.10; the average is over the two whose amounts are known.
    expect(totals).toMatchObject({ bookings: 3, revenue: '200.60', paid: '150.50', due: '50.10', average: '100.30' });
    expect(completeness).toMatchObject({ unknownAmounts: 1, serviceSaid: 12 });
    expect(outstanding.map((row) => row.code)).toEqual(['B']);
  });

  it('says how many bookings no period can hold because their date is not known', () => {
    expect(run({ basis: 'created' }).completeness.undated).toBe(1);
    expect(run({ basis: 'start' }).completeness.undated).toBe(0);
  });
});

describe('a report by the day a booking was made', () => {
  it('places a booking by the account\'s own day: 23:30 on 31 October in Vancouver is October', () => {
    const { totals, cancellations } = report({ basis: 'created' });
    // A (made 2026-11-01 06:30 UTC) counts; F (made 01:00 on 1 November, Vancouver) does not.
    expect(totals).toMatchObject({ bookings: 1, revenue: '120.50', cancellations: 2 });
    expect(cancellations.map((row) => row.code)).toEqual(['D', 'E']);
  });
});

describe('a report query', () => {
  it('refuses a custom period that ends before it starts, with a message a person can read', () => {
    const parsed = reportQuerySchema.safeParse({ period: { kind: 'custom', from: 20261010, to: 20261001 }, revenueStatuses: [] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('The period must end on or after its first day.');
  });
});
