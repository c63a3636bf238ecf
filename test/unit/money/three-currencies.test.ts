// One day's business kept in a two-, a three- and a zero-decimal currency (CAD, KWD, JPY), walked through every place
// an amount shows: the bookings list's CSV, the manifest (a group's value, the day's totals, its CSV) and a
// report (totals, breakdowns, lists, the cells on screen, its CSV). The same minor units give the same figures in each;
// a three-decimal currency keeps its third decimal and yen have none, on every screen and in every file.
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../../electron/core/reports/build-report.js';
import type { ReportSource } from '../../../electron/core/reports/report-entry.js';
import type { BookingContents, ContentsLine } from '../../../shared/contract/model/booking-contents.js';
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import type { Item } from '../../../shared/contract/model/catalogue.js';
import { reportQuerySchema } from '../../../shared/contract/model/report.js';
import { bookingsCsv } from '../../../renderer/ui/csv.js';
import { manifestOf } from '../../../renderer/features/manifest/manifest-groups.js';
import { manifestCsv } from '../../../renderer/features/manifest/manifest-csv.js';
import { cellText } from '../../../renderer/features/reports/report-cells.js';
import { reportCsv } from '../../../renderer/features/reports/report-csv.js';
import { outstandingTable, totalsTable } from '../../../renderer/features/reports/report-tables.js';
import { formatter } from '../../../renderer/ui/format.js';
import { englishIntl } from '../../../renderer/i18n/english.js';

const intl = englishIntl();

const TODAY = 20261121;
const DAY = 20261015;
const ZONE = 'America/Vancouver';
const ROOM: Item = {
  id: 101, name: 'Harbour View Double', categoryId: 1, categoryName: 'Rooms', unit: 'D', stock: 5, unlimited: false,
  summaryHtml: '', position: 1,
};

const CURRENCIES = [
  { currency: 'CAD', locale: 'en-CA', places: 2 },
  { currency: 'KWD', locale: 'en-KW', places: 3 },
  { currency: 'JPY', locale: 'en-JP', places: 0 },
] as const;

/** Whole minor units written with the currency's decimals (12345 → "123.45", "12.345", "12345"), or `places` more. */
const text = (minor: number, places: number) => (places === 0 ? String(minor) : (minor / 10 ** places).toFixed(places));

/**
 * Three stays on 15 October, in minor units: A paid 12345; B owes its 1 (the 12.345 + 0.001); C paid 500 of
 * 2001. JPY's amounts come as a PHP service may write whole yen: "12345.00".
 */
function bookingsIn(places: number, currency: string): BookingSummary[] {
  const written = (minor: number) => (currency === 'JPY' ? `${minor}.00` : text(minor, places));
  const booking = (id: number, code: string, status: string, total: number, paid: number): BookingSummary => ({
    id, code, status: { id: status, name: status }, createdAt: Date.parse('2026-10-01T18:00:00Z') / 1000 + id,
    total: written(total), paid: written(paid), due: written(total - paid), tax: written(0),
    customer: { id, name: `Guest ${code}`, email: '' }, summary: ROOM.name, dates: '', startDay: DAY, endDay: DAY + 1,
    lastModified: null,
  });
  return [booking(1, 'A', 'PAID', 12345, 12345), booking(2, 'B', 'PEND', 1, 0), booking(3, 'C', 'PART', 2001, 500)];
}

function contentsOf(booking: BookingSummary): BookingContents {
  const line: ContentsLine = {
    itemId: ROOM.id, quantity: 1, counts: { adults: 2 }, name: ROOM.name, startDay: DAY, endDay: DAY + 1, startTime: '',
    total: booking.total, statusId: null, lineId: null, packageOf: null,
  };
  return {
    booking, startTime: '', endTime: '', source: 'record', lines: [line], checkedIn: null, checkedOut: null, customAnswers: {},
    noteCount: 0, notes: [], stampsKnown: true, pending: [],
  };
}

