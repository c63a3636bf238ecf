// booking/create (spec 1 step 5, 4.4, 7; docs/api-assumptions.md): a booking from a session and the customer's fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/domain/dates.js';
import { createBookingResponseSchema, sessionResponseSchema } from '../../../shared/wire/index.js';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/index.js';
import { apiGet, apiPost, type CallOptions, type WireAnswer } from '../../support/sandbox-http.js';
import { makeSlip, sandboxToday, type SlipRequest } from '../../support/slips.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 11, bookings: 200 });
});
afterAll(() => sandbox.close());

const day = (offset: number) => addDays(sandboxToday(sandbox), offset);
const store = () => sandbox.control.services().store;

async function sessionWith(requests: SlipRequest[], alter?: Record<string, string>): Promise<string> {
  const answer = await apiPost(sandbox, 'booking/session', { slip: requests.map((r) => makeSlip(sandbox, r)), alter });
  expect(answer.status, answer.text).toBe(200);
  return sessionResponseSchema.parse(answer.body).booking.session.id;
}

type Form = Record<string, string>;

function create(sessionId: string, form: Form, options: CallOptions = {}) {
  return apiPost(sandbox, 'booking/create', { session_id: sessionId, form }, options);
}

interface Created {
  booking_id: number;
  code: string;
  customer_id: number;
  status_id: string;
  total: string;
  invoice_url: string;
  token: string;
}

/** The booking member of a create's answer, after checking that the desk's reader takes the whole answer. */
function created(answer: WireAnswer): Created {
  expect(answer.status, answer.text).toBe(200);
  expect(createBookingResponseSchema.safeParse(answer.body).success).toBe(true);
  return answer.body.booking as Created;
}

function expectError(answer: WireAnswer, status: number, code: string, fields?: string[]) {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.error!.code).toBe(code);
  if (fields) expect(answer.error!.fields).toEqual(fields);
}

const guest = (email: string): Form => ({
  customer_name: 'Ines Okafor', customer_email: email, customer_phone: '+1 250 555 0199', customer_tos_agree: '1',
});

describe('booking/create: refusals', () => {
  it('answers only POST, with an Allow header', async () => {
    const answer = await apiGet(sandbox, 'booking/create');
    expectError(answer, 405, 'method_not_allowed');
    expect(answer.headers.get('allow')).toBe('POST');
  });

  it('names every missing field a customer must fill (X-On-Behalf: off)', async () => {
    const id = await sessionWith([{ itemId: 302, startDay: day(240) }]);
    expectError(await create(id, { note: 'Late arrival' }, { onBehalf: 'off' }), 400, 'missing_fields',
      ['customer_name', 'customer_email', 'customer_phone', 'customer_tos_agree']);
    expectError(await create(id, { ...guest('x@example.com'), customer_tos_agree: '0' }, { onBehalf: 'off' }), 400,
      'missing_fields', ['customer_tos_agree']);
  });

  it('needs only the name from staff', async () => {
    const id = await sessionWith([{ itemId: 302, startDay: day(240) }]);
    expectError(await create(id, { customer_email: 'ann@example.com' }), 400, 'missing_fields', ['customer_name']);
  });

  it('refuses an email that is not one, naming the field', async () => {
    const id = await sessionWith([{ itemId: 302, startDay: day(240) }]);
    expectError(await create(id, { customer_name: 'Ann', customer_email: 'ann-at-example' }), 400, 'invalid_parameter',
      ['customer_email']);
  });

  it('refuses an unknown, a missing, an empty or an ended session', async () => {
    expectError(await create('no-such-session', { customer_name: 'Ann' }), 404, 'not_found');
    expectError(await apiPost(sandbox, 'booking/create', { form: { customer_name: 'Ann' } }), 400, 'missing_fields', ['session_id']);
    const empty = await sessionWith([]);
    expectError(await create(empty, { customer_name: 'Ann' }), 400, 'session_empty', ['session_id']);
    const id = await sessionWith([{ itemId: 302, startDay: day(240) }]);
    await apiPost(sandbox, 'booking/session/end', { session_id: id });
    expectError(await create(id, { customer_name: 'Ann' }), 409, 'session_ended');
  });
});

