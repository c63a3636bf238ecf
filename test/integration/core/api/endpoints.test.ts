// Every endpoint of spec 4.2–4.6 through BookingService, against the sandbox over real HTTP: each round-trips,
// parses with its wire schema, and goes out with X-On-Behalf for the acting staff member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../../shared/domain/dates.js';
import { dayOf } from '../../../../shared/wire/index.js';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import { sandboxToday } from '../../../support/slips.js';
import { harness, type Harness } from './client-harness.js';

let sandbox: RunningSandbox;
let client: Harness;
const ACTING = 'sam';

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 21, bookings: 300 });
  client = harness(sandbox, { acting: ACTING });
});
afterAll(async () => {
  // Spec 4.1, 5.3: every call of this file, whatever it was, acted for the same staff member.
  expect(client.requests.length).toBeGreaterThan(25);
  for (const request of client.requests) expect(request.headers.get('x-on-behalf'), request.url.pathname).toBe(ACTING);
  await sandbox.close();
});

const later = (days: number) => addDays(sandboxToday(sandbox), days);

async function someBooking(status: string) {
  const index = await client.service.bookingIndex({ status, limit: 1 });
  const found = Object.values(index['booking/index'])[0];
  if (!found) throw new Error(`The seed has no ${status} booking.`);
  return found;
}

describe('items, calendar, categories and events (4.2, 4.3)', () => {
  it('lists items unrated without dates, with query as an empty array', async () => {
    const answer = await client.service.listItems({ categoryId: 1 });
    const list = Object.values(answer.items);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((item) => item.category_id === 1)).toBe(true);
    expect(answer.query).toEqual([]);
  });

  it('rates items with a period and booking parameters, each with a SLIP', async () => {
    const answer = await client.service.listItems({ startDate: later(200), endDate: later(201), parameters: { adults: 2 } });
    const rated = Object.values(answer.items).filter((item) => item.rate.slip);
    expect(rated.length).toBeGreaterThan(0);
    expect(answer.query?.param).toEqual({ adults: 2 });
    expect(client.requests.at(-1)!.url.search).toContain('param%5Badults%5D=2');
  });

  it('reads one item, unrated and rated', async () => {
    expect((await client.service.getItem(102)).item.name).toBe('Garden Twin');
    const rated = await client.service.getItem(102, { date: later(210) });
    expect(rated.item.rate.status).toBe('AVAILABLE');
    expect(rated.item.rate.slip).toMatch(/\./);
  });

  it('reads the calendar of one item and of several', async () => {
    const one = await client.service.itemCalendar(102, { startDate: later(1), endDate: later(3) });
    expect(Object.keys(one.cal['102']!)).toHaveLength(3);
    const several = await client.service.itemCalendar([101, 102], { startDate: later(1), endDate: later(1) });
    expect(Object.keys(several.cal).sort()).toEqual(['101', '102']);
  });

  it('lists categories and events, and reads one event', async () => {
    expect(Object.keys((await client.service.categories()).category).length).toBeGreaterThan(0);
    const events = Object.values((await client.service.events()).events);
    expect(events.length).toBeGreaterThan(0);
    const one = await client.service.event(events[0]!.rate_id);
    expect(one.event.name).toBe(events[0]!.name);
  });
});

describe('customers (4.3)', () => {
  it('finds a customer by e-mail and reads the record by id', async () => {
    const listing = await someBooking('PAID');
    const found = Object.values((await client.service.searchCustomers({ email: listing.customer_email! })).customers);
    expect(found.map((c) => c.customer_id)).toContain(listing.customer_id);
    const record = await client.service.customer(listing.customer_id!);
    expect(record.customer.customer_email).toBe(listing.customer_email);
  });
});

