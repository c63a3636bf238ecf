// A small fixed account for the report tests: eight bookings whose figures are summed by hand in the tests.
// Today is Saturday 21 November 2026 in Vancouver; "last month" is October, the period before it September.
import type { BookingSummary } from '../../../../shared/contract/model/booking.js';
import type { Item } from '../../../../shared/contract/model/catalogue.js';
import type { BookingContents, ReportSource } from '../../../../electron/core/reports/report-entry.js';
import type { ReportContext } from '../../../../electron/core/reports/build-report.js';

export const TODAY = 20261121;
export const ZONE = 'America/Vancouver';

const item = (id: number, name: string, categoryId: number, categoryName: string): Item => ({
  id, name, categoryId, categoryName, unit: 'D', stock: 5, unlimited: false, summaryHtml: '', position: id,
});

export const ITEMS: Item[] = [
  item(101, 'Harbour View Double', 1, 'Rooms'), item(201, 'Sunset Cruise', 2, 'Tours'), item(202, 'Kayak', 2, 'Tours'),
];

const STATUS_NAMES: Record<string, string> = { PAID: 'Paid', PART: 'Part paid', PEND: 'Pending', CANCELLED: 'Cancelled', VOID: 'Void' };
const at = (iso: string) => Date.parse(iso) / 1000;

export interface Fixture {
  code: string; status: string; startDay: number; createdAt: string; total: string; paid: string; due: string;
  what: string; itemIds: number[]; startTime?: string; contents?: BookingContents;
}

function source(fixture: Fixture, id: number): ReportSource {
  const summary: BookingSummary = {
    id, code: fixture.code, status: { id: fixture.status, name: STATUS_NAMES[fixture.status]! },
    createdAt: at(fixture.createdAt), total: fixture.total, paid: fixture.paid, due: fixture.due, tax: '0.00',
    customer: { id, name: `Guest ${fixture.code}`, email: `${fixture.code}@example.com` }, summary: fixture.what,
    dates: '', startDay: fixture.startDay, endDay: fixture.startDay, lastModified: null,
  };
  const contents = fixture.contents ?? null;
  return { summary, contents, itemIds: new Set(fixture.itemIds), itemsExact: contents !== null, startTime: fixture.startTime ?? '' };
}

const FIXTURES: Fixture[] = [
  { code: 'A', status: 'PAID', startDay: 20261003, createdAt: '2026-11-01T06:30:00Z', total: '120.50', paid: '120.50',
    due: '0.00', what: 'Harbour View Double', itemIds: [101], contents: {
      checkedIn: true,
      lines: [{ itemId: 101, name: 'Harbour View Double', quantity: 1, counts: { adults: 2 }, total: '120.50' }] } },
  { code: 'B', status: 'PART', startDay: 20261010, createdAt: '2026-09-20T18:00:00Z', total: '80.10', paid: '30.00',
    due: '50.10', what: 'Sunset Cruise, Kayak', itemIds: [201, 202], startTime: '13:00', contents: {
      checkedIn: false, lines: [
        { itemId: 201, name: 'Sunset Cruise', quantity: 1, counts: { adults: 2, children: 1 }, total: '60.10' },
        { itemId: 202, name: 'Kayak', quantity: 1, counts: { adults: 1 }, total: '20.00' }] } },
  { code: 'C', status: 'PEND', startDay: 20261015, createdAt: '2026-09-10T18:00:00Z', total: '45.25', paid: '0.00',
    due: '45.25', what: 'Sunset Cruise', itemIds: [201] },
  { code: 'D', status: 'CANCELLED', startDay: 20261020, createdAt: '2026-10-05T12:00:00Z', total: '99.99', paid: '0.00',
    due: '99.99', what: 'Harbour View Double', itemIds: [101] },
  { code: 'E', status: 'VOID', startDay: 20261031, createdAt: '2026-10-06T12:00:00Z', total: '10.00', paid: '0.00',
    due: '10.00', what: 'Kayak', itemIds: [202] },
  { code: 'F', status: 'PAID', startDay: 20261102, createdAt: '2026-11-01T08:00:00Z', total: '500.00', paid: '500.00',
    due: '0.00', what: 'Harbour View Double', itemIds: [101] },
  { code: 'G', status: 'PAID', startDay: 20260912, createdAt: '2026-08-01T18:00:00Z', total: '70.00', paid: '70.00',
    due: '0.00', what: 'Harbour View Double', itemIds: [101], contents: {
      checkedIn: true,
      lines: [{ itemId: 101, name: 'Harbour View Double', quantity: 1, counts: { adults: 1 }, total: '70.00' }] } },
  { code: 'H', status: 'CANCELLED', startDay: 20260930, createdAt: '2026-08-02T18:00:00Z', total: '30.00',
    paid: '0.00', due: '30.00', what: 'Kayak', itemIds: [202] },
];

/** The account, with more bookings and items where a test needs them. */
export function smallAccount(more: { fixtures?: Fixture[]; items?: Item[] } = {}): ReportContext {
  const fixtures = [...FIXTURES, ...more.fixtures ?? []];
  return {
    sources: fixtures.map(source), items: [...ITEMS, ...more.items ?? []], today: TODAY, timeZone: ZONE, currency: 'CAD',
    held: fixtures.length, accountTotal: fixtures.length, syncedAt: at('2026-11-21T19:58:00Z'),
  };
}
