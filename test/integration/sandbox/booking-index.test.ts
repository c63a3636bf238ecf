// booking/index as spec 4.4 and docs/api-assumptions.md describe it: filters, dates with < and >, paging.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInZone, isoDay } from '../../../shared/domain/dates.js';
import { bookingIndexResponseSchema } from '../../../shared/wire/index.js';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/index.js';
import { apiGet } from '../../support/sandbox-http.js';

let sandbox: RunningSandbox;
const TZ = 'America/Vancouver';
const today = () => dayInZone(sandbox.control.services().clock.now(), TZ);

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 3, bookings: 600 });
});
afterAll(() => sandbox.close());

/** A listing record as the sandbox writes it in the standard form (dates as yyyymmdd and Unix seconds). */
interface Listed {
  code: string;
  status_id?: string;
  customer_id?: number;
  customer_email?: string;
  summary?: string;
  start_date?: number;
  end_date?: number;
  created_date?: number;
}

async function index(query: Record<string, string | number | string[]>) {
  const answer = await apiGet(sandbox, 'booking/index', { limit: 1000, ...query });
  expect(answer.status, answer.text).toBe(200);
  bookingIndexResponseSchema.parse(answer.body);
  return { answer, records: Object.values(answer.body['booking/index'] as Record<string, Listed>) };
}

describe('booking, the listing at the resource itself (Checkfront\'s ref/booking.rst)', () => {
  it('answers GET booking with the same filtered page as booking/index', async () => {
    const query = { status_id: 'PAID', limit: 7, page: 2 };
    const [atBooking, atIndex] = await Promise.all([apiGet(sandbox, 'booking', query), apiGet(sandbox, 'booking/index', query)]);
    expect(atBooking.status, atBooking.text).toBe(200);
    expect(Object.keys(atBooking.body['booking/index'])).toEqual(Object.keys(atIndex.body['booking/index']));
    expect(atBooking.body.request).toMatchObject({ status: 'OK', limit: 7, page: 2, pages: atIndex.body.request.pages });
  });
});