describe('reading bookings (4.4)', () => {
  it('filters the listing by a date range, sent as the parameter repeated with > and <', async () => {
    const from = later(-10);
    const to = later(10);
    const answer = await client.service.bookingIndex({ startDate: { from, to }, limit: 1000 });
    const records = Object.values(answer['booking/index']);
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.start_date !== undefined && dayOf(r.start_date, 'UTC') >= from && dayOf(r.start_date, 'UTC') <= to)).toBe(true);
    expect(client.requests.at(-1)!.url.searchParams.getAll('start_date')).toHaveLength(2);
    expect(answer.request?.total_records).toBe(records.length);
  });

  it('pages through the listing', async () => {
    const page2 = await client.service.bookingIndex({ limit: 7, page: 2 });
    expect(Object.keys(page2['booking/index'])).toHaveLength(7);
    expect(page2.request?.page).toBe(2);
  });

  it('reads a booking by code and its invoice', async () => {
    const listing = await someBooking('PART');
    expect((await client.service.booking(listing.code)).booking.booking_id).toBe(listing.booking_id);
    expect((await client.service.invoice(listing.booking_id!)).invoice.code).toBe(listing.code);
  });

  it('reads the booking form, with customer_name among its fields', async () => {
    const form = await client.service.bookingForm();
    expect(form.booking_form_ui.customer_name?.define?.required).toBe(true);
  });
});

describe('changing bookings (4.4)', () => {
  it('checks a booking in and out, logged under the acting staff member', async () => {
    const { code } = await someBooking('PEND');
    const checkedIn = await client.service.checkIn(code);
    expect(checkedIn.booking.checked_in?.name).toBe('Sam Okafor');
    const checkedOut = await client.service.checkOut(code);
    expect(checkedOut.booking.checked_out).not.toBeNull();
  });

  it('updates the status with notify and settles with set_paid alone', async () => {
    const { code } = await someBooking('HOLD');
    expect((await client.service.updateStatus(code, { statusId: 'WAIT', notify: true })).booking.status_id).toBe('WAIT');
    expect(sandbox.control.notifications().at(-1)?.statusId).toBe('WAIT');
    const paid = await client.service.updateStatus(code, { statusId: 'PAID', setPaid: true });
    expect(paid.booking.paid_total).toBe(paid.booking.total);
  });

  it('bookmarks and unbookmarks', async () => {
    const { code } = await someBooking('PAID');
    expect((await client.service.bookmark(code, true)).booking.bookmark).toBe(true);
    expect((await client.service.bookmark(code, false)).booking.bookmark).toBe(false);
  });

  it('adds a public note and finds it among the notes of today', async () => {
    const { code } = await someBooking('PAID');
    const added = await client.service.addNote(code, 'Late arrival, keep the key at the desk', { private: false });
    expect(added.note.private).toBe(false);
    const today = await client.service.notes({ date: sandboxToday(sandbox) });
    expect(today.notes.map((n) => n.note_id)).toContain(added.note.note_id);
    expect((await client.service.notes()).notes.length).toBeGreaterThan(0);
  });
});

describe('booking session and create (4.5)', () => {
  /** Rooms are booked by the night: the loft takes two at least. */
  const slipFor = async (itemId: number, day: number, nights = 1) =>
    (await client.service.getItem(itemId, { startDate: day, endDate: addDays(day, nights) })).item.rate.slip!;

  it('starts a session, alters, replaces a line, reads, clears and ends it', async () => {
    const started = await client.service.addToSession(null, [await slipFor(102, later(220))]);
    const id = started.booking.session.id;
    expect(Object.keys(started.booking.session.item ?? {})).toEqual(['1']);
    const altered = await client.service.alterSession(id, { 1: 2 });
    expect(altered.booking.session.item?.['1']?.rate?.qty).toBe(2);
    const replaced = await client.service.replaceLine(id, '1', await slipFor(104, later(230), 2));
    expect(replaced.booking.session.item?.['1']?.item_id).toBe(104);
    expect((await client.service.getSession(id)).booking.session.id).toBe(id);
    expect((await client.service.clearSession(id)).booking.session.item ?? {}).toEqual({});
    expect((await client.service.endSession(id)).booking.session.id).toBe(id);
  });

  it('creates a booking from a session with form fields', async () => {
    const { booking } = await client.service.addToSession(null, [await slipFor(102, later(240))]);
    const created = await client.service.createBooking(booking.session.id, { customer_name: 'Ann Example', note: 'Hi' });
    expect(created.request?.status).toBe('OK');
    expect(created.request?.data?.url).toBe(created.booking?.invoice_url);
    expect(created.booking?.status_id).toBe('PEND');
    expect((await client.service.booking(created.booking!.booking_id!)).booking.customer_name).toBe('Ann Example');
  });
});

describe('utility (4.6)', () => {
  it('pings and reads help', async () => {
    expect((await client.service.ping()).pong.timezone).toBeTruthy();
    expect((await client.service.help()).help.resources).toContain('booking');
  });
});