const sourceOf = (booking: BookingSummary): ReportSource => ({
  summary: booking, itemIds: new Set([ROOM.id]), itemsExact: true, startTime: '',
  contents: { checkedIn: false, lines: [{ itemId: ROOM.id, name: ROOM.name, quantity: 1, counts: { adults: 2 }, total: booking.total }] },
});

describe.each(CURRENCIES)('an account in $currency', ({ currency, locale, places }) => {
  const money = (minor: number) => text(minor, places);
  const format = formatter({ locale, currency, timeZone: ZONE });
  /** What a person reads: Intl's own writing of the currency ("$143.47", "KWD 14.347", "¥14,347"). */
  const shown = (minor: number) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(money(minor) as Intl.StringNumericLiteral);
  const bookings = bookingsIn(places, currency);
  const report = buildReport(
    reportQuerySchema.parse({ period: { kind: 'last', unit: 'month' }, revenueStatuses: ['PAID', 'PART', 'PEND'] }),
    { sources: bookings.map(sourceOf), items: [ROOM], today: TODAY, timeZone: ZONE, currency, held: 3, accountTotal: 3, syncedAt: null },
  );

  it('sums a report exactly in the currency\'s decimals, the average rounded to them', () => {
    expect(report.totals).toMatchObject({
      revenue: money(14347), paid: money(12845), due: money(1502), average: money(4782),
    });
    expect(report.byItem.map((row) => row.amount)).toEqual([money(14347)]);
    expect(report.byStatus.map((row) => [row.statusId, row.total, row.due])).toEqual([
      ['PAID', money(12345), money(0)], ['PART', money(2001), money(1501)], ['PEND', money(1), money(1)],
    ]);
    expect(report.outstanding.map((row) => [row.code, row.due])).toEqual([['B', money(1)], ['C', money(1501)]]);
  });

  it('shows a report\'s amounts on screen as the currency is written, and exports them in its decimals', () => {
    expect(cellText('money', report.totals.revenue, format, intl)).toBe(shown(14347));
    expect(cellText('money', report.outstanding[0]!.due, format, intl)).toBe(shown(1));
    const csv = reportCsv(totalsTable(intl), report, { intl, currency, timeZone: ZONE, basis: 'Start date' });
    // Nothing in September: no change to show.
    expect(csv.split('\r\n')).toContain(`Revenue,${money(14347)},${money(0)},`);
    expect(reportCsv(outstandingTable(intl), report, { intl, currency, timeZone: ZONE, basis: 'Start date' }).split('\r\n')[3])
      .toMatch(new RegExp(`^C,Guest C,PART,2026-10-15,.*,2,${money(2001)},${money(500)},${money(1501)}$`));
  });

  it('writes the bookings list\'s file in the currency\'s decimals', () => {
    const [, a, b] = bookingsCsv(bookings, { intl, currency, timeZone: ZONE }).split('\r\n');
    expect(a).toContain(`,${money(12345)},${money(12345)},${money(0)},${currency},`);
    expect(b).toContain(`,${money(1)},${money(0)},${money(1)},${currency},`);
  });

  it('totals the manifest\'s day and its group exactly, on screen and in its file', () => {
    const manifest = manifestOf(DAY, bookings.map(contentsOf), [ROOM]);
    const [group] = manifest.sections.arrivals;
    expect(format.money(group!.rollup.value)).toBe(shown(14347));
    expect(format.money(manifest.totals.paid)).toBe(shown(12845));
    expect(format.money(manifest.totals.due)).toBe(shown(1502));
    const csv = manifestCsv(manifest, ['code', 'value', 'due'], { format, intl, labels: new Map(), formFields: [] });
    expect(csv.split('\r\n').slice(1, 4)).toEqual([`A,${money(12345)},${money(0)}`, `B,${money(1)},${money(1)}`,
      `C,${money(2001)},${money(1501)}`]);
  });
});