describe('booking/create with slip[] and no session (Checkfront\'s ref/booking/create.rst)', () => {
  it('books the SLIPs directly, as a stay and a next-morning tour on two days, and keeps no session', async () => {
    const start = day(300);
    const stay = makeSlip(sandbox, { itemId: 102, startDay: start, days: 2, adults: 2 });
    const tour = makeSlip(sandbox, { itemId: 201, startDay: addDays(start, 1), adults: 2 });
    const sessionsBefore = store().state.sessions.length;
    const answer = await apiPost(sandbox, 'booking/create', { slip: [stay, tour], form: { customer_name: 'Omar Haddad' } });
    const booking = created(answer);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(store().state.sessions.length).toBe(sessionsBefore);
    const full = await apiGet(sandbox, `booking/${booking.code}`);
    const items = full.body.booking.items as Record<string, { item_id: number; start_date: number; package_of?: string }>;
    // The tour's wetsuit came in its SLIP: a package line of line 2, on the tour's time.
    expect(Object.keys(items).sort()).toEqual(['1', '2', '2.1']);
    expect(['1', '2', '2.1'].map((id) => items[id]!.item_id)).toEqual([102, 201, 402]);
    expect(items['2.1']).toMatchObject({ package_of: '2', start_date: items['2']!.start_date });
    // The tour starts the morning after the stay's first day.
    expect(items['2']!.start_date - items['1']!.start_date).toBe(24 * 3600 + 9 * 3600);
  });

  it('refuses a SLIP it did not issue, and books nothing', async () => {
    const writes = sandbox.control.writes().length;
    expectError(await apiPost(sandbox, 'booking/create', { slip: ['made.up'], form: { customer_name: 'Ann' } }), 400, 'invalid_slip');
    expect(sandbox.control.writes()).toHaveLength(writes);
  });
});