describe('booking/index', () => {
  it('answers the envelope with the listing keyed by booking_id and parses with the wire schema', async () => {
    const { answer, records } = await index({ limit: 5 });
    expect(answer.body.version).toBe('3.0');
    expect(answer.body.request).toMatchObject({ status: 'OK', resource: 'booking', id: 'index', limit: 5, page: 1 });
    expect(records).toHaveLength(5);
    for (const [key, record] of Object.entries(answer.body['booking/index'] as Record<string, { booking_id: number }>)) {
      expect(key).toBe(String(record.booking_id));
    }
  });

  it('pages with a default of 100 and reports records, total_records and pages', async () => {
    const first = await apiGet(sandbox, 'booking/index');
    expect(first.body.request).toMatchObject({ limit: 100, page: 1, records: 100, total_records: 600, pages: 6 });
    const last = await apiGet(sandbox, 'booking/index', { page: 6 });
    expect(last.body.request.records).toBe(100);
    const past = await apiGet(sandbox, 'booking/index', { page: 7 });
    expect(past.body.request.records).toBe(0);
    const ids = new Set<string>();
    for (let page = 1; page <= 6; page += 1) {
      const answer = await apiGet(sandbox, 'booking/index', { page });
      Object.keys(answer.body['booking/index']).forEach((id) => ids.add(id));
    }
    expect(ids.size).toBe(600);
  });

  it('refuses a limit above 1000 or a page below 1, naming the parameter', async () => {
    const tooBig = await apiGet(sandbox, 'booking/index', { limit: 5000 });
    expect(tooBig.status).toBe(400);
    expect(tooBig.error).toMatchObject({ code: 'invalid_parameter', fields: ['limit'] });
    const zero = await apiGet(sandbox, 'booking/index', { page: 0 });
    expect(zero.error!.fields).toEqual(['page']);
  });

  it('filters by status, including VOID and CANCELLED', async () => {
    for (const status of ['PEND', 'PAID', 'VOID', 'CANCELLED']) {
      const { records } = await index({ status_id: status });
      expect(records.length, status).toBeGreaterThan(0);
      expect(records.every((r) => r.status_id === status)).toBe(true);
    }
  });

  it('filters by customer id and by exact customer e-mail', async () => {
    const { records: all } = await index({ limit: 50 });
    const sample = all[0]!;
    const byId = await index({ customer_id: sample.customer_id! });
    expect(byId.records.every((r) => r.customer_id === sample.customer_id)).toBe(true);
    const byEmail = await index({ customer_email: sample.customer_email!.toUpperCase() });
    expect(byEmail.records.map((r) => r.code)).toEqual(byId.records.map((r) => r.code));
    const partial = await index({ customer_email: sample.customer_email!.slice(0, 5) });
    expect(partial.records).toHaveLength(0);
  });

  it('filters by item and by partner', async () => {
    const { records } = await index({ item_id: 101 });
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.summary!.includes('Harbour View Double'))).toBe(true);
    const partner = await index({ partner_id: 7 });
    const none = await index({ partner_id: 999 });
    expect(partner.records.length).toBeGreaterThan(0);
    expect(none.records).toHaveLength(0);
  });

  it('takes "today" for start_date and lists the day\'s arrivals', async () => {
    const { records } = await index({ start_date: 'today' });
    expect(records.length).toBeGreaterThanOrEqual(8);
    expect(records.every((r) => r.start_date === today())).toBe(true);
    const asDate = await index({ start_date: isoDay(today()) });
    expect(asDate.records.map((r) => r.code)).toEqual(records.map((r) => r.code));
  });

  it('lists departures with end_date', async () => {
    const { records } = await index({ end_date: 'today' });
    expect(records.length).toBeGreaterThanOrEqual(6);
    expect(records.every((r) => r.end_date === today())).toBe(true);
  });

  it('matches on or after with > and on or before with <, and both together as a range', async () => {
    const from = addDays(today(), 3);
    const to = addDays(today(), 9);
    const after = await index({ start_date: `>${isoDay(from)}` });
    expect(after.records.every((r) => r.start_date! >= from)).toBe(true);
    expect(after.records.some((r) => r.start_date === from)).toBe(true);
    const before = await index({ start_date: `<${isoDay(to)}` });
    expect(before.records.every((r) => r.start_date! <= to)).toBe(true);
    const range = await index({ start_date: [`>${isoDay(from)}`, `<${to}`] });
    expect(range.records.length).toBeGreaterThan(0);
    expect(range.records.every((r) => r.start_date! >= from && r.start_date! <= to)).toBe(true);
  });

  it('takes Unix timestamps for created_date and last_modified', async () => {
    const { records } = await index({});
    const created = records.map((r) => Number(r.created_date)).sort((a, b) => a - b);
    const middle = created[Math.floor(created.length / 2)]!;
    const newer = await index({ created_date: `>${middle}` });
    expect(newer.records.every((r) => Number(r.created_date) >= middle)).toBe(true);
    expect(newer.records.length).toBe(created.filter((c) => c >= middle).length);
    const older = await index({ created_date: `<${middle}` });
    expect(older.records.length).toBe(created.filter((c) => c <= middle).length);
  });

  it('refuses a date filter it cannot read, naming it', async () => {
    const answer = await apiGet(sandbox, 'booking/index', { start_date: 'next tuesday' });
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: 'invalid_parameter', fields: ['start_date'] });
  });

  it('pages in start-date order, so page 2 starts where page 1 ends', async () => {
    const first = await index({ limit: 100, page: 1 });
    const second = await index({ limit: 100, page: 2 });
    const lastOfFirst = Math.max(...first.records.map((r) => r.start_date!));
    const firstOfSecond = Math.min(...second.records.map((r) => r.start_date!));
    expect(lastOfFirst).toBeLessThanOrEqual(firstOfSecond);
  });
});
