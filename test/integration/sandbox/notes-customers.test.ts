// booking/notes (by day, by month, thirty-day default) and the exact-match customer search (spec 2.6, 2.8, 4.3, 4.4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInZone, isoDay } from '../../../shared/domain/dates.js';
import { customerResponseSchema, customersResponseSchema, notesResponseSchema } from '../../../shared/wire/index.js';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/index.js';
import { apiGet, apiPost } from '../../support/sandbox-http.js';

let sandbox: RunningSandbox;
const TZ = 'America/Vancouver';
const nowSeconds = () => sandbox.control.services().clock.now();

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 5, bookings: 500 });
});
afterAll(() => sandbox.close());

async function notes(query: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET') {
  const answer = method === 'GET' ? await apiGet(sandbox, 'booking/notes', query) : await apiPost(sandbox, 'booking/notes', query);
  expect(answer.status, answer.text).toBe(200);
  notesResponseSchema.parse(answer.body);
  // The sandbox's own form: ISO 8601 with the account's offset.
  return { answer, notes: answer.body.notes as { note_id: number; date?: string; body?: string }[] };
}

describe('booking/notes', () => {
  it('answers the past thirty days by default, newest first, as an array with a timestamp', async () => {
    const { answer, notes: found } = await notes({}, 'POST');
    expect(Array.isArray(answer.body.notes)).toBe(true);
    expect(typeof answer.body.request.timestamp).toBe('number');
    expect(found.length).toBeGreaterThan(10);
    const oldest = Date.parse(found.at(-1)!.date!) / 1000;
    expect(nowSeconds() - oldest).toBeLessThanOrEqual(31 * 86400);
    const times = found.map((n) => Date.parse(n.date!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('selects one day with a date', async () => {
    const day = addDays(dayInZone(nowSeconds(), TZ), -3);
    const { notes: found } = await notes({ date: isoDay(day) });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((n) => n.date!.startsWith(isoDay(day)))).toBe(true);
  });

  it('selects a whole month with YYYY-MM', async () => {
    const month = isoDay(addDays(dayInZone(nowSeconds(), TZ), -40)).slice(0, 7);
    const { notes: found } = await notes({ date: month });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((n) => n.date!.startsWith(month))).toBe(true);
  });

  it('shows a new note at once, linked to its booking by code', async () => {
    const listing = await apiGet(sandbox, 'booking/index', { limit: 1 });
    const code = (Object.values(listing.body['booking/index'])[0] as { code: string }).code;
    await apiPost(sandbox, `booking/${code}/note`, { body: 'Fresh note' });
    const { notes: found } = await notes();
    expect(found[0]).toMatchObject({ body: 'Fresh note', booking_id: code, account_id: 1 });
  });

  it('refuses a date it cannot read', async () => {
    const answer = await apiGet(sandbox, 'booking/notes', { date: 'yesterday-ish' });
    expect(answer.status).toBe(400);
    expect(answer.error!.fields).toEqual(['date']);
  });
});

describe('customer search', () => {
  async function someCustomer() {
    const answer = await apiGet(sandbox, 'customer', { limit: 5 });
    return Object.values(customersResponseSchema.parse(answer.body).customers)[0]!;
  }

  it('lists customers keyed by customer code, 25 to a page by default', async () => {
    const answer = await apiGet(sandbox, 'customer');
    const parsed = customersResponseSchema.parse(answer.body);
    expect(answer.body.request).toMatchObject({ limit: 25, records: 25 });
    expect(answer.body.request.total_records).toBeGreaterThanOrEqual(200);
    for (const [key, customer] of Object.entries(parsed.customers)) expect(key).toBe(customer.code);
  });

  it('finds by exact e-mail, and not by part of one', async () => {
    const customer = await someCustomer();
    const exact = await apiGet(sandbox, 'customer', { customer_email: customer.customer_email! });
    expect(Object.values(exact.body.customers).map((c) => (c as { customer_id: number }).customer_id)).toEqual([customer.customer_id]);
    const partial = await apiGet(sandbox, 'customer', { customer_email: customer.customer_email!.slice(0, 6) });
    expect(partial.body.request.records).toBe(0);
  });

  it('finds every customer of an exact name, and by phone', async () => {
    const customer = await someCustomer();
    const byName = await apiGet(sandbox, 'customer', { customer_name: customer.customer_name!, limit: 1000 });
    const names = Object.values(byName.body.customers).map((c) => (c as { customer_name: string }).customer_name);
    expect(names.length).toBeGreaterThanOrEqual(1);
    expect(new Set(names)).toEqual(new Set([customer.customer_name]));
    const byPhone = await apiGet(sandbox, 'customer', { customer_phone: customer.customer_phone! });
    expect(byPhone.body.request.records).toBeGreaterThanOrEqual(1);
  });

  it('answers one customer with their bookings keyed by code', async () => {
    const listing = await apiGet(sandbox, 'booking/index', { limit: 1 });
    const booking = Object.values(listing.body['booking/index'])[0] as { code: string; customer_id: number };
    const answer = await apiGet(sandbox, `customer/${booking.customer_id}`);
    const customer = customerResponseSchema.parse(answer.body).customer;
    expect(Object.keys(customer.bookings ?? {})).toContain(booking.code);
  });

  it('answers 404 for an unknown customer', async () => {
    const answer = await apiGet(sandbox, 'customer/999999');
    expect(answer.status).toBe(404);
    expect(answer.error!.code).toBe('not_found');
  });
});