describe('booking/create: a booking is made', () => {
  it('creates a PEND booking from the session, visible to GET booking/{code}, and ends the session', async () => {
    const start = day(250);
    const id = await sessionWith([{ itemId: 101, startDay: start, days: 2, adults: 2 }, { itemId: 301, startDay: start, days: 2 }],
      { '2.1': 'optout' });
    const writesBefore = sandbox.control.writes().length;
    const answer = await create(id, { customer_name: 'Ann Walsh', customer_email: 'ann.walsh.create@example.com', note: 'Vegetarian, please.' });
    const booking = created(answer);
    expect(Object.keys(answer.body.booking).sort())
      .toEqual(['booking_id', 'code', 'customer_id', 'invoice_url', 'status_id', 'token', 'total']);
    // Checkfront's cart sends the guest on to request.data.url (PHP-SDK examples/cart/create.php).
    expect(answer.body.request).toMatchObject({ status: 'OK', data: { url: answer.body.booking.invoice_url } });
    expect(booking).toMatchObject({ status_id: 'PEND', total: '498.00' });
    expect(booking.code).toMatch(/^[A-Z]{4}-\d{6}$/);
    const token = store().booking(booking.code!)!.token;
    expect(booking.invoice_url).toBe(`${sandbox.url}/invoice/${booking.code}?token=${token}`);

    const full = await apiGet(sandbox, `booking/${booking.code}`);
    expect(full.status, full.text).toBe(200);
    expect(full.body.booking).toMatchObject({
      booking_id: booking.booking_id, status_id: 'PEND', customer_id: booking.customer_id, customer_name: 'Ann Walsh',
      // Two nights in the room (leaving the morning after the second) and a bike for two days.
      total: '498.00', paid_total: '0.00', start_date: start, end_date: addDays(start, 2),
    });
    // The opted-out helmet is not booked; the breakfast is.
    const { items } = full.body.booking as { items: Record<string, { item_id: number }> };
    expect(Object.keys(items).sort()).toEqual(['1', '1.1', '2']);
    expect(['1', '1.1', '2'].map((lineId) => items[lineId]!.item_id)).toEqual([101, 401, 301]);
    expect(full.body.booking.notes).toEqual([expect.objectContaining({ account_id: 0, private: false, body: 'Vegetarian, please.' })]);

    const writes = sandbox.control.writes().slice(writesBefore);
    expect(writes).toEqual([expect.objectContaining({ kind: 'create', bookingId: booking.booking_id, accountId: 1 })]);
    expectError(await apiGet(sandbox, 'booking/session', { session_id: id }), 409, 'session_ended');
    expectError(await create(id, { customer_name: 'Ann Walsh' }), 409, 'session_ended');
    expect(sandbox.control.writes().length).toBe(writesBefore + 1);
  });

  it('takes the stock: bookedUnits rises and the next session cannot have the loft', async () => {
    const start = day(260);
    expect(store().bookedUnits(104, start)).toBe(0);
    const first = await sessionWith([{ itemId: 104, startDay: start, days: 2 }]);
    const second = await sessionWith([{ itemId: 104, startDay: addDays(start, 1), days: 2 }]);
    created(await create(first, { customer_name: 'Lars Larsen' }));
    expect(store().bookedUnits(104, start)).toBe(1);
    expect(store().bookedUnits(104, addDays(start, 1))).toBe(1);
    const refused = await apiPost(sandbox, 'booking/session', { slip: makeSlip(sandbox, { itemId: 104, startDay: start }) });
    expectError(refused, 409, 'not_available');
    // A session that took the loft before the booking was made is checked again at create.
    expectError(await create(second, { customer_name: 'Mia Chen' }), 409, 'not_available');
  });

  it('reuses the customer whose email matches, ignoring case, and creates one otherwise', async () => {
    const customersBefore = store().state.customers.length;
    const first = created(await create(await sessionWith([{ itemId: 302, startDay: day(270) }]), guest('ines.okafor@example.com'),
      { onBehalf: 'off' }));
    expect(store().state.customers.length).toBe(customersBefore + 1);
    const customer = store().customer(first.customer_id)!;
    expect(customer).toMatchObject({ name: 'Ines Okafor', email: 'ines.okafor@example.com', phone: '+1 250 555 0199', meta: { source: 'web' } });
    expect(customer.code).toMatch(/^[A-Z]{2}\d-\d{3}-\d{3,}$/);
    const again = created(await create(await sessionWith([{ itemId: 302, startDay: day(271) }]),
      { ...guest('INES.OKAFOR@example.com'), customer_name: 'Ines O.' }, { onBehalf: 'off' }));
    expect(again.customer_id).toBe(first.customer_id);
    expect(store().state.customers.length).toBe(customersBefore + 1);
    const other = created(await create(await sessionWith([{ itemId: 302, startDay: day(272) }]), guest('ines@example.org'),
      { onBehalf: 'off' }));
    expect(other.customer_id).not.toBe(first.customer_id);
  });

  it('accepts plain field names as well as form[field], and records the desk\'s booking source', async () => {
    const id = await sessionWith([{ itemId: 302, startDay: day(273) }]);
    const answer = await apiPost(sandbox, 'booking/create', {
      session_id: id, customer_name: 'Kenji Fujita', customer_country: 'jp', source: 'phone',
    }, { onBehalf: 'sam' });
    const booking = created(answer);
    expect(store().customer(booking.customer_id)).toMatchObject({ name: 'Kenji Fujita', country: 'JP', meta: { source: 'phone' } });
    expect(sandbox.control.writes().at(-1)).toMatchObject({ kind: 'create', accountId: 3 });
  });

  it('keeps the SLIP\'s discount in the booking total', async () => {
    const id = await sessionWith([{ itemId: 302, startDay: day(275), discountCents: 500 }]);
    const booking = created(await create(id, { customer_name: 'Zara Haddad' }));
    expect(booking.total).toBe('79.00');
    expect(store().booking(String(booking.booking_id))).toMatchObject({ total: 7900, taxTotal: 846, paidTotal: 0 });
  });

  it('leaves out the note when none is given', async () => {
    const booking = created(await create(await sessionWith([{ itemId: 302, startDay: day(274) }]), { customer_name: 'Noah Kim' }));
    expect(store().notesOf(booking.booking_id)).toEqual([]);
  });
});

describe('the guest’s invoice page behind invoice_url', () => {
  it('shows the invoice to whoever has the link, locked down, and nothing without the right token', async () => {
    const id = await sessionWith([{ itemId: 302, startDay: day(260) }]);
    const booking = created(await create(id, { customer_name: 'Ines <b>Bold</b>' }));
    const page = await fetch(booking.invoice_url!);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain(`Invoice for booking <strong>${booking.code}</strong>`);
    expect(html).toContain('Stand-up Paddleboard');
    // The guest's name is the guest's text: escaped, never markup.
    expect(html).toContain('Ines &lt;b&gt;Bold&lt;/b&gt;');

    const wrongToken = new URL(booking.invoice_url!);
    wrongToken.searchParams.set('token', 'x'.repeat(wrongToken.searchParams.get('token')!.length));
    expect((await fetch(wrongToken)).status).toBe(404);
    const noToken = new URL(booking.invoice_url!);
    noToken.search = '';
    expect((await fetch(noToken)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/invoice/NOPE-000000?token=abc`)).status).toBe(404);
  });
});
